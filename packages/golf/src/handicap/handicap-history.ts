import { applyExceptionalScoreReduction, exceptionalScoreReduction } from './exceptional-score';
import { SCORING_RECORD_SIZE, handicapIndex } from './handicap-index';
import { nineHoleScoreDifferential, scoreDifferential } from './score-differential';

/** Days looked back for the Low Handicap Index (Rules of Handicapping 2024, Rule 5.7). */
export const LOW_HANDICAP_INDEX_DAYS = 365;
const DAY_MS = 86_400_000;

export interface HandicapRound {
  readonly adjustedGrossScore: number;
  /** Ratings of the holes played: 9-hole ratings for a 9-hole round. */
  readonly courseRating: number;
  readonly slopeRating: number;
  readonly pcc?: number;
  readonly holes: 9 | 18;
  /** When the round was played, epoch milliseconds (injected, never read from a clock here). */
  readonly playedAt: number;
}

export interface HandicapHistoryEntry {
  /** The round's 18-hole Score Differential; null for a 9-hole round played before the player had an index. */
  readonly scoreDifferential: number | null;
  readonly exceptionalScoreReduction: 0 | -1 | -2;
  /**
   * Low Handicap Index used for the caps (Rule 5.7): the lowest index of the 365 days before the
   * most recent score already in the scoring record, or the index in effect when that period has
   * none; null until 20 scores are in the record.
   */
  readonly lowHandicapIndex: number | null;
  /** Handicap Index after this round; null with fewer than 3 differentials. */
  readonly handicapIndex: number | null;
}

/**
 * Recomputes a player's Handicap Index round by round from their whole
 * history, oldest first: Score Differential (Rule 5.1; a 9-hole round uses
 * the index in effect, Rule 5.1b, and is skipped while there is none),
 * exceptional score reduction against the index in effect (Rule 5.9), Low
 * Handicap Index once 20 scores are in the record (Rule 5.7: the lowest index
 * of the 365 days that run back from the most recent score already in the
 * record, not from the new score's date; when that period has no index, the
 * index in effect, Interpretations 5.7/1-2) and the index with its caps
 * (Rules 5.2, 5.8).
 * `initialHandicapIndex` seeds the index in effect before the first round.
 * Linear in the number of rounds (a sliding-window minimum for the Low HI).
 */
export function handicapIndexHistory(
  rounds: readonly HandicapRound[],
  { initialHandicapIndex = null }: { readonly initialHandicapIndex?: number | null } = {},
): HandicapHistoryEntry[] {
  let record: number[] = [];
  let current = initialHandicapIndex;
  const window: { at: number; index: number }[] = []; // increasing index values: a monotonic deque
  let head = 0;
  /** When the most recent score in the scoring record was played; null before the first. */
  let lastScoreAt: number | null = null;
  const history: HandicapHistoryEntry[] = [];

  for (const round of rounds) {
    // The Low Handicap Index as it stands before this round: its 365 days end at the latest score
    // already in the record (Rule 5.7), whatever the gap to this round.
    if (lastScoreAt !== null) {
      const from = lastScoreAt - LOW_HANDICAP_INDEX_DAYS * DAY_MS;
      while (head < window.length && window[head]!.at < from) head += 1;
    }
    const lowBefore = head < window.length ? window[head]!.index : current;

    let differential: number | null;
    if (round.holes === 9) {
      differential = current === null ? null : nineHoleScoreDifferential({ ...round, handicapIndex: current });
    } else {
      differential = scoreDifferential(round);
    }
    let reduction: 0 | -1 | -2 = 0;
    if (differential !== null) {
      reduction =
        current === null ? 0 : exceptionalScoreReduction({ scoreDifferential: differential, handicapIndex: current });
      record.push(differential);
      if (record.length > SCORING_RECORD_SIZE) record.shift();
      if (reduction !== 0) record = applyExceptionalScoreReduction(record, reduction);
      lastScoreAt = round.playedAt;
    }

    const low = record.length >= SCORING_RECORD_SIZE ? lowBefore : null;
    const index = handicapIndex(record, { lowHandicapIndex: low });
    if (index !== null) {
      while (window.length > head && window[window.length - 1]!.index >= index) window.pop();
      window.push({ at: round.playedAt, index });
      current = index;
    }
    history.push({
      scoreDifferential: differential,
      exceptionalScoreReduction: reduction,
      lowHandicapIndex: low,
      handicapIndex: index,
    });
  }
  return history;
}
