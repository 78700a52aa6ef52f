import { SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function ProfanityForm() {
  return (
    <SimpleForm>
      <TextInput source="search_term" validate={required()} />
    </SimpleForm>
  );
}
