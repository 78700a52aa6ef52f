import { Alert, Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyMinorDigits, PURCHASE_LIMIT_MAX, translate, type Locale } from '@golf/contracts';
import type { User } from '../../../lib/auth/types';
import { fieldError, type FieldErrors } from '../../../lib/forms/field-errors';
import { formatDate, formatMinorUnits, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useProfileForm } from '../hooks/useProfileForm';
import { fromMinorUnits, isValidLimitAmount, purchaseLimitChange, toMinorUnits } from '../purchase-limit';
import { SaveButton } from './SaveButton';

interface LimitValues {
  limited: boolean;
  /** Decimal amount per month; '' while empty. */
  amount: number | '';
}

const limitOf = (values: LimitValues, currency: string): number | null =>
  values.limited && values.amount !== '' ? toMinorUnits(values.amount, currency) : null;

/**
 * The field's refusal in the catalogue's words, as the API's would read: the largest amount (the
 * API's maximum in major units) and the smallest step the currency has (0.01 for euros, 1 for yen).
 */
function invalidAmountMessage(locale: Locale, currency: string): string {
  const digits = currencyMinorDigits(currency);
  const step = formatNumber(10 ** -digits, locale, { digits });
  const max = formatNumber(fromMinorUnits(PURCHASE_LIMIT_MAX, currency), locale, { maxDigits: digits });
  return translate(locale, 'validation.purchase_limit', { max, step });
}

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
        : t('profile.settings.pendingChange', {
            amount: formatMinorUnits(pending.value, locale, user.purchase_limit_currency),
            date,
          })}
    </Alert>
  );
}

function LimitForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const current = user.purchase_limit_per_month;
  const currency = user.purchase_limit_currency;
  const { values, set, save, errors, formError, saving } = useProfileForm<LimitValues>({
    initial: { limited: current !== null, amount: current === null ? '' : fromMinorUnits(current, currency) },
    toUpdate: (_changes, all) => ({ purchase_limit_per_month: limitOf(all, currency) }),
    validate: (all): FieldErrors => {
      if (!all.limited) return {};
      if (all.amount === '') return { purchase_limit_per_month: [t('profile.settings.limitRequired')] };
      if (!isValidLimitAmount(all.amount, currency))
        return { purchase_limit_per_month: [invalidAmountMessage(locale, currency)] };
      return {};
    },
    keyFields: { 'users.purchase_limit_waiting_period': 'purchase_limit_per_month' },
  });
  const change = purchaseLimitChange(current, limitOf(values, currency));
  const message = formError(['purchase_limit_per_month']);

  return (
    <Stack gap="xs" data-testid="purchase-limit-form">
      <Text fw={500}>{t('profile.settings.purchaseLimit')}</Text>
      <Text size="sm" c="dimmed">
        {t('profile.settings.purchaseLimitHint')}
      </Text>
      {message && (
        <Alert color="red" data-testid="purchase-limit-form-error">
          {message}
        </Alert>
      )}
      <Checkbox
        label={t('profile.settings.limited')}
        checked={values.limited}
        onChange={(event) => set('limited', event.currentTarget.checked)}
        data-testid="purchase-limit-enabled"
      />
      {values.limited && (
        <NumberInput
          label={t('profile.settings.amountPerMonth', { currency })}
          min={0}
          max={fromMinorUnits(PURCHASE_LIMIT_MAX, currency)}
          // Out-of-range amounts stay as typed and are refused, rather than silently clamped (-5 to 0).
          clampBehavior="none"
          decimalScale={currencyMinorDigits(currency)}
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
          {t('profile.settings.currentLimit', {
            amount: formatMinorUnits(current, locale, currency),
          })}
        </Text>
      )}
      <SaveButton onClick={save} saving={saving} testId="purchase-limit-save" />
    </Stack>
  );
}

/**
 * The monthly purchase limit (spec section 4): lowering it applies at once; raising or removing
 * it waits for the waiting period, shown as the pending change.
 */
export function PurchaseLimitForm({ user }: { user: User }) {
  return <LimitForm key={user.updated_at} user={user} />;
}
