import { Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../../../lib/enums';
import { formatHandicap } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import type {
  ScorecardPlayer,
  StrokePlayCard as StrokePlayCardData,
  StrokePlayHole,
  StrokePlayPlayerCard,
  StrokePlayTotals,
} from '../api';
import {
  playerName,
  strokesOnCard,
  strokePlayColumns,
  strokePlayMinWidth,
  termTone,
  termTones,
  type StrokePlayColumn,
} from '../scorecard';
import { ScoreMark } from './ScoreMark';
import { StrokePlayStandings } from './ModeStandings';

function HoleScore({ hole }: { hole: StrokePlayHole }) {
  const { t } = useTranslation();
  const termLabel = useEnumLabel('scoring_term', hole.term);
  const tone = termTone(hole.term);
  if (hole.gross === null) return <Text c="dimmed">·</Text>;
  const label = hole.completion === 'picked_up' ? `${termLabel} · ${t('scorecard.pickedUp')}` : termLabel;
  return (
    <Tooltip label={label} withinPortal>
      <ScoreMark tone={tone} miw={28} aria-label={`${hole.gross} ${label}`} data-testid="scorecard-hole-score">
        {hole.gross}
        {hole.completion === 'picked_up' ? '*' : ''}
      </ScoreMark>
    </Tooltip>
  );
}

const subtotal = (card: StrokePlayPlayerCard, column: StrokePlayColumn): StrokePlayTotals | null =>
  column.kind === 'out' ? card.front : column.kind === 'in' ? card.back : column.kind === 'total' ? card.totals : null;

/** The marks as the card draws them, each with its name. */
function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" data-testid="scorecard-legend">
      {termTones.map((tone) => (
        <ScoreMark key={tone} tone={tone} size="sm" data-testid="scorecard-legend-item">
          {t(`scorecard.legend.${tone}`)}
        </ScoreMark>
      ))}
    </Group>
  );
}

/** Stroke play: par, strokes (coloured by scoring term), net with handicaps, out / in / total, positions. */
export function StrokePlayCard({ card, players }: { card: StrokePlayCardData; players: ScorecardPlayer[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const first = card.players[0];
  if (!first) return null;
  const columns = strokePlayColumns(first.holes);
  const anyHandicap = card.players.some((player) => player.playingHandicap !== 0);
  // On part of a course (9 of 18 holes, without rebasing) the card applies fewer strokes: say how many.
  const playingHandicapText = (player: StrokePlayPlayerCard) => {
    const value = formatHandicap(player.playingHandicap, locale, { digits: 0 });
    const strokes = strokesOnCard(player);
    if (Math.abs(strokes) === Math.abs(player.playingHandicap)) return t('scorecard.playingHandicap', { value });
    return t(`scorecard.playingHandicapOnHoles.${strokes < 0 ? 'given' : 'received'}`, {
      value,
      count: Math.abs(strokes),
    });
  };
  const columnLabel = (column: StrokePlayColumn) =>
    column.kind === 'hole' ? String(first.holes[column.index]!.holeNumber) : t(`scorecard.${column.kind}`);
  const parOf = (column: StrokePlayColumn) =>
    column.kind === 'hole'
      ? first.holes[column.index]!.par
      : column.kind === 'out'
        ? first.holes.filter((hole) => hole.holeNumber <= 9).reduce((sum, hole) => sum + hole.par, 0)
        : column.kind === 'in'
          ? first.holes.filter((hole) => hole.holeNumber >= 10).reduce((sum, hole) => sum + hole.par, 0)
          : first.holes.reduce((sum, hole) => sum + hole.par, 0);

  return (
    <Stack gap="md" data-testid="scorecard-stroke-play">
      <Table.ScrollContainer minWidth={strokePlayMinWidth(columns.length)} data-testid="scorecard-scroll">
        <Table withTableBorder withColumnBorders striped fz="sm" ta="center" data-testid="scorecard-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th ta="left">{t('scorecard.hole')}</Table.Th>
              {columns.map((column, i) => (
                <Table.Th key={i} ta="center">
                  {columnLabel(column)}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th ta="left">{t('scorecard.par')}</Table.Th>
              {columns.map((column, i) => (
                <Table.Th key={i} ta="center" fw={column.kind === 'hole' ? 400 : 700}>
                  {parOf(column)}
                </Table.Th>
              ))}
            </Table.Tr>
            {anyHandicap && (
              <Table.Tr>
                <Table.Th ta="left">{t('scorecard.strokeIndex')}</Table.Th>
                {columns.map((column, i) => (
                  <Table.Th key={i} ta="center" fw={400} c="dimmed">
                    {column.kind === 'hole' ? first.holes[column.index]!.strokeIndex : ''}
                  </Table.Th>
                ))}
              </Table.Tr>
            )}
          </Table.Thead>
          <Table.Tbody>
            {card.players.flatMap((player) => {
              const name = playerName(players, player.playerId);
              const rows = [
                <Table.Tr
                  key={`${player.playerId}-gross`}
                  data-testid="scorecard-player-row"
                  data-player-id={player.playerId}
                >
                  <Table.Td ta="left">
                    <Text size="sm" fw={600}>
                      {name}
                    </Text>
                    {player.playingHandicap !== 0 && (
                      <Text size="xs" c="dimmed" data-testid="scorecard-playing-handicap">
                        {playingHandicapText(player)}
                      </Text>
                    )}
                  </Table.Td>
                  {columns.map((column, i) => {
                    if (column.kind === 'hole') {
                      return (
                        <Table.Td key={i}>
                          <HoleScore hole={player.holes[column.index]!} />
                        </Table.Td>
                      );
                    }
                    const totals = subtotal(player, column);
                    return (
                      <Table.Td key={i} fw={700} data-testid={`scorecard-${column.kind}`}>
                        {totals && totals.holesCompleted > 0 ? totals.gross : ''}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>,
              ];
              if (anyHandicap) {
                rows.push(
                  <Table.Tr key={`${player.playerId}-net`}>
                    <Table.Td ta="left">
                      <Text size="xs" c="dimmed">
                        {t('scorecard.net')}
                      </Text>
                    </Table.Td>
                    {columns.map((column, i) => {
                      if (column.kind === 'hole') {
                        const hole = player.holes[column.index]!;
                        return (
                          <Table.Td key={i} c="dimmed">
                            {hole.net ?? ''}
                            {hole.strokesReceived > 0 ? ' ' + '•'.repeat(hole.strokesReceived) : ''}
                          </Table.Td>
                        );
                      }
                      const totals = subtotal(player, column);
                      return (
                        <Table.Td key={i} c="dimmed" fw={700}>
                          {totals && totals.holesCompleted > 0 ? totals.net : ''}
                        </Table.Td>
                      );
                    })}
                  </Table.Tr>,
                );
              }
              return rows;
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Legend />

      <StrokePlayStandings card={card} players={players} />
    </Stack>
  );
}
