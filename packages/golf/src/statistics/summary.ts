import { type Centimetres, centimetres } from '../units';

/** Summary of a set of distances. */
export interface DistanceDistribution {
  /** Mean, rounded to a whole centimetre. */
  readonly mean: Centimetres;
  /**
   * Population standard deviation (divide by n, not n - 1: it describes the
   * spread of these shots, it does not estimate a wider population), whole cm.
   */
  readonly standardDeviation: Centimetres;
  readonly min: Centimetres;
  readonly max: Centimetres;
}

/** Mean, standard deviation, min and max of `values`; null for an empty list. */
export function distanceDistribution(values: readonly Centimetres[]): DistanceDistribution | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  let min = Infinity as Centimetres;
  let max = -Infinity as Centimetres;
  for (const value of values) {
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { mean: centimetres(mean), standardDeviation: centimetres(Math.sqrt(squares / n)), min, max };
}

/** `part / whole` as a fraction 0..1, or null when `whole` is 0. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
