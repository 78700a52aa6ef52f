import { stimpByLevel, type IntegrityCheck, type IntegrityCheckCode } from '@golf/contracts';
import {
  simulateShot,
  SurfaceType,
  type Degrees,
  type Elevation,
  type MetresPerSecond,
  type Rpm,
  type ShotResult,
} from '@golf/golf';
import { formatIntegrityFlag } from '../../rounds/flagged-strokes';
import type { StrokeBody } from './strokes.schemas';

/**
 * Shot integrity: a stroke the game reports with launch data and distances is flown again with
 * `simulateShot` (the round's elevation and green speed, no wind, the reported rest surface under
 * the whole shot) and flagged when a reported distance is further from ours than its tolerance.
 *
 * Tolerances (see docs/rounds-and-play.md, "Shot integrity"):
 * - carry: the larger of 8 % of our carry and 5 m. Our model is within 4 % of TrackMan's tour
 *   averages, and other simulators' flight models differ from each other by a few per cent more;
 *   5 m keeps short shots (where 8 % is a metre or two) from being flagged for rounding and
 *   measurement noise.
 * - total distance: the larger of 15 % of our total and 10 m. The roll depends on what the
 *   server does not know: the surfaces along the way (only the rest surface is reported), the
 *   ground's firmness (game_condition) and slopes.
 * The total is not compared when the ball was holed (the cup stops it), went out of bounds or
 * into a penalty area (where it stops is the game's geometry, not the flight).
 *
 * The reason is a stable code and the numbers in whole centimetres, e.g.
 * `carry_mismatch reported=25000 computed=18730 tolerance=1498`; several are joined with "; "
 * (formatIntegrityFlag in rounds/flagged-strokes, which reads it back for the scorecard and the play state).
 */

export const CARRY_TOLERANCE = { share: 0.08, minimumCm: 500 } as const;
export const TOTAL_TOLERANCE = { share: 0.15, minimumCm: 1000 } as const;

const tolerance = (computed: number, rule: { share: number; minimumCm: number }) =>
  Math.round(Math.max(computed * rule.share, rule.minimumCm));

export interface IntegrityRound {
  readonly elevation: number;
  readonly greenStimp: number;
}

/**
 * The shot the server flies for a stroke's launch data: the round's elevation and green speed, no
 * wind, the reported rest surface under the whole shot. Null without launch data.
 */
export function integrityShot(body: Partial<StrokeBody>, round: IntegrityRound): ShotResult | null {
  const { ball_speed, launch_angle, back_spin, side_spin } = body;
  if (ball_speed === undefined || launch_angle === undefined || back_spin === undefined || side_spin === undefined)
    return null;
  const surface = (body.surface_type ?? SurfaceType.fairway) as SurfaceType;
  return simulateShot(
    {
      ballSpeed: ball_speed as MetresPerSecond,
      launchAngle: launch_angle as Degrees,
      azimuth: (body.azimuth ?? 0) as Degrees,
      backSpin: back_spin as Rpm,
      sideSpin: side_spin as Rpm,
    },
    {
      elevation: round.elevation as Elevation,
      greenStimp: stimpByLevel[round.greenStimp as keyof typeof stimpByLevel],
      surfaceAt: () => surface,
    },
    // Only the distances are compared: no tracer.
    { tracer: false },
  );
}

/** The flag reason for a reported stroke, or null when it is consistent (or carries no launch data to check). */
export function shotIntegrityFlag(body: Partial<StrokeBody>, round: IntegrityRound): string | null {
  const { carry, total_distance } = body;
  if (carry === undefined && total_distance === undefined) return null;
  const shot = integrityShot(body, round);
  if (!shot) return null;

  const failed: IntegrityCheck[] = [];
  const compare = (code: IntegrityCheckCode, reported: number, computed: number, allowed: number) => {
    if (Math.abs(reported - computed) > allowed) failed.push({ code, reported, computed, tolerance: allowed });
  };
  if (carry !== undefined) compare('carry_mismatch', carry, shot.carry, tolerance(shot.carry, CARRY_TOLERANCE));
  const ballStoppedByRules =
    body.hole_completed === true ||
    body.num_stroke_reason !== undefined ||
    body.stroke_rule !== undefined ||
    body.surface_type === SurfaceType.penalty;
  if (total_distance !== undefined && !ballStoppedByRules)
    compare('total_mismatch', total_distance, shot.totalDistance, tolerance(shot.totalDistance, TOTAL_TOLERANCE));
  return failed.length ? formatIntegrityFlag(failed) : null;
}
