import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import { PageTitle } from '../../../lib/ui/PageTitle';
import type { PlayerSubscriptionPlan, Price } from '@golf/contracts';
import { CheckoutDialog } from '../../store/components/CheckoutDialog';
import { OpenCheckoutNotice } from '../../store/components/OpenCheckoutNotice';
import { purchasablePrices } from '../../store/product';
import { subscriptionKeys } from '../api';
import { listedPlans } from '../features';
import { planDays, planPriceText } from '../plan-period';
import { useMySubscriptions, usePlans } from '../hooks/useSubscriptions';
import { FeatureList, FeatureUnlocks, MySubscriptions } from './Entitlements';

/** What a cancelled plan checkout changes: the plans (their open_checkout). */
const PLAN_CHECKOUT_QUERIES = [subscriptionKeys.plans] as const;

function PlanCard({ plan, current }: { plan: PlayerSubscriptionPlan; current: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [buying, setBuying] = useState<Price | null>(null);
  const prices = purchasablePrices(plan);
  const days = planDays(plan.meta);
  // A refusal in the dialog (4010: a checkout opened elsewhere) shows on the card once it is closed.
  const closeDialog = () => {
    setBuying(null);
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans });
  };
  // While a checkout of the plan is open the server refuses another (4010): it is resumed or cancelled instead.
  const canSubscribe = !current && !plan.open_checkout;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="plan" data-plan-id={plan.id}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{plan.name}</Title>
          {current && (
            <Badge color="green" data-testid="plan-current">
              {t('subscriptions.currentPlan')}
            </Badge>
          )}
        </Group>
        {plan.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {plan.description}
          </Text>
        )}
        <FeatureList names={plan.features} />
        <Stack gap="xs" mt="auto">
          {plan.open_checkout && <OpenCheckoutNotice checkout={plan.open_checkout} refresh={PLAN_CHECKOUT_QUERIES} />}
          {plan.is_base || prices.length === 0 ? (
            <Text fw={600}>{t('subscriptions.free')}</Text>
          ) : (
            prices.map((price) => (
              <Group key={price.id} justify="space-between" wrap="nowrap">
                <Text fw={700} data-testid="plan-price" data-price-id={price.id}>
                  {planPriceText(t, price.formatted_price, days)}
                </Text>
                {canSubscribe && (
                  <Button
                    size="xs"
                    onClick={() => setBuying(price)}
                    data-testid="plan-subscribe"
                    data-price-id={price.id}
                  >
                    {t('subscriptions.subscribe')}
                  </Button>
                )}
              </Group>
            ))
          )}
        </Stack>
      </Stack>
      {buying && (
        <CheckoutDialog key={buying.id} name={plan.name} price={buying} planDays={days} onClose={closeDialog} />
      )}
    </Card>
  );
}

/** Subscriptions: the plans, the user's subscription and its features, and the feature unlocks. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  const plans = usePlans();
  const mine = useMySubscriptions();
  const currentIds = new Set((mine.data ?? []).map((subscription) => subscription.id));
  const listed = plans.data && listedPlans(plans.data, currentIds);
  return (
    <Stack gap="lg" data-testid="subscriptions-page">
      <PageTitle>{t('nav.subscriptions')}</PageTitle>

      <Stack gap="sm">
        <Title order={3}>{t('subscriptions.yours')}</Title>
        <MySubscriptions />
      </Stack>

      <Stack gap="sm">
        <Title order={3}>{t('subscriptions.plans')}</Title>
        {plans.isError && (
          <InlineError
            message={plans.error.message}
            retryLabel={t('store.retry')}
            onRetry={() => void plans.refetch()}
            testId="plans-error"
          />
        )}
        {plans.isPending && !plans.isError && <InlineLoader label={t('store.loading')} testId="plans-loading" />}
        {listed && listed.length === 0 && (
          <Text c="dimmed" data-testid="plans-empty">
            {t('subscriptions.noPlans')}
          </Text>
        )}
        {listed && listed.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="plans">
            {listed.map((plan) => (
              <PlanCard key={plan.id} plan={plan} current={currentIds.has(plan.id)} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Title order={3}>{t('subscriptions.unlocks')}</Title>
        <FeatureUnlocks />
      </Stack>
    </Stack>
  );
}
