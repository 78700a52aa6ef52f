import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function GameVersionForm() {
  return (
    <SimpleForm>
      <TextInput source="version" validate={required()} />
      <BooleanInput source="latest" />
    </SimpleForm>
  );
}
