import type { ReactNode } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Paginated } from '@golf/contracts';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoader } from './InlineStates';
import { ListPages } from './ListPages';

interface PagedTableProps<Row> {
  /** A page of the list (kept on screen, dimmed, while the next one loads: keepPreviousData). */
  query: UseQueryResult<Paginated<Row>, Error>;
  page: number;
  onPage: (page: number) => void;
  /** The table's test id; its states are `${testId}-error`, `-loading`, `-empty` and `-pagination`. */
  testId: string;
  emptyText: string;
  paginationLabel: string;
  /** The header row's cells. */
  head: ReactNode;
  /** A row (<Table.Tr>) per item. */
  children: (row: Row) => ReactNode;
}

/**
 * A server-paginated list as a table: the refusal with a retry, the loader, the empty text, the
 * rows (scrolling sideways inside on a narrow screen, never the page) and the pages.
 */
export function PagedTable<Row>({
  query,
  page,
  onPage,
  testId,
  emptyText,
  paginationLabel,
  head,
  children,
}: PagedTableProps<Row>) {
  const { t } = useTranslation();
  const { data, isPending, isError, error, isPlaceholderData, refetch } = query;
  return (
    <Stack gap="md">
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('store.retry')}
          onRetry={() => void refetch()}
          testId={`${testId}-error`}
        />
      )}
      {isPending && !isError && <InlineLoader label={t('store.loading')} testId={`${testId}-loading`} />}
      {data && data.data.length === 0 && (
        <Text c="dimmed" data-testid={`${testId}-empty`}>
          {emptyText}
        </Text>
      )}
      {data && data.data.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table
            striped
            verticalSpacing="xs"
            style={{ opacity: isPlaceholderData ? 0.6 : 1 }}
            aria-busy={isPlaceholderData}
            data-testid={testId}
          >
            <Table.Thead>
              <Table.Tr>{head}</Table.Tr>
            </Table.Thead>
            <Table.Tbody>{data.data.map(children)}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPages
        meta={data?.meta}
        page={page}
        onPage={onPage}
        label={paginationLabel}
        testId={`${testId}-pagination`}
      />
    </Stack>
  );
}
