import { Alert, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { CopyTextButton } from '../../../lib/ui/CopyTextButton';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { blankToNull } from '../../../lib/forms/changed-fields';
import { textLimit } from '../../../lib/forms/text-limit';
import { todayInputValue } from '../../../lib/forms/dates';
import { fieldError } from '../../../lib/forms/field-errors';
import { useLocale } from '../../../lib/i18n';
import { collectProblems, DISPLAY_NAME_MAX, displayNameProblem } from '../../../lib/validation';
import { useProfileForm } from '../hooks/useProfileForm';
import { AvatarField } from './AvatarField';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SaveButton } from './SaveButton';

const fields = ['display_name', 'first_name', 'last_name', 'date_of_birth', 'phone'] as const;
type InformationField = (typeof fields)[number];
type InformationValues = Record<InformationField, string>;

const inputType: Record<InformationField, { type: string; autoComplete: string }> = {
  display_name: { type: 'text', autoComplete: 'username' },
  first_name: { type: 'text', autoComplete: 'given-name' },
  last_name: { type: 'text', autoComplete: 'family-name' },
  date_of_birth: { type: 'date', autoComplete: 'bday' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

function ReferralCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('profile.fields.referral_code')}
        value={code}
        readOnly
        style={{ flex: 1 }}
        data-testid="profile-referral-code"
      />
      <CopyTextButton value={code} label={t('profile.copy')} testId="profile-referral-copy" />
    </Group>
  );
}

function InformationForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, save, errors, formError, saving } = useProfileForm<InformationValues>({
    initial: {
      display_name: user.display_name,
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      date_of_birth: user.date_of_birth ?? '',
      phone: user.phone ?? '',
    },
    toUpdate: (changes) => {
      const update: Record<string, string | null> = {};
      for (const [field, value] of Object.entries(changes)) {
        update[field] = field === 'display_name' ? String(value).trim() : blankToNull(String(value));
      }
      return update;
    },
    validate: (all) => collectProblems({ display_name: displayNameProblem(all.display_name, locale) }),
  });
  const message = formError(fields);

  return (
    <Stack gap="md" data-testid="profile-information-form">
      {message && (
        <Alert color="red" data-testid="profile-information-error">
          {message}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {fields.map((field) => (
          <TextInput
            key={field}
            {...inputType[field]}
            label={t(`profile.fields.${field}`)}
            description={field === 'phone' ? t('profile.information.phoneHint') : undefined}
            max={field === 'date_of_birth' ? todayInputValue() : undefined}
            value={values[field]}
            onChange={(event) => set(field, event.currentTarget.value)}
            error={
              fieldError(errors, field) ??
              (field === 'display_name' ? textLimit(t, values[field], DISPLAY_NAME_MAX).error : undefined)
            }
            data-testid={`profile-${field.replaceAll('_', '-')}`}
          />
        ))}
        <TextInput
          label={t('auth.fields.email')}
          description={t('profile.information.emailHint')}
          value={user.email}
          readOnly
          data-testid="profile-email"
        />
      </SimpleGrid>
      {user.referral_code && <ReferralCode code={user.referral_code} />}
      <SaveButton onClick={save} saving={saving} testId="profile-information-save" />
    </Stack>
  );
}

/** Profile → your information: the picture, names, birth date, phone, e-mail, referral code, and the password. */
export function InformationSection({ user }: { user: User }) {
  return (
    <Stack gap="xl">
      <AvatarField user={user} />
      <InformationForm key={user.updated_at} user={user} />
      <ChangePasswordForm />
    </Stack>
  );
}
