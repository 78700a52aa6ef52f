import { useTranslation } from 'react-i18next';
import type { MatchStatus, ScorecardPlayer } from '../api';
import { matchScore, matchStatusKey, playerName } from '../scorecard';

/** "Anna 2 up", "All square", "Anna wins 3 & 2": a match status in the UI language. */
export function useMatchStatusText() {
  const { t } = useTranslation();
  return (status: MatchStatus, players: readonly ScorecardPlayer[]) => {
    const score = matchScore(status);
    return t(`scorecard.match.status.${matchStatusKey(status)}` as 'scorecard.match.status.up', {
      name: playerName(players, status.leader),
      margin: status.margin,
      score: score ? t(`scorecard.match.score.${score.key}`, { margin: score.margin, remaining: score.remaining }) : '',
    });
  };
}
