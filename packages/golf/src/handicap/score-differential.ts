import { divideRoundHalfUp, roundHalfUp, toTenths } from './rounding';

/** Slope Rating of a course of standard difficulty (Rules of Handicapping, Definitions). */
export const STANDARD_SLOPE_RATING = 113;

export interface ScoreDifferentialInput {
  /** Adjusted gross score: every hole capped at net double bogey (see `adjustedGrossScore`). */
  readonly adjustedGrossScore: number;
  /** Course Rating of the tees played, one decimal. */
  readonly courseRating: number;
  /** Slope Rating of the tees played, 55 to 155. */
  readonly slopeRating: number;
  /** Playing conditions calculation for the day, -1 to +3; 0 when none is run. */
  readonly pcc?: number;
}

/**
 * 18-hole Score Differential (Rules of Handicapping 2024, Rule 5.1a):
 * (113 / Slope Rating) x (adjusted gross score - Course Rating - PCC),
 * rounded to the nearest tenth with .5 rounded upwards; a negative value
 * rounds towards zero on .5 (Rule 5.1c: -1.55 -> -1.5).
 *
 * The inputs have at most one decimal, so the computation is done in whole
 * tenths and the rounding is exact (no floating-point drift).
 */
export function scoreDifferential({
  adjustedGrossScore,
  courseRating,
  slopeRating,
  pcc = 0,
}: ScoreDifferentialInput): number {
  assertSlope(slopeRating);
  const overRatingTenths = toTenths(adjustedGrossScore) - toTenths(courseRating) - toTenths(pcc);
  return divideRoundHalfUp(STANDARD_SLOPE_RATING * overRatingTenths, slopeRating) / 10;
}

/**
 * The expected 9-hole Score Differential of a player with this Handicap Index,
 * used to turn a 9-hole score into an 18-hole Score Differential (Rules of
 * Handicapping 2024, Rule 5.1b). The governing bodies do not publish the
 * formula (England Golf: "the calculations used to calculate an expected
 * score ... are not shared by the USGA"); we use the linear approximation
 * `HI x 0.52 + 1.2` chosen for this platform. It is not verified against a
 * published table, so it can be replaced through `nineHoleScoreDifferential`'s
 * `expectedDifferential` argument.
 */
export function expectedNineHoleDifferential(handicapIndex: number): number {
  return handicapIndex * 0.52 + 1.2;
}

export interface NineHoleScoreDifferentialInput extends ScoreDifferentialInput {
  /** The player's Handicap Index when the round was played. */
  readonly handicapIndex: number;
  /** Replaces `expectedNineHoleDifferential` when given. */
  readonly expectedDifferential?: (handicapIndex: number) => number;
}

/**
 * An 18-hole Score Differential made from a 9-hole score (Rules of
 * Handicapping 2024, Rule 5.1b): the 9-hole Score Differential
 * (113 / 9-hole Slope Rating) x (9-hole AGS - 9-hole Course Rating - 0.5 x PCC),
 * left unrounded, plus the expected 9-hole Score Differential for the
 * player's Handicap Index; the sum is rounded to the nearest tenth.
 * `courseRating` and `slopeRating` are the 9-hole ratings; `pcc` is the
 * 18-hole PCC of the day (halved here).
 */
export function nineHoleScoreDifferential({
  adjustedGrossScore,
  courseRating,
  slopeRating,
  pcc = 0,
  handicapIndex,
  expectedDifferential = expectedNineHoleDifferential,
}: NineHoleScoreDifferentialInput): number {
  assertSlope(slopeRating);
  const played = (STANDARD_SLOPE_RATING / slopeRating) * (adjustedGrossScore - courseRating - 0.5 * pcc);
  return roundHalfUp(played + expectedDifferential(handicapIndex), 1);
}

function assertSlope(slopeRating: number): void {
  if (!(slopeRating > 0)) throw new RangeError(`slope rating must be positive, got ${slopeRating}`);
}
