import { useState } from 'react';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { DEFAULT_PER_PAGE, enums, type Transaction } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatDateTime } from '../../../lib/format';
import { PagedTable } from '../../../lib/ui/PagedTable';
import { useLocale } from '../../../lib/i18n';
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
  const transactions = useTransactions(page, DEFAULT_PER_PAGE);
  return (
    <Stack gap="md" data-testid="transactions-section">
      <PagedTable
        query={transactions}
        page={page}
        onPage={setPage}
        testId="transactions"
        emptyText={t('wallets.transactions.empty')}
        paginationLabel={t('wallets.transactions.pagination')}
        head={
          <>
            <Table.Th visibleFrom="sm">{t('wallets.transactions.date')}</Table.Th>
            <Table.Th>{t('wallets.transactions.action')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('wallets.transactions.type')}</Table.Th>
            <Table.Th ta="right">{t('wallets.transactions.amount')}</Table.Th>
            <Table.Th ta="right">{t('wallets.transactions.balanceAfter')}</Table.Th>
          </>
        }
      >
        {(entry) => <TransactionRow key={entry.id} entry={entry} />}
      </PagedTable>
    </Stack>
  );
}
