import { Alert, Checkbox, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { isLocale, locales, type Locale } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../lib/auth/types';
import { fieldError, type FieldErrors } from '../../../lib/forms/field-errors';
import { formatDate, formatMinorUnits } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useProfileForm } from '../hooks/useProfileForm';
import { fromMinorUnits, purchaseLimitChange, toMinorUnits } from '../purchase-limit';
import { SaveButton } from './SaveButton';

interface SettingsValues {
  locale: Locale;
  limited: boolean;
  /** Decimal amount per month; '' while empty. */
  amount: number | '';
  downloadOptIn: boolean;
}

const limitOf = (values: SettingsValues): number | null =>
  values.limited && values.amount !== '' ? toMinorUnits(values.amount) : null;

function PendingLimit({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const pending = user.purchase_limit_pending;
  if (!pending) return null;
  const date = formatDate(pending.applies_at, locale);
  return (
    <Alert color="blue" title={t('profile.settings.pendingTitle')} data-testid="purchase-limit-pending">
      {pending.value === null
        ? t('profile.settings.pendingRemoval', { date })
        : t('profile.settings.pendingChange', { amount: formatMinorUnits(pending.value, locale), date })}
    </Alert>
  );
}

function SettingsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = user.purchase_limit_per_month;
  const { values, set, save, errors, formError, saving } = useProfileForm<SettingsValues>({
    initial: {
      locale: user.locale,
      limited: current !== null,
      amount: current === null ? '' : fromMinorUnits(current),
      downloadOptIn: user.download_opt_at !== null,
    },
    toUpdate: (changes, all) => ({
      ...('locale' in changes && { locale: all.locale }),
      ...(('limited' in changes || 'amount' in changes) && { purchase_limit_per_month: limitOf(all) }),
      ...('downloadOptIn' in changes && { download_opt_in: all.downloadOptIn }),
    }),
    validate: (all): FieldErrors =>
      all.limited && all.amount === '' ? { purchase_limit_per_month: [t('profile.settings.limitRequired')] } : {},
    keyFields: { 'users.purchase_limit_waiting_period': 'purchase_limit_per_month' },
  });
  const change = purchaseLimitChange(current, limitOf(values));
  const message = formError(['locale', 'purchase_limit_per_month', 'download_opt_in']);

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
      <Stack gap="xs">
        <Text fw={500}>{t('profile.settings.purchaseLimit')}</Text>
        <Text size="sm" c="dimmed">
          {t('profile.settings.purchaseLimitHint')}
        </Text>
        <Checkbox
          label={t('profile.settings.limited')}
          checked={values.limited}
          onChange={(event) => set('limited', event.currentTarget.checked)}
          data-testid="purchase-limit-enabled"
        />
        {values.limited && (
          <NumberInput
            label={t('profile.settings.amountPerMonth')}
            min={0}
            decimalScale={2}
            value={values.amount}
            onChange={(value) => set('amount', typeof value === 'number' ? value : value === '' ? '' : Number(value))}
            error={fieldError(errors, 'purchase_limit_per_month')}
            data-testid="purchase-limit-amount"
          />
        )}
        {!values.limited && fieldError(errors, 'purchase_limit_per_month') && (
          <Text size="sm" c="red" role="alert" data-testid="purchase-limit-error">
            {fieldError(errors, 'purchase_limit_per_month')}
          </Text>
        )}
        {change !== 'none' && (
          <Text size="sm" c={change === 'scheduled' ? 'orange' : 'dimmed'} data-testid="purchase-limit-change-hint">
            {change === 'scheduled' ? t('profile.settings.changeScheduled') : t('profile.settings.changeImmediate')}
          </Text>
        )}
        <PendingLimit user={user} />
        {current !== null && (
          <Text size="sm" data-testid="purchase-limit-current">
            {t('profile.settings.currentLimit', { amount: formatMinorUnits(current, locale) })}
          </Text>
        )}
      </Stack>
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

/** Profile → your settings: language, monthly purchase limit and the game download opt-in. */
export function SettingsSection({ user }: { user: User }) {
  return <SettingsForm key={user.updated_at} user={user} />;
}
