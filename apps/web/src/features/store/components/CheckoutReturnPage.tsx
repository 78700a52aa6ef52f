import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { meQueryKey } from '../../../lib/auth/user-api';
import { useEnumLabel } from '../../../lib/enums';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { subscriptionKeys } from '../../subscriptions/api';
import { walletKeys } from '../../wallets/api';
import { storeKeys } from '../api';
import { parseCheckoutReturn, RETURN_POLL_TIMEOUT_MS, returnPhase } from '../checkout-return';
import { useReturnedOrder } from '../hooks/useStore';
import { orderItemName } from '../purchase-outcome';
import { NextStepButton, PurchaseReceived, useNextStep } from './PurchaseOutcome';

function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const status = useEnumLabel('order_status', order.status);
  return (
    <Paper withBorder p="md" radius="md" data-testid="checkout-return-order" data-order-status={order.status}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('store.return.order', { id: order.id })}</Text>
          <Text size="sm" c="dimmed" data-testid="checkout-return-order-status">
            {status}
          </Text>
        </Group>
        <Table>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td data-testid="checkout-return-item">{orderItemName(t, item)}</Table.Td>
                <Table.Td ta="right">× {item.quantity}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td fw={700}>{t('store.return.total')}</Table.Td>
              <Table.Td ta="right" fw={700} data-testid="checkout-return-total">
                {order.formatted_total}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}

/**
 * The store's checkout return screen (spec section 2): where the payment provider sends the
 * buyer back, with ?order=<id>&status=success|cancel. It shows the success or the cancel
 * message; a success the server has not completed yet (the provider's confirmation may come
 * a moment later) is asked for again every second, for up to RETURN_POLL_TIMEOUT_MS.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const { orderId, status } = parseCheckoutReturn(searchParams);
  const [startedAt] = useState(() => Date.now());
  const { data: order, isError, error } = useReturnedOrder(orderId, status, startedAt);
  const phase = returnPhase(status, order?.status);
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = setTimeout(() => setTimedOut(true), RETURN_POLL_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  // Completed: what the order granted (coins, unlocks, subscriptions) is read again. Balances
  // also arrive live as wallet.updated; this covers an event sent before this page connected.
  useEffect(() => {
    if (phase !== 'completed') return;
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    void queryClient.invalidateQueries({ queryKey: storeKeys.all, predicate: (q) => q.queryKey[1] !== 'order' });
  }, [phase, queryClient]);

  const productId = order?.items[0]?.product_id ?? null;
  const nextStep = useNextStep(phase === 'completed' ? order : undefined);

  return (
    <Stack gap="md" data-testid="checkout-return" data-phase={orderId === null && status === null ? 'invalid' : phase}>
      <PageTitle>{t('store.return.title')}</PageTitle>

      {orderId === null || phase === 'invalid' ? (
        <Alert color="red" data-testid="checkout-return-invalid">
          {t('store.return.invalid')}
        </Alert>
      ) : phase === 'completed' ? (
        <Alert color="green" title={t('store.return.successTitle')} data-testid="checkout-return-success">
          {t('store.return.success')}
        </Alert>
      ) : phase === 'canceled' ? (
        <Alert color="yellow" title={t('store.return.cancelTitle')} data-testid="checkout-return-cancel">
          {t('store.return.cancel')}
        </Alert>
      ) : phase === 'refunded' ? (
        <Alert color="gray" data-testid="checkout-return-refunded">
          {order?.refund_reason
            ? t('store.return.refundedAutomatically', { reason: order.refund_reason.message })
            : t('store.return.refunded')}
        </Alert>
      ) : isError ? (
        <Alert color="red" data-testid="checkout-return-error">
          {error.message}
        </Alert>
      ) : (
        <Alert color="blue" data-testid="checkout-return-processing">
          <Group gap="sm" wrap="nowrap">
            {!timedOut && <Loader size="sm" aria-label={t('store.loading')} />}
            <Text size="sm">{timedOut ? t('store.return.stillProcessing') : t('store.return.processing')}</Text>
          </Group>
        </Alert>
      )}

      {phase === 'completed' && order && <PurchaseReceived order={order} />}

      {order && <OrderSummary order={order} />}

      <Group>
        {/* First where the buyer uses what they bought (their plan, wallet, courses), then back to the store. */}
        {nextStep && <NextStepButton step={nextStep} />}
        <Button
          component={Link}
          to={pathFor(viewPaths.store)}
          variant={nextStep ? 'default' : 'filled'}
          data-testid="checkout-return-store"
        >
          {t('store.return.backToStore')}
        </Button>
        {phase === 'canceled' && productId !== null && (
          <Button
            variant="default"
            component={Link}
            to={pathFor(`${viewPaths.store}/${productId}`)}
            data-testid="checkout-return-retry"
          >
            {t('store.return.tryAgain')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
