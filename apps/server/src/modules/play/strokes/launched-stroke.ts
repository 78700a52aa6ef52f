import { enums, stimpByLevel } from '@golf/contracts';
import {
  GameMode,
  playShotOnHole,
  playsFromTee,
  type Elevation,
  type HoleDefinition,
  type PlayedShot,
  type Point,
  type ShotLaunch,
} from '@golf/golf';
import { AppError } from '../../../errors/app-error';
import { ballOfPlayer } from '../../rounds/round-state';
import type { PlayerContext } from './player-state';
import type { StrokeInput } from './stroke-input';

const { num_stroke_reason: reason, stroke_rule: strokeRule } = enums;
const DEG = Math.PI / 180;

/** A launch to fly from the player's ball (POST /rounds/{id}/launches, the launch-monitor connector). */
export interface Launch {
  /** The client's stroke id. */
  id: string;
  /** The target hole; the player's current hole when not given. */
  hole?: number;
  mulligan: boolean;
  club?: number;
  /** Metres per second. */
  clubSpeed?: number;
  launch: ShotLaunch;
  /** Where the player aims, hole frame (cm); the pin when not given. */
  aim?: Point;
}

/** The hole a launch is played on: the player's current hole; on the driving range, any of the round's. */
export function launchHole(context: PlayerContext, hole: number | undefined): number {
  const { round, player } = context;
  const current = round.holes[player.holeIndex];
  const number = hole ?? current;
  const playable =
    number !== undefined &&
    (round.gameMode === GameMode.driving_range ? round.holes.includes(number) : number === current);
  if (!playable) throw new AppError('strokes.invalid_hole');
  return number;
}

/** The launch reply's `shot` (launches.schemas, shotSchema): where the next stroke is played from, too. */
function shotReplyOf(
  shot: PlayedShot,
  ballPath: { x: number; y: number; z: number; t: number }[],
  next: { position: Point; surface: number },
) {
  return {
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
    next_position: next.position,
    next_surface: next.surface,
    ball_path: ballPath,
  };
}

export type LaunchShot = ReturnType<typeof shotReplyOf>;

/** Back and side spin as the stroke row stores them, from either form of the launch's spin. */
function spinOf(launch: ShotLaunch): { back: number; side: number } {
  if (!('totalSpin' in launch)) return { back: launch.backSpin, side: launch.sideSpin };
  return {
    back: Math.round(launch.totalSpin * Math.cos(launch.spinAxis * DEG)),
    side: Math.round(launch.totalSpin * Math.sin(launch.spinAxis * DEG)),
  };
}

/**
 * Flies the launch on `hole` from where the player's ball is (ballInPlay) under the round's
 * elevation and green speed, and turns the shot into the stroke to record: its measured columns,
 * the ball's new position, what other players draw, and the reply's shot.
 */
export function launchedStroke(context: PlayerContext, hole: HoleDefinition, launch: Launch): StrokeInput {
  const { round, player } = context;
  const ball = ballOfPlayer(round, player, hole, launch.mulligan);
  const aim = launch.aim ?? hole.pin;
  const shot = playShotOnHole({
    hole,
    ball,
    launch: launch.launch,
    aim,
    // Rounds have no wind setting (game_condition is the ground's firmness): the air is calm.
    conditions: {
      elevation: round.elevation as Elevation,
      greenStimp: stimpByLevel[round.greenStimp as keyof typeof stimpByLevel],
    },
  });
  const fromTee = playsFromTee(round.gameMode);
  const ballPath = shot.path.map((p) => ({ x: p.x, y: p.y, z: p.z, t: p.t }));
  const spin = spinOf(launch.launch);
  const { ballSpeed } = launch.launch;
  const smash =
    launch.clubSpeed && launch.clubSpeed > 0 ? Math.round((ballSpeed / launch.clubSpeed) * 100) / 100 : null;
  return {
    clientId: launch.id,
    hole: hole.number,
    holed: shot.holed,
    numStrokeReason:
      shot.penalty === 'out_of_bounds' ? reason.out_of_bounds : shot.penalty === 'water' ? reason.water : null,
    measured: {
      club: launch.club ?? null,
      clubSpeed: launch.clubSpeed ?? null,
      ballSpeed,
      smashFactor: smash !== null && smash <= 2 ? smash : null,
      carry: shot.carry,
      totalDistance: shot.totalDistance,
      distanceToHole: shot.distanceToHole,
      tempo: null,
      path: null,
      faceContact: null,
      faceAngle: null,
      launchAngle: launch.launch.launchAngle,
      azimuth: launch.launch.azimuth,
      backSpin: spin.back,
      sideSpin: spin.side,
      ballMaxHeight: shot.ballMaxHeight,
      surfaceType: shot.nextSurface,
      strokeRule: shot.penalty === 'out_of_bounds' ? strokeRule.out_of_bounds : null,
      extraStroke: 0,
      ballPath,
      aimAtLaunch: aim,
      isMulligan: launch.mulligan,
    },
    flagReason: null,
    computed: {
      ball: fromTee
        ? null
        : {
            position: shot.nextPosition,
            surface: shot.nextSurface,
            before: { position: ball.position, surface: ball.surface },
          },
      live: { ball_path: ballPath, rest: shot.rest, distance_to_hole: shot.distanceToHole, penalty: shot.penalty },
      // From the tee again where every ball is played from it, not from where this one stopped.
      shot: shotReplyOf(shot, ballPath, fromTee ? ball : { position: shot.nextPosition, surface: shot.nextSurface }),
    },
  };
}
