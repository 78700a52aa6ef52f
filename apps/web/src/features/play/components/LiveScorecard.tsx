import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MatchStatus } from '@golf/golf';
import { useEnumLabel } from '../../../lib/enums';
import type { UnitType } from '../../player-settings/units';
import type { RoundScorecard } from '../api';
import { formatToPar, matchHoleScore } from '../../scorecard/scorecard';
import { formatDistance } from '../play-geometry';
import { useLocale } from '../../../lib/i18n';

function Distance({ cm, unit }: { cm: number | null; unit: UnitType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (cm === null) return <>–</>;
  const d = formatDistance(cm, unit, locale);
  return <>{t(`play.units.${d.unit}`, { value: d.value })}</>;
}

/** "2 up", "dormie", "3 & 2": the match status in the player's language. */
export function useMatchStatusText(status: MatchStatus | null | undefined, names: Record<string, string>): string {
  const { t } = useTranslation();
  if (!status) return '';
  const name = status.leader ? (names[status.leader] ?? status.leader) : '';
  switch (status.kind) {
    case 'all_square':
      return t('play.match.allSquare');
    case 'up':
      return t('play.match.up', { name, margin: status.margin });
    case 'dormie':
      return t('play.match.dormie', { name, margin: status.margin });
    case 'extra_holes':
      return t('play.match.extraHoles');
    case 'won':
      return status.holesRemaining > 0
        ? t('play.match.wonEarly', { name, margin: status.margin, remaining: status.holesRemaining })
        : t('play.match.won', { name, margin: status.margin });
    case 'conceded':
      return t('play.match.conceded', { name });
    default:
      return t('play.match.halved');
  }
}

function ClubName({ club }: { club: number }) {
  return <>{useEnumLabel('club', club)}</>;
}

function MatchPlayCard({
  card,
  names,
}: {
  card: Extract<RoundScorecard, { game_mode: 10 }>;
  names: Record<string, string>;
}) {
  const { t } = useTranslation();
  const status = useMatchStatusText(card.match_play?.status, names);
  if (!card.match_play) return <Text c="dimmed">{t('play.scorecard.waitingForOpponent')}</Text>;
  const [a, b] = card.players;
  return (
    <>
      <Text fw={700} data-testid="match-status">
        {status}
      </Text>
      <Table striped withTableBorder data-testid="match-play-card">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('play.scorecard.hole')}</Table.Th>
            <Table.Th>{a?.display_name}</Table.Th>
            <Table.Th>{b?.display_name}</Table.Th>
            <Table.Th>{t('play.scorecard.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* A match conceded before any hole was decided has none to list. */}
          {card.match_play.holes.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4} c="dimmed" data-testid="match-play-no-holes">
                {t('scorecard.match.noHolesDecided')}
              </Table.Td>
            </Table.Tr>
          )}
          {card.match_play.holes.map((hole) => (
            <Table.Tr key={`${hole.holeNumber}${hole.extra ? 'x' : ''}`}>
              <Table.Td>{hole.holeNumber}</Table.Td>
              {([a, b] as const).map((player, i) => {
                // As the Scorecard dialog shows it: "Picked up" for a hole given up, a dash for no score.
                const score = matchHoleScore(hole, i as 0 | 1, player?.id ?? '');
                return (
                  <Table.Td key={i} data-testid="match-play-score">
                    {score === 'picked_up' ? t('scorecard.pickedUp') : (score ?? '–')}
                  </Table.Td>
                );
              })}
              <Table.Td>
                {hole.outcome === 'undecided'
                  ? t('play.scorecard.inProgress')
                  : hole.outcome === 'halved'
                    ? t('play.match.holeHalved')
                    : t('play.match.holeWon', { name: names[hole.winner ?? ''] ?? '' })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

/** The live scorecard of the round's game mode. */
/**
 * The live scorecard of the round's mode. A full round (18 columns) is wider than the play screen's
 * side column: the table scrolls sideways inside its card instead of being cut off at Total / To par.
 */
export function LiveScorecard({ card, unit }: { card: RoundScorecard; unit: UnitType }) {
  return (
    <Box style={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="live-scorecard-scroll">
      <ScorecardTable card={card} unit={unit} />
    </Box>
  );
}

function ScorecardTable({ card, unit }: { card: RoundScorecard; unit: UnitType }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const names = Object.fromEntries(card.players.map((p) => [p.id, p.display_name]));

  if (card.game_mode === 20) {
    const holes = card.stroke_play.players[0]?.holes ?? [];
    // A round with handicaps is ranked on net: the live order must show it next to gross.
    const net = card.stroke_play.rankBy === 'net';
    const toParText = { even: t('scorecard.even'), locale };
    return (
      <Table striped withTableBorder data-testid="stroke-play-card" style={{ fontSize: 13 }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('play.scorecard.hole')}</Table.Th>
            {holes.map((hole) => (
              <Table.Th key={hole.holeNumber}>{hole.holeNumber}</Table.Th>
            ))}
            <Table.Th>{t('play.scorecard.total')}</Table.Th>
            <Table.Th>{t('play.scorecard.toPar')}</Table.Th>
            {net && <Table.Th>{t('play.scorecard.net')}</Table.Th>}
            {net && <Table.Th>{t('play.scorecard.netToPar')}</Table.Th>}
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('play.scorecard.par')}</Table.Th>
            {holes.map((hole) => (
              <Table.Th key={hole.holeNumber}>{hole.par}</Table.Th>
            ))}
            <Table.Th colSpan={net ? 4 : 2} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.stroke_play.players.map((player) => (
            <Table.Tr key={player.playerId} data-testid="scorecard-player" data-player-id={player.playerId}>
              <Table.Td>{names[player.playerId]}</Table.Td>
              {player.holes.map((hole) => (
                <Table.Td key={hole.holeNumber} data-testid="scorecard-hole">
                  {hole.gross ?? '–'}
                </Table.Td>
              ))}
              <Table.Td data-testid="scorecard-total">{player.totals.gross}</Table.Td>
              <Table.Td data-testid="scorecard-to-par">
                {player.totals.holesCompleted ? formatToPar(player.totals.toPar, toParText) : ''}
              </Table.Td>
              {net && <Table.Td data-testid="scorecard-net">{player.totals.net}</Table.Td>}
              {net && (
                <Table.Td data-testid="scorecard-net-to-par">
                  {player.totals.holesCompleted ? formatToPar(player.totals.netToPar, toParText) : ''}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    );
  }

  if (card.game_mode === 10) return <MatchPlayCard card={card} names={names} />;

  if (card.game_mode === 30) {
    return (
      <Table striped withTableBorder data-testid="closest-to-pin-card">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('play.scorecard.hole')}</Table.Th>
            <Table.Th>{t('play.scorecard.player')}</Table.Th>
            <Table.Th>{t('play.scorecard.tries')}</Table.Th>
            <Table.Th>{t('play.scorecard.best')}</Table.Th>
            <Table.Th>{t('play.scorecard.rank')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.closest_to_pin.holes.flatMap((hole) =>
            hole.entries.map((entry) => (
              <Table.Tr key={`${hole.holeNumber}:${entry.playerId}`}>
                <Table.Td>{hole.holeNumber}</Table.Td>
                <Table.Td>{names[entry.playerId]}</Table.Td>
                <Table.Td>
                  {entry.attempts.map((cm, i) => (
                    <span key={i}>
                      {i > 0 && ' · '}
                      <Distance cm={cm} unit={unit} />
                    </span>
                  ))}
                </Table.Td>
                <Table.Td>
                  <Distance cm={entry.bestCm} unit={unit} />
                </Table.Td>
                <Table.Td data-testid="closest-to-pin-rank">{entry.rank ?? '–'}</Table.Td>
              </Table.Tr>
            )),
          )}
        </Table.Tbody>
      </Table>
    );
  }

  return (
    <Table striped withTableBorder data-testid="driving-range-card">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('play.scorecard.player')}</Table.Th>
          <Table.Th>{t('play.scorecard.club')}</Table.Th>
          <Table.Th>{t('play.scorecard.carry')}</Table.Th>
          <Table.Th>{t('play.scorecard.totalDistance')}</Table.Th>
          <Table.Th>{t('play.scorecard.lateral')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {card.driving_range.flatMap((session) =>
          session.shots.map((shot) => (
            <Table.Tr key={`${session.playerId}:${shot.shotNumber}`} data-testid="range-shot">
              <Table.Td>{names[session.playerId]}</Table.Td>
              <Table.Td>
                <ClubName club={shot.club} />
              </Table.Td>
              <Table.Td>
                <Distance cm={shot.carryCm} unit={unit} />
              </Table.Td>
              <Table.Td>
                <Distance cm={shot.totalDistanceCm} unit={unit} />
              </Table.Td>
              <Table.Td>
                {t(shot.lateralCm < 0 ? 'play.scorecard.left' : 'play.scorecard.right', {
                  distance: formatDistance(Math.abs(shot.lateralCm), unit, locale).value,
                  unit: t(`play.unitShort.${formatDistance(Math.abs(shot.lateralCm), unit, locale).unit}`),
                })}
              </Table.Td>
            </Table.Tr>
          )),
        )}
      </Table.Tbody>
    </Table>
  );
}
