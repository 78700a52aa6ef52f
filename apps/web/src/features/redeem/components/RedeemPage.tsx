import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { isApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { formatTokens, tokenName } from '../../wallets/balances';
import { VoucherGrantText } from '../../vouchers/components/VoucherGrantText';
import { useRedeemVoucher } from '../../vouchers/hooks/useVouchers';
import { normaliseCode } from '../../vouchers/voucher-content';

/**
 * Redeem: type a voucher code and get what it holds (tokens, a software download, a hardware
 * activation). Refusals ("Invalid voucher code", too many attempts) show under the field; each
 * attempt clears the previous one's result.
 * A code can come in the address (?code=), from the Vouchers view.
 */
export function RedeemPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathFor } = useEnvironment();
  const [searchParams] = useSearchParams();
  const [code, setCode] = useState(() => searchParams.get('code') ?? '');
  const [missing, setMissing] = useState(false);
  const redeem = useRedeemVoucher();
  const result = redeem.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseCode(code);
    // A new attempt starts clean: the previous voucher's result or refusal is no longer the answer.
    redeem.reset();
    setMissing(!value);
    if (!value) return;
    redeem.mutate(value, { onSuccess: () => setCode('') });
  };

  const error = redeem.error;
  const inlineError = missing
    ? t('redeem.required')
    : error
      ? error.message +
        (isApiError(error) && error.retryAfterSeconds
          ? ` ${t('redeem.retryIn', { count: error.retryAfterSeconds })}`
          : '')
      : undefined;

  return (
    <Stack gap="md" maw={560} data-testid="redeem-page">
      <PageTitle>{t('nav.redeem')}</PageTitle>
      <Text c="dimmed">{t('redeem.intro')}</Text>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('redeem.codeLabel')}
              placeholder={t('redeem.codePlaceholder')}
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setMissing(false);
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              ff="monospace"
              error={inlineError}
              errorProps={{ 'data-testid': 'redeem-error', role: 'alert' }}
              data-testid="redeem-code"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={redeem.isPending} data-testid="redeem-submit">
                {t('redeem.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {result && (
        <Alert color="green" title={t('redeem.successTitle')} data-testid="redeem-success">
          <Stack gap={4}>
            <Text size="sm" data-testid="redeem-granted">
              <VoucherGrantText voucher={result.voucher} />
            </Text>
            {result.wallet && (
              <Text size="sm" data-testid="redeem-balance">
                {t('redeem.balanceNow', {
                  token: t(`wallets.tokens.${tokenName(result.wallet.token_type)}`),
                  amount: formatTokens(result.wallet.balance, locale),
                })}
              </Text>
            )}
            <Group gap="xs" mt="xs">
              <Button size="xs" variant="light" component={Link} to={pathFor(viewPaths.vouchers)}>
                {t('redeem.toVouchers')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
