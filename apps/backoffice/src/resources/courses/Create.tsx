import { BooleanInput, Create, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { ImageInput } from '../../components/ImageInput';
import { routeOfView, routeTitleKey } from '../../routes';
import { EnumInput, useSaveErrorHandler } from '../shared';
import { courseCreateBody, parseDefinition } from './definition';

const definitionShape = (value: unknown) =>
  typeof value === 'string' && parseDefinition(value) ? undefined : 'app.courses.definition_shape';

/**
 * Add a course: its fields, and its tees and holes pasted as JSON (the shape of a course's detail
 * reply). The server checks the definition as the game's course assets are checked.
 */
export function CourseCreate() {
  const onError = useSaveErrorHandler();
  const route = routeOfView('courses', 'create');
  return (
    <Create
      title={route ? routeTitleKey(route) : undefined}
      mutationOptions={{ onError }}
      transform={(data: Record<string, unknown>) => courseCreateBody(data)}
      redirect="edit"
    >
      <SimpleForm defaultValues={{ course_type: 10, is_default: false, hcp_rebasing: false }}>
        <TextInput
          source="title"
          validate={[required(), maxLength(120)]}
          slotProps={{ htmlInput: { 'data-testid': 'course-title' } }}
        />
        <TextInput
          source="in_game_id"
          validate={[required(), maxLength(120)]}
          slotProps={{ htmlInput: { 'data-testid': 'course-in-game-id' } }}
        />
        <EnumInput source="category" enumName="course_category" validate={required()} />
        <EnumInput source="course_type" enumName="course_type" validate={required()} />
        <BooleanInput source="is_default" helperText="app.courses.is_default_help" />
        <BooleanInput source="hcp_rebasing" helperText="app.courses.hcp_rebasing_help" />
        <ImageInput source="main_image" />
        <TextInput
          source="definition"
          multiline
          minRows={6}
          maxRows={16}
          fullWidth
          validate={[required(), definitionShape]}
          helperText="app.courses.definition_help"
          slotProps={{ htmlInput: { 'data-testid': 'course-definition' } }}
        />
      </SimpleForm>
    </Create>
  );
}
