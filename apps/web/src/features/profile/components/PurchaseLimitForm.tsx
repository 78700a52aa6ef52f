import { Alert, Checkbox, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PURCHASE_LIMIT_MAX, translate } from '@golf/contracts';
import type { User } from '../../../lib/auth/types';
import { fieldError, type FieldErrors } from '../../../lib/forms/field-errors';
import { formatDate, formatMinorUnits } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useProfileForm } from '../hooks/useProfileForm';
import { fromMinorUnits, isValidLimitAmount, purchaseLimitChange, toMinorUnits } from '../purchase-limit';
import { SaveButton } from './SaveButton';

interface LimitValues {
  limited: boolean;
  /** Decimal amount per month; '' while empty. */
  amount: number | '';
}

const limitOf = (values: LimitValues): number | null =>
  values.limited && values.amount !== '' ? toMinorUnits(values.amount) : null;

/** The largest amount a player can type (the API's maximum, in major units). */
const MAX_AMOUNT = PURCHASE_LIMIT_MAX / 100;

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
  const { values, set, save, errors, formError, saving } = useProfileForm<LimitValues>({
    initial: { limited: current !== null, amount: current === null ? '' : fromMinorUnits(current) },
    toUpdate: (_changes, all) => ({ purchase_limit_per_month: limitOf(all) }),
    validate: (all): FieldErrors => {
      if (!all.limited) return {};
      if (all.amount === '') return { purchase_limit_per_month: [t('profile.settings.limitRequired')] };
      // The catalogue's message, so it reads as the API's refusal would.
      if (!isValidLimitAmount(all.amount))
        return { purchase_limit_per_month: [translate(locale, 'validation.purchase_limit', { max: MAX_AMOUNT })] };
      return {};
    },
    keyFields: { 'users.purchase_limit_waiting_period': 'purchase_limit_per_month' },
  });
  const change = purchaseLimitChange(current, limitOf(values));
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
          label={t('profile.settings.amountPerMonth', { currency: user.purchase_limit_currency })}
          min={0}
          max={MAX_AMOUNT}
          // Out-of-range amounts stay as typed and are refused, rather than silently clamped (-5 to 0).
          clampBehavior="none"
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
          {t('profile.settings.currentLimit', {
            amount: formatMinorUnits(current, locale, user.purchase_limit_currency),
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
