import type { Elevation } from '../ball-flight/atmosphere';
import { greenRollingDeceleration, SURFACE_RESPONSE } from '../ball-flight/bounce-roll';
import {
  DEFAULT_GREEN_STIMP_FEET,
  holeSurfaceLookup,
  shotPointToHole,
  simulateShot,
  type ShotLaunch,
  type Wind,
} from '../ball-flight/simulate';
import { type HoleDefinition, isOutOfBounds, SurfaceType, surfaceAt } from '../course';
import { type Point, roundedDistance } from '../geometry';
import { type Centimetres, type Degrees, type Feet, centimetres, degreesToRadians } from '../units';
import { findCupCapture, type HolePathPoint } from './cup';
import { distanceToHole, headingTowards } from './hole-position';
import { penaltyAreaDrop, penaltyAreaEntry } from './penalty-relief';

/**
 * One shot played on a hole: `simulateShot` over the hole's surfaces, then the cup, out of bounds
 * and penalty areas, and where the next stroke is played from.
 *
 * - The launch's azimuth is relative to the aim line, from the ball to `aim` (hole frame).
 * - Holed (cup.ts): the ball drops when it crosses the cup slowly enough, lands in it or stops
 *   over it. The tracer then ends in the cup and the ball rests at the pin.
 * - Out of bounds (Rule 18.2, stroke and distance): the ball stops out of bounds
 *   (`isOutOfBounds`, checked before penalty areas); the next stroke is played from where this
 *   one was (same position and surface).
 * - Water (Rule 17.1d): the ball stops in a penalty area; it is dropped by `penaltyAreaDrop` from
 *   where it last crossed the edge, or, when there is no such spot, played again from where this
 *   stroke was.
 * Putts need nothing special: a low launch from the green flies a few centimetres and rolls with
 * the green's stimp deceleration (bounce-roll.ts).
 */

export interface PlayShotConditions {
  readonly elevation?: Elevation;
  readonly wind?: Wind;
  /** Stimpmeter reading of the greens; DEFAULT_GREEN_STIMP_FEET when absent. */
  readonly greenStimp?: Feet;
}

export interface PlayShotInput {
  readonly hole: HoleDefinition;
  /** The ball before the stroke: hole-frame position (cm) and the surface it lies on. */
  readonly ball: { readonly position: Point; readonly surface: SurfaceType };
  readonly launch: ShotLaunch;
  /** The hole-frame point the player aims at. */
  readonly aim: Point;
  readonly conditions: PlayShotConditions;
}

export type ShotPenalty = 'out_of_bounds' | 'water';

export interface PlayedShot {
  readonly carry: Centimetres;
  readonly totalDistance: Centimetres;
  readonly ballMaxHeight: Centimetres;
  /** Where the ball stopped, right (+) or left (−) of the aim line. */
  readonly lateral: Centimetres;
  readonly flightTime: number;
  readonly landingAngle: Degrees;
  /** Where the ball stopped, hole frame (the pin when holed). */
  readonly rest: Point;
  readonly restSurface: SurfaceType;
  /** From `nextPosition` to the hole; 0 when holed. */
  readonly distanceToHole: Centimetres;
  readonly holed: boolean;
  readonly penalty: ShotPenalty | null;
  /** Where the next stroke is played from: the rest point, a drop, or for out of bounds the previous spot. */
  readonly nextPosition: Point;
  readonly nextSurface: SurfaceType;
  /** The tracer, hole frame: centimetres (z up) and seconds since the strike. */
  readonly path: readonly HolePathPoint[];
}

/** Short pause between the ball reaching the lip and resting at the bottom of the cup, for the tracer. */
const DROP_S = 0.1;

export function playShotOnHole({ hole, ball, launch, aim, conditions }: PlayShotInput): PlayedShot {
  const from = ball.position;
  const heading = headingTowards(from, aim.x === from.x && aim.y === from.y ? hole.pin : aim);
  const stimp = conditions.greenStimp ?? DEFAULT_GREEN_STIMP_FEET;
  const shot = simulateShot(launch, {
    elevation: conditions.elevation,
    wind: conditions.wind,
    greenStimp: stimp,
    surfaceAt: holeSurfaceLookup(hole, from, heading),
  });

  const toHole = (p: { x: number; y: number }): Point => {
    const q = shotPointToHole(p, from, heading);
    return { x: Math.round(q.x), y: Math.round(q.y) };
  };
  let path: HolePathPoint[] = shot.path.map((p) => ({ ...toHole(p), z: p.z, t: p.t }));
  let rest = toHole(shot.rest);
  let restSurface = shot.restSurface;
  let totalDistance = shot.totalDistance;
  let lateral = shot.lateral;

  const capture = findCupCapture(path, hole.pin, (p) => {
    const surface = surfaceAt(hole, p);
    if (surface === SurfaceType.penalty) return greenRollingDeceleration(stimp);
    return SURFACE_RESPONSE[surface].rollingDeceleration ?? greenRollingDeceleration(stimp);
  });
  if (capture) {
    path = [
      ...path.slice(0, capture.index + 1),
      { ...capture.point, z: 0, t: capture.t },
      { ...hole.pin, z: 0, t: Math.round((capture.t + DROP_S) * 1000) / 1000 },
    ];
    rest = hole.pin;
    restSurface = SurfaceType.green;
    totalDistance = roundedDistance(from, rest);
    const h = degreesToRadians(heading);
    // Signed offset of the pin from the aim line: + right.
    lateral = centimetres((rest.x - from.x) * Math.cos(h) - (rest.y - from.y) * Math.sin(h));
  }

  let penalty: ShotPenalty | null = null;
  let nextPosition = rest;
  let nextSurface = restSurface;
  if (!capture && isOutOfBounds(hole, rest)) {
    penalty = 'out_of_bounds';
    nextPosition = from;
    nextSurface = ball.surface;
  } else if (!capture && restSurface === SurfaceType.penalty) {
    penalty = 'water';
    const entry = penaltyAreaEntry(hole, path) ?? rest;
    const drop = penaltyAreaDrop(hole, entry);
    nextPosition = drop ?? from;
    nextSurface = drop ? surfaceAt(hole, drop) : ball.surface;
  }

  return {
    carry: shot.carry,
    totalDistance,
    ballMaxHeight: shot.ballMaxHeight,
    lateral,
    flightTime: shot.flightTime,
    landingAngle: shot.landingAngle,
    rest,
    restSurface,
    distanceToHole: capture ? centimetres(0) : distanceToHole(hole, nextPosition),
    holed: capture !== null,
    penalty,
    nextPosition,
    nextSurface,
    path,
  };
}
