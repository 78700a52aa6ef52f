import type { z } from 'zod';
import { enums, launchBodySchema, stimpByLevel, type Shot as ShotReply, type StrokeOutcome } from '@golf/contracts';
import {
  GameMode,
  NumStrokeReason,
  distanceToHole,
  playShotOnHole,
  positionFromDistance,
  StrokeRule,
  SurfaceType,
  teePosition,
  type Degrees,
  type Elevation,
  type HoleDefinition,
  type MetresPerSecond,
  type Par,
  type Point,
  type Rpm,
  type ShotLaunch,
  type TeeingType,
} from '@golf/golf';
import { AppError } from '../../errors/app-error';
import type { RoundPlayerRow, RoundRow } from '../rounds/rounds.repository';
import type { StrokeBody } from '../strokes/strokes.schemas';
import type { ComputedStroke, PlayerContext, StrokesService } from '../strokes/strokes.service';
import type { StrokesRepository } from '../strokes/strokes.repository';
import type { LaunchesRepository } from './launches.repository';
import type { LaunchBody } from './launches.schemas';

/**
 * Raw launch data of one shot (POST /rounds/{id}/launches body; the launch-monitor connector sends
 * the same). Units: m/s, degrees, rpm; `aim` in hole-frame centimetres. `mulligan` defaults to false.
 */
export type LaunchInput = z.input<typeof launchBodySchema>;

/** What a played launch recorded: the strokes outcome and the computed shot. */
export interface LaunchResult {
  stroke: StrokeOutcome;
  shot: ShotReply;
  /** False for a retry of an id already played (the first reply again). */
  created: boolean;
}

/** A launch the connector played: also how far the player's next shot is from the pin. */
export interface ConnectorLaunchResult extends LaunchResult {
  /** Centimetres from where the next shot lies to the pin; null when the player has nothing left to play. */
  nextShotToPinCm: number | null;
}

export interface LaunchesServiceDeps {
  strokes: StrokesService;
  launches: LaunchesRepository;
}

interface Ball {
  position: Point;
  surface: SurfaceType;
}

const DEG = Math.PI / 180;
const { play_status: playStatus } = enums;

interface RoundStateBall {
  position: { x: number; y: number };
  surface: number;
}

/** Validates launch data that did not come through the route (the launch-monitor connector). */
function parseLaunch(input: LaunchInput): LaunchBody {
  const parsed = launchBodySchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, { key: string; params: { attribute: string } }[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'launch');
    (fields[field] ??= []).push({ key: 'validation.invalid', params: { attribute: field.replaceAll('_', ' ') } });
  }
  throw AppError.validation(fields);
}

function shotLaunchOf(launch: LaunchBody): ShotLaunch {
  const base = {
    ballSpeed: launch.ball_speed as MetresPerSecond,
    launchAngle: launch.launch_angle as Degrees,
    azimuth: launch.azimuth as Degrees,
  };
  return launch.total_spin !== undefined
    ? { ...base, totalSpin: launch.total_spin as Rpm, spinAxis: (launch.spin_axis ?? 0) as Degrees }
    : { ...base, backSpin: (launch.back_spin ?? 0) as Rpm, sideSpin: (launch.side_spin ?? 0) as Rpm };
}

/** Closest to pin and the driving range play every ball from the tee: the ball never moves between strokes. */
const playsFromTee = (gameMode: number) => gameMode === GameMode.closest_to_pin || gameMode === GameMode.driving_range;

/**
 * The ball of a player on `hole` before this stroke: the tee in the modes that play from it, else
 * where the server keeps it, or placed from the hole state.
 */
function ballOf(context: Pick<PlayerContext, 'round' | 'player'>, hole: HoleDefinition, mulligan: boolean): Ball {
  const { round, player } = context;
  const teeingType = round.tee as TeeingType;
  const tee: Ball = { position: teePosition(hole, teeingType), surface: SurfaceType.tee };
  if (playsFromTee(round.gameMode)) return tee;
  const state = player.holeState;
  if (mulligan && state?.beforeLastStroke) {
    // Played again from where the replaced stroke was played.
    const prior = state.beforeLastStroke;
    const before = player.ballBefore;
    if (before?.position) return { position: before.position, surface: before.surface as SurfaceType };
    if (prior.strokesMade === 0) return tee;
    return { position: positionFromDistance(hole, teeingType, prior.lie.distanceToHoleCm), surface: prior.lie.surface };
  }
  if (player.ballPosition)
    return {
      position: player.ballPosition,
      surface: (player.ballSurface ?? state?.lie.surface ?? tee.surface) as SurfaceType,
    };
  if (state && state.strokesMade > 0)
    return { position: positionFromDistance(hole, teeingType, state.lie.distanceToHoleCm), surface: state.lie.surface };
  return tee;
}

