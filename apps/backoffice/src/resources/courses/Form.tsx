import { Stack, Typography } from '@mui/material';
import {
  ArrayField,
  ArrayInput,
  BooleanInput,
  DataTable,
  FormDataConsumer,
  Labeled,
  NumberInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  required,
  useTranslate,
} from 'react-admin';
import type { CourseDetail } from '@golf/contracts';
import { ImageInput } from '../../components/ImageInput';
import { columnsOf } from '../columns';
import { EnumField, EnumInput, LocaleNumberField } from '../shared';
import { Section } from '../users/Section';
import { type EditableHole, totalPar } from './holes';
import { courseResolver } from './validate';

type Tee = CourseDetail['tees'][number];
const TeeCol = columnsOf<Tee>();

/** The course's par follows its holes. */
function ParSummary({ holes }: { holes: EditableHole[] | undefined }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="course-par">
      {translate('app.courses.par_total', { par: totalPar(holes ?? []), holes: holes?.length ?? 0 })}
    </Typography>
  );
}

/**
 * The course editor: title, category, default flag, handicap rebasing, main image and images, and
 * par and stroke index per hole. Tees and geometry are shown or kept as loaded, never edited here.
 */
export function CourseForm() {
  // noValidate: the hole inputs' min/max only bound the spinners; courseResolver reports the
  // problems in the UI language instead of the browser's own popups. It checks every input (a
  // form-level check turns react-hook-form's per-input rules off): `validate` on an input below
  // only marks it required.
  return (
    <SimpleForm resolver={courseResolver} noValidate>
      <Stack direction="row" spacing={4} useFlexGap flexWrap="wrap">
        <Labeled>
          <TextField<CourseDetail> source="id" />
        </Labeled>
        <Labeled>
          <TextField<CourseDetail> source="in_game_id" />
        </Labeled>
        <Labeled>
          <EnumField<CourseDetail> source="course_type" enumName="course_type" />
        </Labeled>
      </Stack>
      <TextInput source="title" validate={required()} />
      <EnumInput source="category" enumName="course_category" validate={required()} />
      <BooleanInput source="is_default" helperText="app.courses.is_default_help" />
      <BooleanInput source="hcp_rebasing" helperText="app.courses.hcp_rebasing_help" />
      <Section title="app.courses.images" />
      <ImageInput source="main_image" />
      <ArrayInput source="images">
        <SimpleFormIterator inline>
          <ImageInput source="" label="resources.courses.fields.image" validate={required()} emptyAsNull={false} />
        </SimpleFormIterator>
      </ArrayInput>
      <Section title="app.courses.tees" />
      <ArrayField<CourseDetail> source="tees">
        <DataTable bulkActionButtons={false} rowClick={false}>
          <TeeCol source="teeing_type" label="resources.courses.fields.teeing_type">
            <EnumField<Tee> source="teeing_type" enumName="teeing_type" />
          </TeeCol>
          <TeeCol source="course_rating" label="resources.courses.fields.course_rating" />
          <TeeCol source="slope_rating" label="resources.courses.fields.slope_rating" />
          <TeeCol source="length_cm" label="resources.courses.fields.length_cm">
            <LocaleNumberField<Tee> source="length_cm" />
          </TeeCol>
        </DataTable>
      </ArrayField>
      <Section title="app.courses.holes" />
      <FormDataConsumer<{ holes?: EditableHole[] }>>
        {({ formData }) => <ParSummary holes={formData.holes} />}
      </FormDataConsumer>
      <ArrayInput source="holes" label={false}>
        <SimpleFormIterator inline disableAdd disableRemove disableReordering disableClear>
          {/* readOnly, not disabled: react-hook-form drops disabled fields from the saved values, and
              the holes PATCH needs each hole's number. */}
          <NumberInput source="number" label="resources.courses.fields.hole_number" readOnly sx={{ width: 90 }} />
          <NumberInput source="par" label="resources.courses.fields.par" step={1} min={3} max={6} sx={{ width: 110 }} />
          <NumberInput
            source="stroke_index"
            label="resources.courses.fields.stroke_index"
            step={1}
            min={1}
            max={18}
            sx={{ width: 130 }}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
}
