import type { ReactNode } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ScorecardPlayer } from '../api';
import { playerName } from '../scorecard';

/** The standings under a scorecard: position and player, then the mode's own columns (`columns`, `children` rows). */
export function StandingsTable({ columns, children }: { columns: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table fz="sm" style={{ whiteSpace: 'nowrap' }} data-testid="scorecard-standings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('scorecard.position')}</Table.Th>
            <Table.Th>{t('scorecard.player')}</Table.Th>
            {columns}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One player's standing: position and name, then the mode's own cells. */
export function StandingRow({
  playerId,
  position,
  players,
  children,
}: {
  playerId: string;
  position: number;
  players: readonly ScorecardPlayer[];
  children: ReactNode;
}) {
  return (
    <Table.Tr data-testid="scorecard-standing" data-player-id={playerId}>
      <Table.Td fw={700}>{position}</Table.Td>
      <Table.Td>{playerName(players, playerId)}</Table.Td>
      {children}
    </Table.Tr>
  );
}
