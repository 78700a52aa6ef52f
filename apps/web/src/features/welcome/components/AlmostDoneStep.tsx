import { useState } from 'react';
import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { useUpdateMe } from '../../../lib/auth/useUpdateMe';
import { blankToNull, changedFields, hasChanges } from '../../../lib/forms/changed-fields';
import { todayInputValue } from '../../../lib/forms/dates';
import { fieldError, fieldErrorsOf, formErrorOf } from '../../../lib/forms/field-errors';
import { CountrySelect } from '../../../lib/ui/CountrySelect';
import { WizardActions } from './WizardActions';

const fields = ['first_name', 'last_name', 'date_of_birth', 'country'] as const;

/** "Almost done": name, date of birth and country, saved before moving on. */
export function AlmostDoneStep({ user, onBack, onNext }: { user: User; onBack: () => void; onNext: () => void }) {
  const { t } = useTranslation();
  const initial = {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    date_of_birth: user.date_of_birth ?? '',
    country: user.country,
  };
  const [values, setValues] = useState(initial);
  const update = useUpdateMe();
  const errors = fieldErrorsOf(update.error);
  const formError = formErrorOf(update.error, fields);

  const next = () => {
    const changes = changedFields(initial, values);
    if (!hasChanges(changes)) return onNext();
    update.mutate(
      {
        ...('first_name' in changes && { first_name: blankToNull(values.first_name) }),
        ...('last_name' in changes && { last_name: blankToNull(values.last_name) }),
        ...('date_of_birth' in changes && { date_of_birth: blankToNull(values.date_of_birth) }),
        ...('country' in changes && { country: values.country }),
      },
      { onSuccess: onNext },
    );
  };

  const text = (field: 'first_name' | 'last_name' | 'date_of_birth', type: 'text' | 'date', autoComplete: string) => (
    <TextInput
      type={type}
      autoComplete={autoComplete}
      max={field === 'date_of_birth' ? todayInputValue() : undefined}
      label={t(`profile.fields.${field}`)}
      value={values[field]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [field]: value }));
      }}
      error={fieldError(errors, field)}
      data-testid={`welcome-${field.replaceAll('_', '-')}`}
    />
  );

  return (
    <Stack gap="sm" data-testid="welcome-step-almost-done">
      <Text>{t('welcome.almostDone.intro')}</Text>
      {formError && (
        <Alert color="red" data-testid="welcome-error">
          {formError}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('first_name', 'text', 'given-name')}
        {text('last_name', 'text', 'family-name')}
        {text('date_of_birth', 'date', 'bday')}
        <CountrySelect
          label={t('profile.fields.country')}
          value={values.country}
          onChange={(country) => setValues((current) => ({ ...current, country }))}
          error={fieldError(errors, 'country')}
          data-testid="welcome-country"
        />
      </SimpleGrid>
      <WizardActions onBack={onBack} onNext={next} busy={update.isPending} />
    </Stack>
  );
}
