/** Summary of a set of values in centimetres. */
export interface DistanceDistribution {
  /** Mean, rounded to a whole centimetre. */
  readonly mean: number;
  /**
   * Population standard deviation (divide by n, not n - 1: it describes the
   * spread of these shots, it does not estimate a wider population), whole cm.
   */
  readonly standardDeviation: number;
  readonly min: number;
  readonly max: number;
}

/** Mean, standard deviation, min and max of `values` (cm); null for an empty list. */
export function distanceDistribution(values: readonly number[]): DistanceDistribution | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const value of values) {
    sum += value;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const mean = sum / n;
  let squares = 0;
  for (const value of values) squares += (value - mean) ** 2;
  return { mean: Math.round(mean), standardDeviation: Math.round(Math.sqrt(squares / n)), min, max };
}

/** `part / whole` as a fraction 0..1, or null when `whole` is 0. */
export const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);
