import { type Centimetres, centimetres } from '../units';
import { GimmeDistance } from './stroke-reasons';

/**
 * How a round's gimme_distance setting completes a hole.
 * - `none`: every ball is holed out.
 * - `radius`: a ball at rest within `radiusCm` of the hole is holed with one
 *   added stroke; with gimme_on_second_put only after a putt (the first putt
 *   must be played, the gimme applies from the second putt on).
 * - `second_putt` (gimme_distance 100): a putt that misses is followed by a
 *   conceded one, so no hole takes more than two putts.
 * - `automatic_putting` (gimme_distance 1000): once the ball is on the green
 *   the hole is completed with the putts of `AUTOMATIC_PUTTS`.
 */
export type GimmeRule =
  | { readonly kind: 'none' }
  | { readonly kind: 'radius'; readonly radiusCm: Centimetres }
  | { readonly kind: 'second_putt' }
  | { readonly kind: 'automatic_putting' };

/** The gimme rule for a gimme_distance value (null or 0 for none). */
export function gimmeRule(gimmeDistance: number | null | undefined): GimmeRule {
  if (gimmeDistance === null || gimmeDistance === undefined || gimmeDistance === 0) return { kind: 'none' };
  if (gimmeDistance === GimmeDistance.second_putt) return { kind: 'second_putt' };
  if (gimmeDistance === GimmeDistance.automatic_putting) return { kind: 'automatic_putting' };
  if (!(Object.values(GimmeDistance) as number[]).includes(gimmeDistance)) {
    throw new RangeError(`gimme_distance ${gimmeDistance} is not a value of the enumeration`);
  }
  // Every radius value (300 to 950 mm) is a whole number of centimetres, so nothing is rounded.
  return { kind: 'radius', radiusCm: centimetres(gimmeDistance / 10) };
}

/**
 * Putts automatic putting adds for a ball at rest on the green, by distance
 * to the hole (our choice; the spec gives none): within 1 m one putt, within
 * 15 m two, further three - roughly what a mid-handicap amateur averages.
 */
export const AUTOMATIC_PUTTS: readonly { readonly upToCm: Centimetres; readonly putts: number }[] = [
  { upToCm: centimetres(100), putts: 1 },
  { upToCm: centimetres(1500), putts: 2 },
  { upToCm: Infinity as Centimetres, putts: 3 },
];

export function automaticPutts(distanceToHoleCm: Centimetres): number {
  return AUTOMATIC_PUTTS.find((row) => distanceToHoleCm <= row.upToCm)!.putts;
}
