import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function CourseForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} />
      <TextInput source="category" />
      <BooleanInput source="is_default" />
    </SimpleForm>
  );
}
