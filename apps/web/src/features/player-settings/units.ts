import type { PlayerSettings } from '@golf/contracts';

/** Centimetres in a yard (exact, by definition). */
export const CM_PER_YARD = 91.44;

/** The player's unit system (player_settings.unit_type). */
export type UnitType = PlayerSettings['unit_type'];

/** A distance in centimetres in the player's unit, rounded to whole metres or yards. */
export function distanceInUnit(cm: number, unit: UnitType): number {
  return Math.round(unit === 'metric' ? cm / 100 : cm / CM_PER_YARD);
}

/** The enumeration label set for the 7-iron carry in a unit system (the server sends both). */
export function ironDistanceLabelSet(unit: UnitType): 'iron_distance' | 'iron_distance_metric' {
  return unit === 'metric' ? 'iron_distance_metric' : 'iron_distance';
}
