import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OfflineHoleScore } from '../offline-db';

/** A card of holes with par and strokes, and the total: the device's, or the server's once recorded. */
export function OfflineCard({ card, testId }: { card: readonly OfflineHoleScore[]; testId: string }) {
  const { t } = useTranslation();
  if (card.length === 0) return null;
  const total = card.reduce((sum, hole) => sum + hole.strokes, 0);
  return (
    <Table withTableBorder maw={420} data-testid={testId} data-total={total}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('offline.card.hole')}</Table.Th>
          <Table.Th>{t('offline.card.par')}</Table.Th>
          <Table.Th>{t('offline.card.strokes')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {card.map((hole) => (
          <Table.Tr key={hole.hole} data-testid={`${testId}-hole`} data-hole={hole.hole} data-strokes={hole.strokes}>
            <Table.Td>{hole.hole}</Table.Td>
            <Table.Td>{hole.par}</Table.Td>
            <Table.Td>{hole.strokes}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2}>
            <Text fw={600}>{t('offline.card.total')}</Text>
          </Table.Td>
          <Table.Td>
            <Text fw={600}>{total}</Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
