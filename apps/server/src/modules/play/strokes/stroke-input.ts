import { enums } from '@golf/contracts';
import {
  centimetres,
  GameMode,
  playsFromTee,
  SurfaceType,
  type HoleAction,
  type HoleState,
  type PenaltyReason,
  type PlayedStroke,
} from '@golf/golf';
import type { StoredBall } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { LaunchShot } from './launched-stroke';
import type { PlayerContext } from './player-state';
import type { StrokeRecord } from './stroke-statements';
import type { StrokeBody } from './strokes.schemas';

const { num_stroke_reason: reason } = enums;
export const PENALTY_REASONS = new Set<number>([reason.out_of_bounds, reason.water, reason.unplayable]);

/** The stroke row's columns a stroke brings with it: measured by the game, or computed from a launch. */
export type MeasuredStroke = Pick<
  StrokeRecord,
  | 'club'
  | 'clubSpeed'
  | 'ballSpeed'
  | 'smashFactor'
  | 'carry'
  | 'totalDistance'
  | 'distanceToHole'
  | 'tempo'
  | 'path'
  | 'faceContact'
  | 'faceAngle'
  | 'launchAngle'
  | 'azimuth'
  | 'backSpin'
  | 'sideSpin'
  | 'ballMaxHeight'
  | 'surfaceType'
  | 'strokeRule'
  | 'ballPath'
  | 'aimAtLaunch'
> & { extraStroke: number; isMulligan: boolean };

/** What other players need to draw a shot live (round.stroke-recorded), besides the outcome. */
export interface LiveShot {
  /** Tracer, hole frame, centimetres (z up; t seconds when the server flew it); null when not reported. */
  ball_path: { x: number; y: number; z: number; t?: number }[] | null;
  /** Where the ball stopped, hole frame; null when unknown. */
  rest: { x: number; y: number } | null;
  /** From where the next stroke is played to the hole, cm; null when not reported. */
  distance_to_hole: number | null;
  /** out_of_bounds, water, or null. */
  penalty: 'out_of_bounds' | 'water' | null;
}

/** The ball after a stroke the server flew: where the next stroke is played from, and where this one was. */
export interface BallUpdate {
  /** Null when unknown (a reported stroke without a tracer, or a drop the game made). */
  position: { x: number; y: number } | null;
  surface: number;
  before: StoredBall;
}

/** What the server worked out for a stroke it flew (a launch), stored and published with it. */
export interface ComputedShot {
  /** Null where the ball does not move between strokes (closest to pin and driving range play from the tee). */
  ball: BallUpdate | null;
  live: LiveShot;
  /** The launch's reply `shot`, stored with the stroke (strokes.shot) so a retry gets the same reply. */
  shot: LaunchShot;
}

/** A stroke to record, whoever measured it: what the rules read of it and what its row stores. */
export interface StrokeInput {
  clientId: string;
  hole: number;
  /** The ball was holed. */
  holed: boolean;
  /** Why strokes were added: a penalty as reported or flown, or the concession; the rules may replace it. */
  numStrokeReason: number | null;
  measured: MeasuredStroke;
  /** Why shot integrity flagged it; null when it did not. */
  flagReason: string | null;
  /** Set for a stroke the server flew; a reported one is placed by its tracer (reportedBall). */
  computed: ComputedShot | null;
}

/**
 * A stroke the game reported (POST /rounds/{id}/strokes). The defaults are the schema's, for a body
 * that did not come through the route.
 */
export function reportedStroke(b: StrokeBody, flagReason: string | null): StrokeInput {
  return {
    clientId: b.id,
    hole: b.hole,
    holed: b.hole_completed ?? false,
    numStrokeReason: b.num_stroke_reason ?? null,
    measured: {
      club: b.club ?? null,
      clubSpeed: b.club_speed ?? null,
      ballSpeed: b.ball_speed ?? null,
      smashFactor: b.smash_factor ?? null,
      carry: b.carry ?? null,
      totalDistance: b.total_distance ?? null,
      distanceToHole: b.distance_to_hole ?? null,
      tempo: b.tempo ?? null,
      path: b.path ?? null,
      faceContact: b.face_contact ?? null,
      faceAngle: b.face_angle ?? null,
      launchAngle: b.launch_angle ?? null,
      azimuth: b.azimuth ?? null,
      backSpin: b.back_spin ?? null,
      sideSpin: b.side_spin ?? null,
      ballMaxHeight: b.ball_max_height ?? null,
      surfaceType: b.surface_type ?? null,
      strokeRule: b.stroke_rule ?? null,
      extraStroke: b.extra_stroke ?? 0,
      ballPath: b.ball_path ?? null,
      aimAtLaunch: b.aim_at_launch ?? null,
      isMulligan: b.mulligan ?? false,
    },
    flagReason,
    computed: null,
  };
}

