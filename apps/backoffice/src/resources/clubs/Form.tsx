import { BooleanInput, NumberInput, SimpleForm, TextInput, minValue, required } from 'react-admin';

/** Add and edit share this form. */
export function ClubForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={required()} />
      <NumberInput source="member_fee" step={1} validate={minValue(0)} />
      <BooleanInput source="accepting_new_members" />
      <BooleanInput source="accept_without_approval" />
    </SimpleForm>
  );
}
