import { handicapEligibility, type HandicapEligibility } from '@golf/golf';
import type { HistoryHandicap } from '@golf/contracts';
import type { StoredHoleResult } from '../../db/schema';
import { toHoleResult } from '../rounds/round-scoring';

/**
 * The golf package's handicap eligibility rule for a player's round, from the stored round and player rows.
 * `courseRated`: the callers test the tee with Boolean(), as a missing tee is null from SQL and undefined
 * from courseScoring.
 */
export function roundEligibility(
  round: { gameMode: number; holes: number[]; gimmeDistance: number | null; playedOffline: boolean },
  player: { scores: StoredHoleResult[]; mulligansUsed: number },
  facts: { courseRated: boolean; flaggedStrokes: number },
): HandicapEligibility {
  return handicapEligibility({
    gameMode: round.gameMode,
    courseRated: facts.courseRated,
    roundHoleCount: round.holes.length,
    holes: player.scores.map(toHoleResult),
    gimmeDistance: round.gimmeDistance,
    mulligansUsed: player.mulligansUsed,
    flaggedStrokes: facts.flaggedStrokes,
    playedOffline: round.playedOffline,
  });
}

/**
 * Whether a completed round counted for the player's index (it has a handicap record), and if
 * not, why: the rule's reasons, or for a round that met the rule, `nine_holes_without_index` (a
 * 9-hole round played while the player had no index, Rule 5.1b) or `not_recorded`.
 */
export function handicapOutcome(
  eligibility: HandicapEligibility,
  /** The differential of the round's handicap record; undefined when it has none. */
  differential: number | undefined,
  round: {
    holeCount: number;
    /** Whether the player had a Handicap Index when the round was played. */
    hadIndex: boolean;
  },
): HistoryHandicap {
  if (differential !== undefined) return { counted: true, score_differential: differential, reasons: [] };
  const reasons = !eligibility.eligible
    ? [...eligibility.reasons]
    : [round.holeCount === 9 && !round.hadIndex ? ('nine_holes_without_index' as const) : ('not_recorded' as const)];
  return { counted: false, score_differential: null, reasons };
}
