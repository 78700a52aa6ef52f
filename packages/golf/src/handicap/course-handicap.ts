import { STANDARD_SLOPE_RATING } from './score-differential';
import { roundHalfUp } from './rounding';

export interface CourseHandicapInput {
  readonly handicapIndex: number;
  readonly slopeRating: number;
  readonly courseRating: number;
  /** Par of the holes the ratings are for. */
  readonly par: number;
}

/**
 * 18-hole Course Handicap, unrounded (Rules of Handicapping 2024, Rule 6.1a):
 * Handicap Index x (Slope Rating / 113) + (Course Rating - par). It is kept
 * unrounded so the format's allowance is applied before the one rounding
 * (Rule 6.2a/1); round it with `roundHalfUp` where a whole number is needed
 * (net double bogey, Rule 6.1 note).
 */
export function courseHandicap({ handicapIndex, slopeRating, courseRating, par }: CourseHandicapInput): number {
  return handicapIndex * (slopeRating / STANDARD_SLOPE_RATING) + (courseRating - par);
}

/**
 * 9-hole Course Handicap, unrounded (Rule 6.1b):
 * (Handicap Index / 2) x (9-hole Slope Rating / 113) + (9-hole Course Rating - 9-hole par).
 */
export function nineHoleCourseHandicap({ handicapIndex, slopeRating, courseRating, par }: CourseHandicapInput): number {
  return (handicapIndex / 2) * (slopeRating / STANDARD_SLOPE_RATING) + (courseRating - par);
}

/**
 * Recommended handicap allowances (Rules of Handicapping 2024, Appendix C),
 * as fractions of the Course Handicap, for the formats where each player
 * receives a share of their own Course Handicap: individual stroke play,
 * Stableford, par/bogey and maximum score 95 %, individual match play 100 %;
 * four-ball stroke play and Stableford 85 %, four-ball par/bogey and match
 * play 90 %. Team formats that combine or split handicaps (foursomes,
 * greensomes, scrambles) are not single fractions and are not listed.
 */
export const HANDICAP_ALLOWANCES = {
  individual_stroke_play: 0.95,
  individual_stableford: 0.95,
  individual_par_bogey: 0.95,
  individual_maximum_score: 0.95,
  individual_match_play: 1,
  four_ball_stroke_play: 0.85,
  four_ball_stableford: 0.85,
  four_ball_par_bogey: 0.9,
  four_ball_match_play: 0.9,
} as const;
export type HandicapFormat = keyof typeof HANDICAP_ALLOWANCES;

/**
 * Playing Handicap (Rule 6.2a): unrounded Course Handicap x allowance,
 * rounded to the nearest whole number, .5 upwards. `allowance` is a fraction
 * (0.95 for 95 %), usually from `HANDICAP_ALLOWANCES`.
 */
export function playingHandicap({
  courseHandicap,
  allowance,
}: {
  readonly courseHandicap: number;
  readonly allowance: number;
}): number {
  if (!(allowance > 0 && allowance <= 1)) throw new RangeError(`allowance must be in (0, 1], got ${allowance}`);
  return roundHalfUp(courseHandicap * allowance);
}
