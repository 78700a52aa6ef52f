import { SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function HardwareForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} />
      <TextInput source="description" multiline minRows={3} />
    </SimpleForm>
  );
}
