import { divideRoundHalfUp, toTenths } from './rounding';

/** Highest Handicap Index the system issues (Rules of Handicapping 2024, Rule 5.3). */
export const MAX_HANDICAP_INDEX = 54;
/** Fewest Score Differentials that give a Handicap Index (Rule 5.2a table). */
export const MIN_SCORES_FOR_HANDICAP_INDEX = 3;
/** A Handicap Index is computed from the most recent 20 Score Differentials (Rule 5.2b). */
export const SCORING_RECORD_SIZE = 20;
/** Above Low Handicap Index + 3.0 only half of the increase counts (Rule 5.8, soft cap). */
export const SOFT_CAP_THRESHOLD = 3;
/** A Handicap Index never exceeds Low Handicap Index + 5.0 (Rule 5.8, hard cap). */
export const HARD_CAP_THRESHOLD = 5;

/**
 * Rule 5.2a: with fewer than 20 Score Differentials, how many of the lowest
 * are averaged and the adjustment applied. Index = number of differentials.
 */
export const FEWER_THAN_20_TABLE: Readonly<Record<number, { readonly lowest: number; readonly adjustment: number }>> = {
  3: { lowest: 1, adjustment: -2.0 },
  4: { lowest: 1, adjustment: -1.0 },
  5: { lowest: 1, adjustment: 0 },
  6: { lowest: 2, adjustment: -1.0 },
  7: { lowest: 2, adjustment: 0 },
  8: { lowest: 2, adjustment: 0 },
  9: { lowest: 3, adjustment: 0 },
  10: { lowest: 3, adjustment: 0 },
  11: { lowest: 3, adjustment: 0 },
  12: { lowest: 4, adjustment: 0 },
  13: { lowest: 4, adjustment: 0 },
  14: { lowest: 4, adjustment: 0 },
  15: { lowest: 5, adjustment: 0 },
  16: { lowest: 5, adjustment: 0 },
  17: { lowest: 6, adjustment: 0 },
  18: { lowest: 6, adjustment: 0 },
  19: { lowest: 7, adjustment: 0 },
  20: { lowest: 8, adjustment: 0 },
};

export interface HandicapIndexOptions {
  /**
   * The player's Low Handicap Index: the lowest Handicap Index of the 365 days
   * before the most recent score. Pass it only once the player has one, i.e.
   * has at least 20 scores (Rule 5.7); without it no cap applies.
   */
  readonly lowHandicapIndex?: number | null;
}

export type HandicapCap = 'none' | 'soft' | 'hard';

export interface HandicapIndexDetails {
  readonly handicapIndex: number;
  /** How many of the lowest differentials were averaged. */
  readonly lowestCounted: number;
  /** The differentials that were averaged, lowest first. */
  readonly counted: readonly number[];
  /** Rounded average before adjustment and caps. */
  readonly average: number;
  /** The Rule 5.2a adjustment (-2.0, -1.0 or 0). */
  readonly adjustment: number;
  readonly cap: HandicapCap;
  /** True when the 54.0 maximum was applied. */
  readonly limitedToMaximum: boolean;
}

/**
 * Handicap Index from a scoring record (Rules of Handicapping 2024, Rules 5.2,
 * 5.3 and 5.8). `differentials` are in playing order, oldest first; only the
 * most recent 20 count. Returns null with fewer than 3.
 *
 * Steps, all in whole tenths so the rounding is exact: average the lowest N
 * (Rule 5.2a table) and round to the nearest tenth (.5 up); add the table's
 * adjustment; with a Low Handicap Index, the soft cap halves any increase
 * beyond +3.0 (the result rounded to a tenth, .5 up) and the hard cap limits
 * the increase to +5.0; finally at most 54.0.
 */
export function handicapIndexDetails(
  differentials: readonly number[],
  options: HandicapIndexOptions = {},
): HandicapIndexDetails | null {
  const recent = differentials.slice(-SCORING_RECORD_SIZE);
  const row = FEWER_THAN_20_TABLE[recent.length];
  if (row === undefined) return null;

  // Whole tenths (exact), insertion-sorted: at most 20 values, no comparator calls or copies.
  const tenths: number[] = [];
  for (const differential of recent) {
    const value = toTenths(differential);
    let i = tenths.length;
    while (i > 0 && tenths[i - 1]! > value) {
      tenths[i] = tenths[i - 1]!;
      i -= 1;
    }
    tenths[i] = value;
  }
  let sumTenths = 0;
  const counted: number[] = [];
  for (let i = 0; i < row.lowest; i++) {
    sumTenths += tenths[i]!;
    counted.push(tenths[i]! / 10);
  }
  const averageTenths = divideRoundHalfUp(sumTenths, row.lowest);
  let indexTenths = averageTenths + toTenths(row.adjustment);

  let cap: HandicapCap = 'none';
  const low = options.lowHandicapIndex;
  if (low !== undefined && low !== null) {
    const lowTenths = toTenths(low);
    const excess = indexTenths - lowTenths - SOFT_CAP_THRESHOLD * 10;
    if (excess > 0) {
      cap = 'soft';
      indexTenths = lowTenths + SOFT_CAP_THRESHOLD * 10 + divideRoundHalfUp(excess, 2);
      if (indexTenths - lowTenths > HARD_CAP_THRESHOLD * 10) {
        cap = 'hard';
        indexTenths = lowTenths + HARD_CAP_THRESHOLD * 10;
      }
    }
  }

  const limitedToMaximum = indexTenths > MAX_HANDICAP_INDEX * 10;
  if (limitedToMaximum) indexTenths = MAX_HANDICAP_INDEX * 10;
  return {
    handicapIndex: indexTenths / 10,
    lowestCounted: row.lowest,
    counted,
    average: averageTenths / 10,
    adjustment: row.adjustment,
    cap,
    limitedToMaximum,
  };
}

/** The Handicap Index alone (see `handicapIndexDetails`); null with fewer than 3 differentials. */
export function handicapIndex(differentials: readonly number[], options: HandicapIndexOptions = {}): number | null {
  return handicapIndexDetails(differentials, options)?.handicapIndex ?? null;
}
