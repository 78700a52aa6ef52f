/**
 * Rounding the way the World Handicap System does it: to the nearest value,
 * with .5 rounded upwards, i.e. towards +infinity, also for negative numbers
 * (Rules of Handicapping 2024, Rule 5.1a "rounded to the nearest tenth, with
 * .5 rounded upwards"; Rule 5.1c: -1.55 rounds to -1.5; Rule 6.2a for whole
 * strokes).
 *
 * Binary floating point cannot hold most tenths exactly (113 / 120 * 6 is
 * 5.6499999999999995, not 5.65), so the scaled value is first cleaned to 9
 * decimals; no handicap figure carries that many significant decimals.
 */
export function roundHalfUp(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toFixed(9));
  const rounded = Math.round(scaled) / factor;
  return rounded === 0 ? 0 : rounded; // never -0
}

/** A one-decimal handicap figure as a whole number of tenths (12.3 -> 123). */
export const toTenths = (value: number): number => Math.round(value * 10);

/** `numerator / denominator` rounded half up, for whole numbers and a positive denominator; exact. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const result = Math.floor((2 * numerator + denominator) / (2 * denominator));
  return result === 0 ? 0 : result;
}
