import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { blankToNull } from '../../../lib/forms/changed-fields';
import { fieldError } from '../../../lib/forms/field-errors';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { useProfileForm } from '../hooks/useProfileForm';
import { SaveButton } from './SaveButton';

const textFields = ['street_address_1', 'street_address_2', 'care_of', 'zip', 'city', 'state_in_country'] as const;
type AddressText = (typeof textFields)[number];
type AddressValues = Record<AddressText, string> & { country: string | null };

const autoComplete: Record<AddressText, string> = {
  street_address_1: 'address-line1',
  street_address_2: 'address-line2',
  care_of: 'off',
  zip: 'postal-code',
  city: 'address-level2',
  state_in_country: 'address-level1',
};

function AddressForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const initial = Object.fromEntries(textFields.map((field) => [field, user[field] ?? ''])) as Record<
    AddressText,
    string
  >;
  const { values, set, save, errors, formError, saving } = useProfileForm<AddressValues>({
    initial: { ...initial, country: user.country },
    toUpdate: (changes) => {
      const update: Record<string, string | null> = {};
      for (const [field, value] of Object.entries(changes)) {
        update[field] = field === 'country' ? (value as string | null) : blankToNull(String(value));
      }
      return update;
    },
  });
  const message = formError([...textFields, 'country']);

  return (
    <Stack gap="md" data-testid="profile-address-form">
      {message && (
        <Alert color="red" data-testid="profile-address-error">
          {message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {textFields.map((field) => (
          <TextInput
            key={field}
            autoComplete={autoComplete[field]}
            label={t(`profile.fields.${field}`)}
            value={values[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={fieldError(errors, field)}
            data-testid={`profile-${field.replaceAll('_', '-')}`}
          />
        ))}
        <CountrySelect
          label={t('profile.fields.country')}
          value={values.country}
          onChange={(country) => set('country', country)}
          error={fieldError(errors, 'country')}
          data-testid="profile-country"
        />
      </SimpleGrid>
      <SaveButton onClick={save} saving={saving} testId="profile-address-save" />
    </Stack>
  );
}

/** Profile → address. */
export function AddressSection({ user }: { user: User }) {
  return <AddressForm key={user.updated_at} user={user} />;
}
