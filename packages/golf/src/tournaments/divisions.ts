/**
 * Divisions (flights) of a tournament, as SGT's tours run them: each division is either a handicap
 * range (the handicap index at entry, `min <= index < max`, so 0–10 and 10–20 meet without
 * overlapping) or a ball-speed cap (a launch faster than the cap disqualifies the entry). A
 * tournament's divisions are all of one kind (decision 0098).
 */

export interface Division {
  name: string;
  /** Lowest handicap index admitted (inclusive); null = no lower bound. */
  minHandicap: number | null;
  /** Handicap index the division stays below (exclusive); null = no upper bound. */
  maxHandicap: number | null;
  /** Fastest ball speed allowed, m/s; null = no cap. */
  maxBallSpeed: number | null;
}

export type DivisionKind = 'handicap' | 'ball_speed';

/** What makes a set of divisions unusable: a division of neither or both kinds, mixed kinds, overlapping ranges. */
export type DivisionsProblem = 'invalid' | 'overlap';

/** A division's kind, or null when it is neither (or both) of them. */
export function divisionKind(division: Division): DivisionKind | null {
  const range = division.minHandicap !== null || division.maxHandicap !== null;
  const cap = division.maxBallSpeed !== null;
  if (range === cap) return null;
  if (cap) return division.maxBallSpeed! > 0 ? 'ball_speed' : null;
  if (division.minHandicap !== null && division.maxHandicap !== null && division.minHandicap >= division.maxHandicap)
    return null;
  return 'handicap';
}

/** The kind every division of a tournament shares; null without divisions. */
export function divisionsKind(divisions: readonly Division[]): DivisionKind | null {
  return divisions.length ? divisionKind(divisions[0]!) : null;
}

const lower = (d: Division) => d.minHandicap ?? -Infinity;
const upper = (d: Division) => d.maxHandicap ?? Infinity;

/** Why these divisions cannot be used, or null when they can (no divisions is fine). */
export function divisionsProblem(divisions: readonly Division[]): DivisionsProblem | null {
  const kinds = divisions.map(divisionKind);
  if (kinds.some((kind) => kind === null || kind !== kinds[0])) return 'invalid';
  if (kinds[0] !== 'handicap') return null;
  const sorted = [...divisions].sort((a, b) => lower(a) - lower(b));
  for (let i = 1; i < sorted.length; i += 1) if (lower(sorted[i]!) < upper(sorted[i - 1]!)) return 'overlap';
  return null;
}

/** The index of the handicap division that admits this handicap index, or null when none does. */
export function divisionForHandicap(divisions: readonly Division[], handicapIndex: number): number | null {
  const index = divisions.findIndex(
    (division) =>
      divisionKind(division) === 'handicap' && handicapIndex >= lower(division) && handicapIndex < upper(division),
  );
  return index === -1 ? null : index;
}

/** Whether a launch at `ballSpeed` (m/s) breaks the division's cap; never for a division without one. */
export function overBallSpeedCap(division: Division | null | undefined, ballSpeed: number | null): boolean {
  if (!division || division.maxBallSpeed === null || ballSpeed === null) return false;
  return ballSpeed > division.maxBallSpeed;
}
