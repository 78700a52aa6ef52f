import { SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function SettingForm() {
  return (
    <SimpleForm>
      <TextInput source="display_name" validate={required()} />
      <TextInput source="setting_key" validate={required()} />
      <TextInput source="setting_value" multiline />
    </SimpleForm>
  );
}
