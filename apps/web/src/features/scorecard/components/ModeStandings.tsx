import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import type { ClosestToPinCard, ScorecardPlayer, StrokePlayCard } from '../api';
import { useDistanceFormat } from '../hooks/useDistanceFormat';
import { formatToPar } from '../scorecard';
import { StandingRow, StandingsTable } from './StandingsTable';

/**
 * Stroke play standings: holes, gross, net (with handicaps) and the to par the positions are ranked on.
 * The Scorecard dialog and the finished round's result show the same table.
 */
export function StrokePlayStandings({ card, players }: { card: StrokePlayCard; players: readonly ScorecardPlayer[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toParText = { even: t('scorecard.even'), locale };
  const net = card.rankBy === 'net';
  const showNet = net || card.players.some((player) => player.playingHandicap !== 0);
  const standings = [...card.players].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="xs">
      <StandingsTable
        columns={
          <>
            <Table.Th ta="right">{t('scorecard.thru')}</Table.Th>
            <Table.Th ta="right">{t('scorecard.gross')}</Table.Th>
            {showNet && <Table.Th ta="right">{t('scorecard.net')}</Table.Th>}
            <Table.Th ta="right">{t(net ? 'scorecard.netToPar' : 'scorecard.toPar')}</Table.Th>
            <Table.Th ta="right">{t('scorecard.putts')}</Table.Th>
          </>
        }
      >
        {standings.map((player) => (
          <StandingRow key={player.playerId} playerId={player.playerId} position={player.position} players={players}>
            <Table.Td ta="right">{player.totals.holesCompleted}</Table.Td>
            <Table.Td ta="right" data-testid="standing-gross">
              {player.totals.gross}
            </Table.Td>
            {showNet && (
              <Table.Td ta="right" data-testid="standing-net">
                {player.totals.net}
              </Table.Td>
            )}
            <Table.Td ta="right" fw={700} data-testid="standing-to-par">
              {formatToPar(net ? player.totals.netToPar : player.totals.toPar, toParText)}
            </Table.Td>
            <Table.Td ta="right">{player.totals.putts}</Table.Td>
          </StandingRow>
        ))}
      </StandingsTable>
      {card.players.length > 1 && (
        <Text size="xs" c="dimmed" data-testid="standings-ranked-by">
          {t(`scorecard.rankedBy.${card.rankBy}`)}
        </Text>
      )}
    </Stack>
  );
}

/** Closest to pin standings: holes with a result, then the sum of the best distances, which rank in that order. */
export function ClosestToPinStandings({
  card,
  players,
}: {
  card: ClosestToPinCard;
  players: readonly ScorecardPlayer[];
}) {
  const { t } = useTranslation();
  const distance = useDistanceFormat();
  return (
    <StandingsTable
      columns={
        <>
          <Table.Th ta="right">{t('scorecard.closestToPin.holesWithResult')}</Table.Th>
          <Table.Th ta="right">{t('scorecard.closestToPin.totalBest')}</Table.Th>
        </>
      }
    >
      {[...card.standings]
        .sort((a, b) => a.position - b.position)
        .map((standing) => (
          <StandingRow
            key={standing.playerId}
            playerId={standing.playerId}
            position={standing.position}
            players={players}
          >
            <Table.Td ta="right">{standing.holesWithResult}</Table.Td>
            <Table.Td ta="right" data-testid="standing-distance">
              {standing.holesWithResult > 0 ? distance.short(standing.totalBestCm) : ''}
            </Table.Td>
          </StandingRow>
        ))}
    </StandingsTable>
  );
}
