import { useState } from 'react';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, enums, type Order } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDateTime } from '../../../lib/format';
import { PagedTable } from '../../../lib/ui/PagedTable';
import { useLocale } from '../../../lib/i18n';
import { useMyOrders } from '../hooks/useStore';
import { orderItemName } from '../purchase-outcome';
import { CancelOrderButton } from './CancelOrderButton';

const { order_status: orderStatus } = enums;

const statusColor: Record<number, string> = {
  [orderStatus.pending_checkout]: 'yellow',
  [orderStatus.pending_payment]: 'yellow',
  [orderStatus.paid]: 'blue',
  [orderStatus.canceled]: 'gray',
  [orderStatus.refunded]: 'orange',
  [orderStatus.completed]: 'green',
};

const isUnpaid = (order: Order) =>
  order.status === orderStatus.pending_checkout || order.status === orderStatus.pending_payment;

/** An unpaid order: until when its checkout waits, and a way to give it up now. */
function UnpaidOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Stack gap={4} align="flex-start">
      {order.checkout_expires_at && (
        <Text size="xs" c="dimmed">
          {t('store.purchases.openUntil', { until: formatDateTime(order.checkout_expires_at, locale) })}
        </Text>
      )}
      <CancelOrderButton
        orderId={order.id}
        label={t('store.purchases.cancel')}
        size="compact"
        testId="purchase-cancel"
      />
    </Stack>
  );
}

function PurchaseRow({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const status = useEnumLabel('order_status', order.status);
  const date = formatDateTime(order.created_at, locale);
  return (
    <Table.Tr data-testid="purchase" data-order-id={order.id} data-status={order.status}>
      <Table.Td visibleFrom="sm">{date}</Table.Td>
      <Table.Td>
        {order.items.map((item) => (
          // A name may be one long word: it breaks anywhere rather than push the total off a phone's screen.
          <Text size="sm" key={item.id} style={{ overflowWrap: 'anywhere' }} data-testid="purchase-item">
            {item.quantity > 1 ? `${orderItemName(t, item)} × ${item.quantity}` : orderItemName(t, item)}
          </Text>
        ))}
        {/* Under the items, not a column of its own: a status like "Väntar på betalning" takes a phone's width. */}
        <Group gap="xs" mt={4}>
          <Badge size="sm" variant="light" color={statusColor[order.status] ?? 'gray'} data-testid="purchase-status">
            {status}
          </Badge>
          {/* Small screens: the date column is hidden, so the date goes here. */}
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {date}
          </Text>
        </Group>
        {order.refund_reason && (
          <Text size="xs" c="orange" data-testid="purchase-refund-reason">
            {t('store.purchases.refundedAutomatically', { reason: order.refund_reason.message })}
          </Text>
        )}
        {isUnpaid(order) && <UnpaidOrder order={order} />}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="purchase-total">
        {order.formatted_total}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Profile → purchases (not in the spec's list; what a buyer expects to find): the player's
 * orders, newest first, a page at a time, with what each held, its total and its state. An
 * unpaid one can be cancelled here; one refunded automatically says why.
 */
export function PurchasesSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page, DEFAULT_PER_PAGE);
  return (
    <Stack gap="md" data-testid="purchases-section">
      <Text size="sm" c="dimmed">
        {t('store.purchases.intro')}
      </Text>
      <PagedTable
        query={orders}
        page={page}
        onPage={setPage}
        testId="purchases"
        emptyText={t('store.purchases.empty')}
        paginationLabel={t('store.purchases.pagination')}
        head={
          <>
            <Table.Th visibleFrom="sm">{t('store.purchases.date')}</Table.Th>
            <Table.Th>{t('store.purchases.items')}</Table.Th>
            <Table.Th ta="right">{t('store.purchases.total')}</Table.Th>
          </>
        }
      >
        {(order) => <PurchaseRow key={order.id} order={order} />}
      </PagedTable>
    </Stack>
  );
}
