import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClosestToPinCard as ClosestToPinCardData, ScorecardPlayer } from '../api';
import { useDistanceFormat } from '../hooks/useDistanceFormat';
import { playerName, unclippedBadgeStyles } from '../scorecard';
import { ClosestToPinStandings } from './ModeStandings';

/** Closest to pin: each player's tries and best per hole with the hole's rank, then the standings. */
export function ClosestToPinCard({ card, players }: { card: ClosestToPinCardData; players: ScorecardPlayer[] }) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  const tryText = (cm: number | null) => (cm === null ? t('scorecard.closestToPin.noResult') : distance.short(cm));

  return (
    <Stack gap="md" data-testid="scorecard-closest-to-pin">
      <Table.ScrollContainer minWidth={520} data-testid="scorecard-scroll">
        <Table withTableBorder striped fz="sm" data-testid="scorecard-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('scorecard.hole')}</Table.Th>
              <Table.Th>{t('scorecard.player')}</Table.Th>
              <Table.Th>{t('scorecard.closestToPin.attempts')}</Table.Th>
              <Table.Th ta="right">{t('scorecard.closestToPin.best')}</Table.Th>
              <Table.Th ta="right">{t('scorecard.closestToPin.rank')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {card.holes.flatMap((hole) =>
              hole.entries.map((entry, i) => (
                <Table.Tr
                  key={`${hole.holeNumber}-${entry.playerId}`}
                  data-testid="scorecard-pin-entry"
                  data-player-id={entry.playerId}
                >
                  <Table.Td fw={600}>{i === 0 ? hole.holeNumber : ''}</Table.Td>
                  <Table.Td>{playerName(players, entry.playerId)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {entry.attempts.map(tryText).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {entry.bestCm === null ? '' : distance.short(entry.bestCm)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {entry.rank !== null && (
                      <Badge
                        size="sm"
                        variant={entry.rank === 1 ? 'filled' : 'light'}
                        color={entry.rank === 1 ? 'yellow' : 'gray'}
                        styles={unclippedBadgeStyles}
                      >
                        {entry.rank}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              )),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Title order={5}>{t('scorecard.closestToPin.standings')}</Title>
      <ClosestToPinStandings card={card} players={players} />
    </Stack>
  );
}
