import { SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function MappackForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} />
    </SimpleForm>
  );
}
