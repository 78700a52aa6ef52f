import { SCORING_RECORD_SIZE } from './handicap-index';
import { toTenths } from './rounding';

export type ExceptionalScoreReduction = 0 | -1 | -2;

/**
 * Exceptional score reduction (Rules of Handicapping 2024, Rule 5.9): when a
 * Score Differential is at least 7.0 strokes below the Handicap Index the
 * player had when the round was played, -1; at least 10.0 below, -2; else 0.
 * Apply it with `applyExceptionalScoreReduction`.
 */
export function exceptionalScoreReduction({
  scoreDifferential,
  handicapIndex,
}: {
  readonly scoreDifferential: number;
  readonly handicapIndex: number;
}): ExceptionalScoreReduction {
  const belowTenths = toTenths(handicapIndex) - toTenths(scoreDifferential);
  if (belowTenths >= 100) return -2;
  if (belowTenths >= 70) return -1;
  return 0;
}

/**
 * Adds `reduction` to the most recent 20 differentials (oldest first, so the
 * last 20 entries), including the exceptional one itself (Rule 5.9). Older
 * entries are returned unchanged. Reductions accumulate when called again.
 */
export function applyExceptionalScoreReduction(
  differentials: readonly number[],
  reduction: ExceptionalScoreReduction,
): number[] {
  const from = Math.max(0, differentials.length - SCORING_RECORD_SIZE);
  return differentials.map((d, i) => (i >= from ? (toTenths(d) + reduction * 10) / 10 : d));
}