/** Flies the launch on the player's hole and turns it into the stroke to record. */
async function computeStroke(
  repo: StrokesRepository,
  context: PlayerContext,
  launch: LaunchBody,
  userId: number,
): Promise<ComputedStroke> {
  const { round, player } = context;
  const mode = round.gameMode;
  const current = round.holes[player.holeIndex];
  const holeNumber = launch.hole ?? current;
  const playable =
    holeNumber !== undefined &&
    (mode === GameMode.driving_range ? round.holes.includes(holeNumber) : holeNumber === current);
  if (!playable) throw new AppError('strokes.invalid_hole');
  const hole = await repo.holeDefinition(round.courseId, holeNumber);
  if (!hole) throw new AppError('strokes.invalid_hole');

  const fromTee = playsFromTee(mode);
  const ball = ballOf(context, hole, launch.mulligan);
  const aim = launch.aim ?? hole.pin;
  const shot = playShotOnHole({
    hole: { ...hole, par: hole.par as Par },
    ball,
    launch: shotLaunchOf(launch),
    aim,
    // Rounds have no wind setting (game_condition is the ground's firmness): the air is calm.
    conditions: {
      elevation: round.elevation as Elevation,
      greenStimp: stimpByLevel[round.greenStimp as keyof typeof stimpByLevel],
    },
  });

  const ballPath = shot.path.map((p) => ({ x: p.x, y: p.y, z: p.z, t: p.t }));
  const reply: ShotReply = {
    carry: shot.carry,
    total_distance: shot.totalDistance,
    ball_max_height: shot.ballMaxHeight,
    lateral: shot.lateral,
    flight_time: shot.flightTime,
    landing_angle: shot.landingAngle,
    rest: shot.rest,
    rest_surface: shot.restSurface,
    distance_to_hole: shot.distanceToHole,
    holed: shot.holed,
    penalty: shot.penalty,
    // From the tee again where every ball is played from it, not from where this one stopped.
    next_position: fromTee ? ball.position : shot.nextPosition,
    next_surface: fromTee ? ball.surface : shot.nextSurface,
    ball_path: ballPath,
  };
  const spin =
    launch.total_spin !== undefined
      ? {
          back: Math.round(launch.total_spin * Math.cos((launch.spin_axis ?? 0) * DEG)),
          side: Math.round(launch.total_spin * Math.sin((launch.spin_axis ?? 0) * DEG)),
        }
      : { back: launch.back_spin ?? 0, side: launch.side_spin ?? 0 };
  const smash =
    launch.club_speed && launch.club_speed > 0 ? Math.round((launch.ball_speed / launch.club_speed) * 100) / 100 : null;

  const body: StrokeBody = {
    id: launch.id,
    hole: holeNumber,
    user_id: userId,
    mulligan: launch.mulligan,
    club: launch.club,
    club_speed: launch.club_speed,
    ball_speed: launch.ball_speed,
    smash_factor: smash !== null && smash <= 2 ? smash : undefined,
    launch_angle: launch.launch_angle,
    azimuth: launch.azimuth,
    back_spin: spin.back,
    side_spin: spin.side,
    carry: shot.carry,
    total_distance: shot.totalDistance,
    distance_to_hole: shot.distanceToHole,
    ball_max_height: shot.ballMaxHeight,
    surface_type: shot.nextSurface,
    num_strokes: 1,
    num_stroke_reason:
      shot.penalty === 'out_of_bounds'
        ? NumStrokeReason.out_of_bounds
        : shot.penalty === 'water'
          ? NumStrokeReason.water
          : undefined,
    stroke_rule: shot.penalty === 'out_of_bounds' ? StrokeRule.out_of_bounds : undefined,
    extra_stroke: 0,
    hole_completed: shot.holed,
    ball_path: ballPath,
    aim_at_launch: aim,
  };
  return {
    body,
    ball: fromTee
      ? null
      : {
          position: shot.nextPosition,
          surface: shot.nextSurface,
          before: { position: ball.position, surface: ball.surface },
        },
    shot: reply,
    live: { ball_path: ballPath, rest: shot.rest, distance_to_hole: shot.distanceToHole, penalty: shot.penalty },
  };
}

/**
 * Server-side play (README, "Playing launches on the server"): raw launch data is flown on the
 * player's real hole from where their ball lies, and recorded through the strokes service (same
 * rules, idempotency and events) with the ball's new position, written together (one write, checked against the row as read).
 */
