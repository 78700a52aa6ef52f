import { useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, enums } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type { Transaction } from '../api';
import { formatSignedTokens, formatTokens, tokenName } from '../balances';
import { useTransactions } from '../hooks/useWallets';
import { TokenIcon } from './TokenIcon';

function TransactionRow({ entry }: { entry: Transaction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const action = useEnumLabel('transaction_action', entry.transaction_action);
  const direction = useEnumLabel('transaction_event_type', entry.event_type);
  const credit = entry.event_type === enums.transaction_event_type.credit;
  const date = formatDateTime(entry.created_at, locale);
  return (
    <Table.Tr data-testid="transaction" data-transaction-id={entry.id} data-action={entry.transaction_action}>
      <Table.Td visibleFrom="sm">{date}</Table.Td>
      <Table.Td>
        <Text size="sm">{action}</Text>
        {entry.comment && (
          <Text size="xs" c="dimmed">
            {entry.comment}
          </Text>
        )}
        {/* Small screens: the date column is hidden, so the date goes under the action. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm" data-testid="transaction-date">
          {date}
        </Text>
      </Table.Td>
      {/* The signed, coloured amount already tells credit from debit where this column has no room. */}
      <Table.Td visibleFrom="sm">
        <Badge size="sm" variant="light" color={credit ? 'green' : 'red'}>
          {direction}
        </Badge>
      </Table.Td>
      <Table.Td
        ta="right"
        c={credit ? 'green' : 'red'}
        fw={600}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="transaction-amount"
      >
        {formatSignedTokens(entry, locale)}{' '}
        <TokenIcon token={tokenName(entry.token_type)} label={t(`wallets.tokens.${tokenName(entry.token_type)}`)} />
      </Table.Td>
      <Table.Td ta="right" data-testid="transaction-balance-after">
        {formatTokens(entry.balance_after, locale)}
      </Table.Td>
    </Table.Tr>
  );
}

/** Profile → transactions: the ledger, newest first, a page at a time. */
export function TransactionsSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useTransactions(page, DEFAULT_PER_PAGE);
  return (
    <Stack gap="md" data-testid="transactions-section">
      {isError && (
        <Alert color="red" data-testid="transactions-error">
          <Group justify="space-between">
            <Text size="sm">{error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              {t('store.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {isPending && !isError && (
        <Center mih={120} data-testid="transactions-loading">
          <Loader aria-label={t('store.loading')} />
        </Center>
      )}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid="transactions-empty">
          {t('wallets.transactions.empty')}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table
            striped
            verticalSpacing="xs"
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
            data-testid="transactions"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th visibleFrom="sm">{t('wallets.transactions.date')}</Table.Th>
                <Table.Th>{t('wallets.transactions.action')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('wallets.transactions.type')}</Table.Th>
                <Table.Th ta="right">{t('wallets.transactions.amount')}</Table.Th>
                <Table.Th ta="right">{t('wallets.transactions.balanceAfter')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.data.map((entry) => (
                <TransactionRow key={entry.id} entry={entry} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.meta.last_page > 1 && (
        <Group justify="center">
          <Pagination
            total={data.meta.last_page}
            value={page}
            onChange={setPage}
            aria-label={t('wallets.transactions.pagination')}
            data-testid="transactions-pagination"
          />
        </Group>
      )}
    </Stack>
  );
}
