import { Alert, Select, Stack, Switch } from '@mantine/core';
import { isLocale, locales, type Locale } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { fieldError } from '../../../lib/forms/field-errors';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useProfileForm } from '../hooks/useProfileForm';
import { SaveButton } from './SaveButton';

interface SettingsValues {
  locale: Locale;
  downloadOptIn: boolean;
}

function SettingsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { values, set, save, errors, formError, saving } = useProfileForm<SettingsValues>({
    initial: { locale: user.locale, downloadOptIn: user.download_opt_at !== null },
    toUpdate: (changes, all) => ({
      ...('locale' in changes && { locale: all.locale }),
      ...('downloadOptIn' in changes && { download_opt_in: all.downloadOptIn }),
    }),
  });
  const message = formError(['locale', 'download_opt_in']);

  return (
    <Stack gap="md" data-testid="profile-settings-form">
      {message && (
        <Alert color="red" data-testid="profile-settings-error">
          {message}
        </Alert>
      )}
      <Select
        label={t('auth.fields.locale')}
        data={locales.map((value) => ({ value, label: t(`language.names.${value}`) }))}
        value={values.locale}
        onChange={(value) => {
          if (isLocale(value)) set('locale', value);
        }}
        allowDeselect={false}
        error={fieldError(errors, 'locale')}
        data-testid="profile-settings-locale"
      />
      <Switch
        label={t('profile.fields.download_opt_in')}
        description={
          user.download_opt_at
            ? t('profile.settings.downloadSince', { date: formatDate(user.download_opt_at, locale) })
            : t('profile.settings.downloadHint')
        }
        checked={values.downloadOptIn}
        onChange={(event) => set('downloadOptIn', event.currentTarget.checked)}
        error={fieldError(errors, 'download_opt_in')}
        data-testid="profile-settings-download-opt-in"
      />
      <SaveButton onClick={save} saving={saving} testId="profile-settings-save" />
    </Stack>
  );
}

/** Profile → your settings: language and the game download opt-in (the purchase limit is under Economy). */
export function SettingsSection({ user }: { user: User }) {
  return <SettingsForm key={user.updated_at} user={user} />;
}
