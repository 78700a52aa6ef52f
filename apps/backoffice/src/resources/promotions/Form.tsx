import { BooleanInput, SimpleForm, TextInput, required } from 'react-admin';

/** Add and edit share this form. */
export function PromotionForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <TextInput source="title" />
      <BooleanInput source="active" />
    </SimpleForm>
  );
}
