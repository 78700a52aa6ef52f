import type { Locale } from '@golf/contracts';
import { formatNumber } from '../../lib/format';
import { CM_PER_YARD, distanceInUnit, type UnitType } from '../player-settings/units';

const CM_PER_FOOT = CM_PER_YARD / 3;

/** A long distance (carry, drive) in whole metres or yards, in the UI language: the text and the catalogue key of its unit. */
export function longDistance(
  cm: number,
  unit: UnitType,
  locale: Locale,
): { value: string; key: 'units.metres' | 'units.yards' } {
  return {
    value: formatNumber(distanceInUnit(cm, unit), locale),
    key: unit === 'metric' ? 'units.metres' : 'units.yards',
  };
}

/**
 * A short distance (to the pin) where whole metres are too coarse: metres with two decimals, or
 * feet with one (how golfers in yard countries measure putts and closest-to-pin results).
 */
export function shortDistance(
  cm: number,
  unit: UnitType,
  locale: Locale,
): { value: string; key: 'scorecard.units.metres' | 'scorecard.units.feet' } {
  const metric = unit === 'metric';
  const digits = metric ? 2 : 1;
  const value = formatNumber(metric ? cm / 100 : cm / CM_PER_FOOT, locale, { digits });
  return { value, key: metric ? 'scorecard.units.metres' : 'scorecard.units.feet' };
}

/** Which side of the target line a lateral offset (+ right) is, after rounding to the unit shown. */
export function lateralSide(cm: number, unit: UnitType): 'left' | 'right' | 'centre' {
  const shown = distanceInUnit(Math.abs(cm), unit);
  if (shown === 0) return 'centre';
  return cm > 0 ? 'right' : 'left';
}
