import { Button, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order, OrderItem } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { useEnumLabel } from '../../../lib/enums';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { FeatureList } from '../../subscriptions/components/Entitlements';
import { featuresOf } from '../../subscriptions/features';
import { useFeatureUnlocks, useMySubscriptions } from '../../subscriptions/hooks/useSubscriptions';
import { formatTokens, tokenName } from '../../wallets/balances';
import { useTokenAmount } from '../../wallets/token-amount';
import { useWalletBalances } from '../../wallets/hooks/useWallets';
import { useProduct } from '../hooks/useStore';
import { nextStepFor, receivedFrom, type NextStep, type Received } from '../purchase-outcome';

/** What an order item gave: a plan needs no product; a product's grants are in its meta. */
function useReceived(item: OrderItem | undefined): Received[] {
  const productId = item?.product_id ?? null;
  const { data: product } = useProduct(productId ?? 0, { enabled: productId !== null });
  return item ? receivedFrom(item, product) : [];
}

function PlanReceived({ planId, name }: { planId: number; name: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The player's subscription, as the payment left it: a stacked period shows the later end.
  const subscription = useMySubscriptions().data?.find((held) => held.id === planId);
  const features = subscription ? featuresOf(subscription.meta) : [];
  return (
    <Stack gap="xs" data-testid="outcome-plan" data-plan-id={planId}>
      <Text fw={600} data-testid="outcome-plan-text">
        {!subscription
          ? t('store.outcome.plan', { name })
          : subscription.expires_at
            ? t('store.outcome.planUntil', { name, date: formatDate(subscription.expires_at, locale) })
            : t('store.outcome.planNoEnd', { name })}
      </Text>
      {features.length > 0 && (
        <>
          <Text size="sm">{t('store.outcome.planFeatures')}</Text>
          <FeatureList names={features} />
        </>
      )}
    </Stack>
  );
}

function TokensReceived({ tokenType, amount }: { tokenType: number; amount: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { balances, loaded } = useWalletBalances();
  const tokenAmount = useTokenAmount();
  const token = t(`wallets.tokens.${tokenName(tokenType)}`);
  return (
    <Stack gap={4} data-testid="outcome-tokens" data-token={tokenName(tokenType)} data-amount={amount}>
      <Text fw={600}>{t('store.outcome.tokens', { amount: tokenAmount(amount, tokenType) })}</Text>
      {loaded && (
        <Text size="sm" data-testid="outcome-balance" data-balance={balances[tokenType] ?? 0}>
          {t('store.checkout.balanceNow', { token, amount: formatTokens(balances[tokenType] ?? 0, locale) })}
        </Text>
      )}
    </Stack>
  );
}

function FeatureReceived({ feature }: { feature: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = useEnumLabel('feature_type', feature);
  const unlock = useFeatureUnlocks().data?.find((held) => held.name === feature);
  return (
    <Text fw={600} data-testid="outcome-feature" data-feature={feature}>
      {!unlock
        ? t('store.outcome.feature', { feature: label })
        : unlock.expires_at
          ? t('store.outcome.featureUntil', { feature: label, date: formatDate(unlock.expires_at, locale) })
          : t('store.outcome.featureNoEnd', { feature: label })}
    </Text>
  );
}

function ItemReceived({ item }: { item: OrderItem }) {
  const { t } = useTranslation();
  return useReceived(item).map((received) => {
    const key = `${item.id}-${received.kind}`;
    switch (received.kind) {
      case 'plan':
        return <PlanReceived key={key} planId={received.planId} name={received.name} />;
      case 'tokens':
        return <TokensReceived key={key} tokenType={received.tokenType} amount={received.amount} />;
      case 'courses':
        return (
          <Text key={key} fw={600} data-testid="outcome-courses">
            {t('store.outcome.courses', { name: received.name })}
          </Text>
        );
      case 'feature':
        return <FeatureReceived key={key} feature={received.feature} />;
      default:
        // A product without grants: the success message ("… is yours") says it all.
        return null;
    }
  });
}

/**
 * The end of a checkout, after the success message: what the completed order gave, in words ("Your
 * Premium plan is active until 12 May 2026" with what it unlocks, "500 Coins added to your wallet"
 * and the balance now, a map pack's courses, an unlock and until when).
 */
export function PurchaseReceived({ order }: { order: Pick<Order, 'items'> }) {
  return (
    <Stack gap="sm" data-testid="purchase-received">
      {order.items.map((item) => (
        <ItemReceived key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/**
 * Where the buyer goes next to use what they bought (their plan, wallet, courses or unlocks); null when
 * there is nowhere better than the store, or the buyer is there already (a plan bought on its own page).
 */
export function useNextStep(order: Pick<Order, 'items'> | undefined): NextStep | null {
  const { pathFor } = useEnvironment();
  const { pathname } = useLocation();
  const step = nextStepFor(useReceived(order?.items[0]));
  return step && pathFor(step.path) !== pathname ? step : null;
}

/** The button to the next step, shown beside "Back to the store" or Close. */
export function NextStepButton({ step, variant }: { step: NextStep; variant?: 'filled' | 'default' }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  return (
    <Button
      component={Link}
      to={pathFor(step.path)}
      variant={variant}
      data-testid="checkout-next-step"
      data-next={step.label}
    >
      {t(`store.outcome.next.${step.label}`)}
    </Button>
  );
}
