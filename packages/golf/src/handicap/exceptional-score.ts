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

/** A score in a scoring record, with the Handicap Index the player had when it was played. */
export interface RecordedScore {
  readonly scoreDifferential: number;
  /** The index in effect when the round was played (the one recorded with the score before); null for none. */
  readonly handicapIndexBefore: number | null;
}

/**
 * The scoring record's differentials (oldest first) with every exceptional score reduction
 * applied (Rule 5.9): each score's reduction, against the index the player had when it was
 * played, is added to itself and to the differentials before it within the most recent 20 at
 * that time. Given the latest 20 scores, the result is the record a Handicap Index is computed
 * from: a reduction keeps counting for as long as the score it came with is among the 20, which
 * needs nothing stored but the differentials and the index before each.
 */
export function reducedScoringRecord(scores: readonly RecordedScore[]): number[] {
  let record: number[] = [];
  for (const { scoreDifferential, handicapIndexBefore } of scores) {
    record.push(scoreDifferential);
    if (handicapIndexBefore === null) continue;
    const reduction = exceptionalScoreReduction({ scoreDifferential, handicapIndex: handicapIndexBefore });
    if (reduction !== 0) record = applyExceptionalScoreReduction(record, reduction);
  }
  return record;
}
