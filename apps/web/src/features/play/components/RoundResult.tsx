import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n';
import { ClosestToPinStandings, StrokePlayStandings } from '../../scorecard/components/ModeStandings';
import { useDistanceFormat } from '../../scorecard/hooks/useDistanceFormat';
import { resultScore, roundResult } from '../../scorecard/round-result';
import { formatToPar, playerName } from '../../scorecard/scorecard';
import type { RoundScorecard } from '../api';

/**
 * What the finished screen leads with: the winner (or the tie, or "Your score" alone), their score on the
 * round's ranking, and every player's position, from the same standings as the Scorecard dialog. Match
 * play says its result in its own status line and a range session has none: nothing here for them.
 */
export function RoundResult({ card, roundCompleted }: { card: RoundScorecard; roundCompleted: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const distance = useDistanceFormat();
  const result = roundResult(card, roundCompleted);
  if (result.kind === 'none') return null;

  const toParText = { even: t('scorecard.even'), locale };
  const scoreText = (playerId: string): string | null => {
    const score = resultScore(card, playerId);
    if (!score) return null;
    if (score.mode === 'distance') {
      return score.holesWithResult === 0
        ? t('play.result.score.noDistance')
        : t('play.result.score.distance', {
            distance: distance.short(score.totalBestCm),
            count: score.holesWithResult,
          });
    }
    const gross = { gross: score.gross, toPar: formatToPar(score.toPar, toParText) };
    return score.rankBy === 'net'
      ? t('play.result.score.net', { ...gross, net: score.net, netToPar: formatToPar(score.netToPar, toParText) })
      : t('play.result.score.gross', gross);
  };

  const names = (ids: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(ids.map((id) => playerName(card.players, id)));
  const headline =
    result.kind === 'solo'
      ? t('play.result.solo')
      : result.kind === 'won'
        ? t('play.result.won', { name: playerName(card.players, result.playerId) })
        : result.kind === 'tied'
          ? t('play.result.tied', { names: names(result.playerIds) })
          : t('play.result.provisional');
  const line =
    result.kind === 'solo' || result.kind === 'won'
      ? scoreText(result.playerId)
      : result.kind === 'provisional'
        ? t('play.result.provisionalNote')
        : null;

  return (
    <Card withBorder padding="md" miw={0} data-testid="round-result" data-result={result.kind}>
      <Stack gap="xs" miw={0}>
        <Title order={3} data-testid="round-result-headline">
          {headline}
        </Title>
        {line && <Text data-testid="round-result-score">{line}</Text>}
        {/* One player has no one to be ranked against: the score above is the result. */}
        {result.kind !== 'solo' && card.game_mode === 20 && (
          <StrokePlayStandings card={card.stroke_play} players={card.players} />
        )}
        {result.kind !== 'solo' && card.game_mode === 30 && (
          <ClosestToPinStandings card={card.closest_to_pin} players={card.players} />
        )}
      </Stack>
    </Card>
  );
}
