import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { enums, type Order, type Price } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { isApiError } from '../../../lib/api';
import { useLocale } from '../../../lib/i18n';
import { formatTokens, tokenName } from '../../wallets/balances';
import { useTokenAmount } from '../../wallets/token-amount';
import { useWalletBalances } from '../../wallets/hooks/useWallets';
import { planPriceText } from '../../subscriptions/plan-period';
import { canAfford, checkoutEnvironment, newIdempotencyKey, priceKind } from '../product';
import { usePurchase } from '../hooks/useStore';
import { NextStepButton, PurchaseReceived, useNextStep } from './PurchaseOutcome';

interface CheckoutDialogProps {
  /** What is bought: a product's or a subscription plan's name. */
  name: string;
  price: Price;
  /**
   * Set for a subscription plan: the days one purchase lasts (null: the plan does not end), said with
   * the price. Undefined for a product.
   */
  planDays?: number | null;
  onClose: () => void;
  /** Sends the browser to the provider's checkout; replaceable in tests. */
  redirect?: (url: string) => void;
}

/**
 * Confirm → done. In-game currency: bought at once, the balance follows live. Money: the browser
 * goes to the payment provider's checkout, which comes back to the checkout return screen.
 * The server's refusals (Insufficient funds, Max quantity reached, Purchase limit reached,
 * Purchase not authorized) are shown in the dialog.
 */
export function CheckoutDialog({
  name,
  price,
  planDays,
  onClose,
  redirect = (url) => window.location.assign(url),
}: CheckoutDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { environment } = useEnvironment();
  const { balances, loaded: balancesKnown } = useWalletBalances();
  // One attempt, one key: pressing Buy again after a lost reply cannot buy twice.
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [done, setDone] = useState<Order | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const mutation = usePurchase();
  const kind = priceKind(price);
  const tokenType = price.token_type ?? enums.token_type.coins;
  const token = t(`wallets.tokens.${tokenName(tokenType)}`);
  const tokenAmount = useTokenAmount();
  const balance = balances[tokenType] ?? 0;
  const isPlan = planDays !== undefined;
  const nextStep = useNextStep(done ?? undefined);

  const buy = () =>
    mutation.mutate(
      {
        price_id: price.id,
        quantity: 1,
        idempotency_key: idempotencyKey,
        environment: checkoutEnvironment(environment),
      },
      {
        onSuccess: (result) => {
          if (result.checkout_url) {
            setRedirecting(true);
            redirect(result.checkout_url);
          } else setDone(result.order);
        },
      },
    );

  const error = mutation.error;
  return (
    <Modal opened onClose={onClose} title={t('store.checkout.title')} centered data-testid="checkout-dialog">
      {done ? (
        <Stack gap="md" data-testid="checkout-done" data-order-id={done.id}>
          <Alert color="green" title={t('store.checkout.doneTitle')}>
            {t('store.checkout.done', { name, price: done.formatted_total })}
          </Alert>
          {kind === 'tokens' && (
            <Text size="sm" data-testid="checkout-balance-after">
              {t('store.checkout.balanceNow', { token, amount: formatTokens(balance, locale) })}
            </Text>
          )}
          <PurchaseReceived order={done} />
          <Group justify="flex-end">
            {nextStep && <NextStepButton step={nextStep} variant="default" />}
            <Button onClick={onClose} data-testid="checkout-close">
              {t('store.checkout.close')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text data-testid="checkout-summary">
            {isPlan
              ? t('store.checkout.confirmPlan', { name, price: planPriceText(t, price.formatted_price, planDays) })
              : t('store.checkout.confirm', { name, price: price.formatted_price })}
          </Text>
          {isPlan && (
            // Bought one period at a time (decision 0016): nothing renews or is charged later.
            <Text size="sm" data-testid="checkout-plan-period">
              {planDays === null ? t('store.checkout.planNoEnd') : t('store.checkout.planEnds', { count: planDays })}
            </Text>
          )}
          {kind === 'tokens' ? (
            <Text size="sm" c={canAfford(price, balances) ? 'dimmed' : 'orange'} data-testid="checkout-balance">
              {canAfford(price, balances)
                ? t('store.checkout.balanceAfter', {
                    token,
                    amount: formatTokens(balance, locale),
                    after: formatTokens(balance - price.amount, locale),
                  })
                : t('store.checkout.notEnough', { amount: tokenAmount(balance, tokenType) })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t('store.checkout.moneyHint')}
            </Text>
          )}
          {error && (
            <Alert
              color="red"
              role="alert"
              data-testid="checkout-error"
              data-error-key={isApiError(error) ? error.key : undefined}
            >
              {error.message}
            </Alert>
          )}
          {redirecting && (
            <Text size="sm" data-testid="checkout-redirecting">
              {t('store.checkout.redirecting')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} data-testid="checkout-cancel">
              {t('store.checkout.cancel')}
            </Button>
            <Button
              onClick={buy}
              loading={mutation.isPending || redirecting}
              // Said above and refused by the server anyway; until the balances are known the server decides.
              disabled={kind === 'tokens' && balancesKnown && !canAfford(price, balances)}
              data-testid="checkout-confirm"
            >
              {kind === 'tokens' ? t('store.checkout.buyNow') : t('store.checkout.toPayment')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