/** Nothing measured: a concession is not a swing. */
const NOTHING_MEASURED: MeasuredStroke = Object.freeze({
  club: null,
  clubSpeed: null,
  ballSpeed: null,
  smashFactor: null,
  carry: null,
  totalDistance: null,
  distanceToHole: null,
  tempo: null,
  path: null,
  faceContact: null,
  faceAngle: null,
  launchAngle: null,
  azimuth: null,
  backSpin: null,
  sideSpin: null,
  ballMaxHeight: null,
  surfaceType: null,
  strokeRule: null,
  extraStroke: 0,
  ballPath: null,
  aimAtLaunch: null,
  isMulligan: false,
});

/** A concession (picking up, or conceding the opponent's stroke), recorded as a stroke with num_stroke_reason 10. */
export const concession = (clientId: string, hole: number): StrokeInput => ({
  clientId,
  hole,
  holed: false,
  numStrokeReason: reason.concede,
  measured: NOTHING_MEASURED,
  flagReason: null,
  computed: null,
});

/**
 * The rules action for a stroke in the round's mode: each stroke is an attempt in closest to pin,
 * a shot at a target on the driving range, else a stroke of the hole. No mulligan where every ball
 * is played from the tee.
 */
export function strokeActionFor(gameMode: number, input: StrokeInput): HoleAction | 'attempt' | 'range' {
  if (input.measured.isMulligan && playsFromTee(gameMode)) throw new AppError('strokes.mulligan_not_possible');
  if (gameMode === GameMode.driving_range) return 'range';
  if (gameMode === GameMode.closest_to_pin) return 'attempt';
  const { measured } = input;
  const penalty =
    input.numStrokeReason !== null && PENALTY_REASONS.has(input.numStrokeReason)
      ? (input.numStrokeReason as PenaltyReason)
      : measured.strokeRule === enums.stroke_rule.out_of_bounds
        ? (reason.out_of_bounds as PenaltyReason)
        : null;
  return {
    type: 'stroke',
    holed: input.holed,
    surface: (measured.surfaceType ?? (input.holed ? SurfaceType.green : SurfaceType.other)) as SurfaceType,
    distanceToHoleCm: centimetres(input.holed ? 0 : (measured.distanceToHole ?? 0)),
    penalty,
    extraStrokes: measured.extraStroke,
    mulligan: measured.isMulligan,
  };
}

/**
 * A stroke that leaves the ball on the hole must say how far from the hole it lies: gimmes, putts
 * and the statistics read it, and an unknown distance is not 0 (that holed out every ball within a
 * gimme). Not for a stroke out of bounds, played again from where it was played.
 */
export function requireRestDistance(action: PlayedStroke, input: StrokeInput) {
  if (!action.holed && action.penalty !== reason.out_of_bounds && input.measured.distanceToHole === null)
    throw AppError.validation({
      distance_to_hole: [{ key: 'validation.required', params: { attribute: 'distance_to_hole' } }],
    });
}

/** A closest-to-pin attempt's distance: none when it ended out of bounds or in a penalty area. */
export function attemptDistance({ holed, numStrokeReason, measured }: StrokeInput): number | null {
  if (holed) return 0;
  if (measured.strokeRule === enums.stroke_rule.out_of_bounds) return null;
  if (numStrokeReason !== null && PENALTY_REASONS.has(numStrokeReason)) return null;
  if (measured.surfaceType === SurfaceType.penalty) return null;
  return measured.distanceToHole;
}

/**
 * The ball after a stroke the game reported (POST /rounds/{id}/strokes): played from where the
 * server had it (a mulligan: from where the replaced stroke was played); it comes to rest at the
 * tracer's last point, back at the previous spot for out of bounds, and is unknown (null) when
 * there is no tracer or after a drop, until the next stroke places it by its distance to the hole.
 */
export function reportedBall(
  { player }: PlayerContext,
  input: StrokeInput,
  action: PlayedStroke,
  state: HoleState,
): BallUpdate {
  const current: StoredBall = {
    position: player.ballPosition ?? null,
    surface: player.ballSurface ?? state.lie.surface,
  };
  const before = action.mulligan ? (player.ballBefore ?? current) : current;
  const path = input.measured.ballPath;
  const last = path?.[path.length - 1];
  const outOfBounds = action.penalty === reason.out_of_bounds;
  const position = outOfBounds
    ? before.position
    : !action.penalty && last
      ? { x: Math.round(last.x), y: Math.round(last.y) }
      : null;
  return {
    position,
    surface: outOfBounds ? before.surface : action.holed ? SurfaceType.green : action.surface,
    before,
  };
}

/** The live part of round.stroke-recorded for a stroke the game reported. */
export function reportedLive({ holed, numStrokeReason, measured }: StrokeInput): LiveShot {
  const path = measured.ballPath;
  const last = path?.[path.length - 1];
  return {
    ball_path: path,
    rest: last ? { x: Math.round(last.x), y: Math.round(last.y) } : null,
    distance_to_hole: holed ? 0 : measured.distanceToHole,
    penalty:
      numStrokeReason === reason.out_of_bounds || measured.strokeRule === enums.stroke_rule.out_of_bounds
        ? 'out_of_bounds'
        : numStrokeReason === reason.water
          ? 'water'
          : null,
  };
}
