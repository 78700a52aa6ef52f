import { SimpleForm, TextInput, maxLength, required } from 'react-admin';

/** Add and edit share this form. */
export function WagerRestrictionForm() {
  return (
    <SimpleForm>
      <TextInput source="country_code" validate={[required(), maxLength(2)]} />
      <TextInput source="region_code" validate={maxLength(3)} />
    </SimpleForm>
  );
}