export function createLaunchesService(deps: LaunchesServiceDeps) {
  async function play(callerId: number, roundId: number, input: LaunchInput): Promise<LaunchResult> {
    const launch = parseLaunch(input);
    const userId = launch.user_id ?? callerId;
    const computed: { shot?: ShotReply } = {};
    const { outcome, created } = await deps.strokes.submitComputed(
      callerId,
      roundId,
      userId,
      launch.id,
      async (repo, context) => {
        const stroke = await computeStroke(repo, context, launch, userId);
        computed.shot = stroke.shot as ShotReply;
        return stroke;
      },
    );
    if (created) return { stroke: outcome, shot: computed.shot!, created };
    // A retry: the shot stored with the first recording.
    const stored = await deps.launches.shotOf(roundId, launch.id);
    if (!stored) throw AppError.validation({ id: [{ key: 'validation.unique', params: { attribute: 'id' } }] });
    return { stroke: outcome, shot: stored as ShotReply, created: false };
  }

  /** The hole the player plays now, with its geometry; null when they have nothing left to play. */
  async function currentHole(round: RoundRow, player: RoundPlayerRow): Promise<HoleDefinition | null> {
    const number = round.holes[player.holeIndex];
    if (player.playStatus !== playStatus.ongoing || number === undefined) return null;
    const row = await deps.launches.hole(round.courseId, number);
    if (!row) return null;
    return { ...row.geometry, number: row.number, par: row.par as Par, strokeIndex: row.strokeIndex };
  }

  /**
   * Where a player's ball is now: the tee in the modes that play every ball from it, else the
   * stored position, or placed from the hole state, or the tee.
   */
  async function ballNow(round: RoundRow, player: RoundPlayerRow): Promise<RoundStateBall | null> {
    if (player.playStatus !== playStatus.ongoing || round.holes[player.holeIndex] === undefined) return null;
    if (player.ballPosition && !playsFromTee(round.gameMode))
      return { position: player.ballPosition, surface: player.ballSurface ?? SurfaceType.tee };
    const hole = await currentHole(round, player);
    if (!hole) return null;
    const ball = ballOf({ round, player }, hole, false);
    return { position: ball.position, surface: ball.surface };
  }

  /** How far the player's next shot lies from the pin (cm): on the next hole's tee once a hole is done. */
  async function nextShotToPin(roundId: number, userId: number): Promise<number | null> {
    const round = await deps.launches.round(roundId);
    const player = round && (await deps.launches.player(roundId, userId));
    const hole = round && player ? await currentHole(round, player) : null;
    if (!round || !player || !hole) return null;
    return Math.round(distanceToHole(hole, ballOf({ round, player }, hole, false).position));
  }

  return {
    /** POST /rounds/{id}/launches. */
    play,

    /**
     * GET /rounds/{id}/state: per player the current hole, strokes on it (with tracers), the ball
     * and its surface; and every stroke shot integrity flagged, with its reason.
     */
    async state(roundId: number) {
      const round = await deps.launches.round(roundId);
      if (!round) throw new AppError('rounds.unavailable');
      const [players, flagged] = await Promise.all([
        deps.launches.players(roundId),
        deps.launches.flaggedStrokes(roundId),
      ]);
      return {
        round_id: round.id,
        game_mode: round.gameMode,
        tee: round.tee,
        holes: round.holes,
        round_status: round.roundStatus,
        play_status: round.playStatus,
        players: await Promise.all(
          players.map(async ({ player, displayName }) => {
            const ongoing = player.playStatus === playStatus.ongoing;
            const hole = ongoing ? (round.holes[player.holeIndex] ?? null) : null;
            const strokes = hole === null ? [] : await deps.launches.strokesOnHole(roundId, player.userId, hole);
            return {
              user_id: player.userId,
              display_name: displayName,
              play_status: player.playStatus,
              current_hole: hole,
              hole_strokes: player.holeState?.strokes ?? player.holeAttempts.length,
              holes_completed: player.scores.length,
              ball: await ballNow(round, player),
              strokes: strokes.map((stroke) => ({
                stroke_id: stroke.id,
                id: stroke.clientId,
                stroke_number: stroke.strokeNumber,
                counted: stroke.counted,
                club: stroke.club,
                carry: stroke.carry,
                total_distance: stroke.totalDistance,
                distance_to_hole: stroke.distanceToHole,
                surface_type: stroke.surfaceType,
                num_stroke_reason: stroke.numStrokeReason,
                hole_completed: stroke.holeCompleted,
                is_mulligan: stroke.isMulligan,
                ball_path: stroke.ballPath ?? null,
                aim_at_launch: stroke.aimAtLaunch ?? null,
                flag_reason: stroke.flagReason,
              })),
            };
          }),
        ),
        flagged_strokes: flagged,
      };
    },

    /**
     * For the launch-monitor connector: plays the launch in the round the player is playing now
     * (the latest started when there are several); strokes.no_ongoing_round when there is none.
     * `launch.user_id` plays for a local player on the caller's simulator. Also says how far the
     * next shot is from the pin, which the connector shows (null once the player's round is done).
     */
    async playForPlayer(userId: number, launch: LaunchInput): Promise<ConnectorLaunchResult> {
      const [round] = await deps.launches.ongoingRoundsOf(userId);
      if (!round) throw new AppError('strokes.no_ongoing_round');
      const result = await play(userId, round.id, launch);
      return { ...result, nextShotToPinCm: await nextShotToPin(round.id, launch.user_id ?? userId) };
    },
  };
}

export type LaunchesService = ReturnType<typeof createLaunchesService>;
