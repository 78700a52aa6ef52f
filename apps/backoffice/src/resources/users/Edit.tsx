import {
  DateField,
  DateInput,
  Labeled,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  email,
  maxLength,
  minLength,
  regex,
  required,
} from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceMeta } from '../../dataProvider';
import { LOCALES } from '../../i18n';
import { ResourceEdit } from '../shared';

/** Spec section 2, edit-user: loads wallets, roles, courses, featureUnlocks; appends avatar, game_identifier. */
export const userEditMeta: ResourceMeta = {
  include: ['wallets', 'roles', 'courses', 'featureUnlocks'],
  append: ['avatar', 'game_identifier'],
};

/** Spec section 5: 3 to 20 characters, only letters, numbers, underscores and dashes. */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 20;
const validateDisplayName = [
  required(),
  minLength(DISPLAY_NAME_MIN),
  maxLength(DISPLAY_NAME_MAX),
  regex(/^[\p{L}\p{N}_-]+$/u, 'app.validation.display_name'),
];

const localeChoices = LOCALES.map(({ locale }) => ({ id: locale, name: `app.language.${locale}` }));

function Section({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="h6" sx={{ mt: 2 }}>
      {translate(title)}
    </Typography>
  );
}

export function UserEdit() {
  return (
    <ResourceEdit meta={userEditMeta}>
      <SimpleForm>
        <Stack direction="row" spacing={4}>
          <Labeled>
            <TextField source="id" />
          </Labeled>
          <Labeled>
            <TextField source="referral_code" />
          </Labeled>
          <Labeled>
            <TextField source="hcp" />
          </Labeled>
          <Labeled>
            <DateField source="registration_completed_at" showTime />
          </Labeled>
          <Labeled>
            <DateField source="mfa_enabled_at" showTime />
          </Labeled>
        </Stack>
        <Section title="app.sections.user_profile" />
        <TextInput source="display_name" validate={validateDisplayName} />
        <TextInput source="first_name" />
        <TextInput source="last_name" />
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="phone" type="tel" />
        <DateInput source="date_of_birth" />
        <SelectInput source="locale" choices={localeChoices} />
        <Section title="app.sections.user_address" />
        <TextInput source="street_address_1" />
        <TextInput source="street_address_2" />
        <TextInput source="care_of" />
        <TextInput source="zip" />
        <TextInput source="city" />
        <TextInput source="state_in_country" />
        <TextInput source="country" />
      </SimpleForm>
    </ResourceEdit>
  );
}
