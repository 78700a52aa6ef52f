import { surfaceAt as holeSurfaceAt, type SurfaceType, type HoleDefinition } from '../course';
import type { Point } from '../geometry';
import {
  type Celsius,
  type Centimetres,
  type Degrees,
  type Feet,
  type MetresPerSecond,
  type Rpm,
  centimetres,
  degrees,
  degreesToRadians,
  feet,
} from '../units';
import type { AeroCoefficients } from './aerodynamics';
import { airForElevation, Elevation } from './atmosphere';
import { bounceAndRoll } from './bounce-roll';
import { FLIGHT_PATH_CAPACITY, flyInto } from './flight';

/**
 * `simulateShot(launch, conditions)`: the whole shot, from the strike to where the ball stops.
 *
 * Frame: x downrange along the target line, y to the right of it, z up, with the ball at the
 * origin. Launch data are in the player's frame as a launch monitor reports them: a positive
 * azimuth starts the ball right of the target line and positive side spin (or a positive spin
 * axis) curves it to the right, whatever the player's hand.
 */

interface LaunchBase {
  readonly ballSpeed: MetresPerSecond;
  /** Vertical launch angle, degrees above the horizon. */
  readonly launchAngle: Degrees;
  /** Horizontal launch direction, degrees, positive to the right of the target line. */
  readonly azimuth: Degrees;
}

/** Spin as back spin and side spin (TrackMan's spin components). */
export interface LaunchWithSpinComponents extends LaunchBase {
  /** rpm; negative is top spin. */
  readonly backSpin: Rpm;
  /** rpm; positive curves the ball to the right. */
  readonly sideSpin: Rpm;
}

/** Spin as total spin and spin axis (the axis tilt; positive tilts right and curves right). */
export interface LaunchWithSpinAxis extends LaunchBase {
  readonly totalSpin: Rpm;
  readonly spinAxis: Degrees;
}

export type ShotLaunch = LaunchWithSpinComponents | LaunchWithSpinAxis;

export interface Wind {
  readonly speed: MetresPerSecond;
  /**
   * Where the wind blows to, degrees clockwise (seen from above) from the target line: 0 helps
   * (blows downrange), 90 blows from left to right, 180 is into the player's face.
   */
  readonly direction: Degrees;
}

/** A point on the ground in the shot frame, centimetres: x downrange, y right of the target line. */
export interface ShotGroundPoint {
  readonly x: number;
  readonly y: number;
}

export interface ShotConditions {
  /** The round's elevation (spec enum); sea level when absent. */
  readonly elevation?: Elevation;
  /** Air temperature; the ISA temperature of the elevation (15 °C at sea level) when absent. */
  readonly temperature?: Celsius;
  /** Uniform wind at every height; calm when absent. */
  readonly wind?: Wind;
  /**
   * The surface under a point of the shot frame. Use `holeSurfaceLookup` for a hole of a course;
   * when absent everything is fairway.
   */
  readonly surfaceAt?: (point: ShotGroundPoint) => SurfaceType;
  /** Stimpmeter reading of the greens; DEFAULT_GREEN_STIMP_FEET when absent. */
  readonly greenStimp?: Feet;
  /** Aerodynamic coefficients; DEFAULT_AERO when absent (for experiments, not for play). */
  readonly aero?: AeroCoefficients;
}

/** A tracer sample: centimetres in the shot frame and seconds since the strike. */
export interface ShotPathPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly t: number;
}

export interface ShotResult {
  /** Ground distance from the ball to where it first lands. */
  readonly carry: Centimetres;
  /** Ground distance from the ball to where it stops. */
  readonly totalDistance: Centimetres;
  /** Highest point of the flight above the ground. */
  readonly ballMaxHeight: Centimetres;
  /** Where it stops, right (+) or left (−) of the target line. */
  readonly lateral: Centimetres;
  /** Seconds in the air until the first landing (millisecond precision). */
  readonly flightTime: number;
  /** Angle of descent at the first landing, degrees below the horizon (one decimal). */
  readonly landingAngle: Degrees;
  readonly landing: ShotGroundPoint;
  readonly rest: ShotGroundPoint;
  /** The surface where the ball stops (a ball that lands or rolls in a penalty area stays there). */
  readonly restSurface: SurfaceType;
  /** Flight, bounces and roll for a tracer, at most MAX_PATH_POINTS points; empty with `{ tracer: false }`. */
  readonly path: readonly ShotPathPoint[];
}

/** The spec's green_stimp level 2 (medium) reads 9 ft. */
export const DEFAULT_GREEN_STIMP_FEET = feet(9);
export const MAX_PATH_POINTS = 300;
const RPM_TO_RAD_S = (2 * Math.PI) / 60;
/** The flight's tracer samples, read into the shot's path before the next shot is flown. */
const FLIGHT_PATH = new Float64Array(FLIGHT_PATH_CAPACITY);

function spinOf(launch: ShotLaunch): { total: number; axis: number } {
  if ('totalSpin' in launch) return { total: launch.totalSpin, axis: degreesToRadians(launch.spinAxis) };
  return { total: Math.hypot(launch.backSpin, launch.sideSpin), axis: Math.atan2(launch.sideSpin, launch.backSpin) };
}

/**
 * A tracer point with a shape of its own: as an object literal it shared V8's hidden class with
 * every other `{ x, y }` (ground points, course geometry), whose fractional or −0 values made it
 * store x, y and z as boxed doubles, three more allocations a point.
 */
class TracerPoint implements ShotPathPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly t: number;
  constructor(x: number, y: number, z: number, t: number) {
    this.x = x;
    this.y = y;
    this.z = z;
    this.t = t;
  }
}

/**
 * Metres to whole centimetres, never −0 (Math.round(−0.4) is −0, which a small-integer field cannot
 * hold); the tracer's last point and the rest point agree on it.
 */
function wholeCentimetres(metres: number): Centimetres {
  return (Math.round(metres * 100) + 0) as Centimetres;
}

/**
 * The tracer: the flight's and the ground's flat samples as one sequence, keeping the first and
 * last and spreading the rest evenly when there are more than MAX_PATH_POINTS. Read from both
 * arrays in place rather than joined first (this runs for every shot).
 */
function boundedPath(flight: Float64Array, flightLength: number, ground: readonly number[]): ShotPathPoint[] {
  const inFlight = flightLength / 4;
  const count = inFlight + ground.length / 4;
  const stride = count > MAX_PATH_POINTS ? (count - 1) / (MAX_PATH_POINTS - 1) : 1;
  const take = Math.min(count, MAX_PATH_POINTS);
  const points = new Array<ShotPathPoint>(take);
  for (let i = 0; i < take; i++) {
    const j = i === take - 1 ? count - 1 : Math.round(i * stride);
    const from: ArrayLike<number> = j < inFlight ? flight : ground;
    const k = j < inFlight ? 4 * j : 4 * (j - inFlight);
    points[i] = new TracerPoint(
      wholeCentimetres(from[k]!),
      wholeCentimetres(from[k + 1]!),
      wholeCentimetres(from[k + 2]!),
      Math.round(from[k + 3]! * 1000) / 1000,
    );
  }
  return points;
}

/**
 * `options.tracer: false` leaves the path empty, for a caller that wants only the distances (shot
 * integrity checks every reported stroke): the tracer's samples and points take about a third to half
 * of a shot's time (a 70 m/s drive: 10.7 against 17–22 µs, measured 2026-11-25).
 */
export function simulateShot(
  launch: ShotLaunch,
  conditions: ShotConditions = {},
  options: { tracer?: boolean } = {},
): ShotResult {
  const tracer = options.tracer ?? true;
  const spin = spinOf(launch);
  if (
    !Number.isFinite(launch.ballSpeed) ||
    !Number.isFinite(launch.launchAngle) ||
    !Number.isFinite(launch.azimuth) ||
    !Number.isFinite(spin.total) ||
    !Number.isFinite(spin.axis)
  ) {
    throw new RangeError('launch data must be finite numbers');
  }
  if (launch.ballSpeed < 0) throw new RangeError('ball speed must not be negative');

  const theta = degreesToRadians(launch.launchAngle);
  const psi = degreesToRadians(launch.azimuth);
  // A negative total spin is the same spin about the reversed axis.
  const omega = Math.abs(spin.total) * RPM_TO_RAD_S;
  const axis = spin.total < 0 ? spin.axis + Math.PI : spin.axis;
  const cosAxis = Math.cos(axis);
  const wind = conditions.wind;
  const windDirection = wind ? degreesToRadians(wind.direction) : 0;
  const windSpeed = wind?.speed ?? 0;

  const flight = flyInto(
    {
      vx: launch.ballSpeed * Math.cos(theta) * Math.cos(psi),
      vy: launch.ballSpeed * Math.cos(theta) * Math.sin(psi),
      vz: launch.ballSpeed * Math.sin(theta),
      omega,
      ax: Math.sin(psi) * cosAxis,
      ay: -Math.cos(psi) * cosAxis,
      az: Math.sin(axis),
    },
    {
      air: airForElevation(conditions.elevation ?? Elevation.sea_level, conditions.temperature),
      windX: windSpeed * Math.cos(windDirection),
      windY: windSpeed * Math.sin(windDirection),
      aero: conditions.aero,
    },
    tracer ? FLIGHT_PATH : null,
  );

  const lookup = conditions.surfaceAt;
  const ground = bounceAndRoll(
    {
      x: flight.x,
      y: flight.y,
      vx: flight.vx,
      vy: flight.vy,
      vz: flight.vz,
      backSpin: flight.omega * cosAxis,
      time: flight.time,
    },
    {
      surfaceAt: lookup ? (x, y) => lookup({ x: x * 100, y: y * 100 }) : null,
      greenStimpFeet: conditions.greenStimp ?? DEFAULT_GREEN_STIMP_FEET,
    },
    { tracer },
  );

  const horizontal = Math.hypot(flight.vx, flight.vy);
  return {
    carry: centimetres(Math.hypot(flight.x, flight.y) * 100),
    totalDistance: centimetres(Math.hypot(ground.x, ground.y) * 100),
    ballMaxHeight: centimetres(flight.maxHeight * 100),
    lateral: wholeCentimetres(ground.y),
    flightTime: Math.round(flight.time * 1000) / 1000,
    landingAngle: degrees(Math.round((Math.atan2(-flight.vz, horizontal) * 1800) / Math.PI) / 10),
    landing: { x: wholeCentimetres(flight.x), y: wholeCentimetres(flight.y) },
    rest: { x: wholeCentimetres(ground.x), y: wholeCentimetres(ground.y) },
    restSurface: ground.surface,
    path: tracer ? boundedPath(FLIGHT_PATH, flight.pathLength, ground.path) : [],
  };
}

/**
 * Turns a point of the shot frame into the hole frame (course.ts: +y forward from the back tee,
 * +x right). `from` is the ball's position in the hole frame and `heading` the target line,
 * degrees clockwise from the hole's +y axis.
 */
export function shotPointToHole(point: ShotGroundPoint, from: Point, heading: Degrees): Point {
  const h = degreesToRadians(heading);
  const sin = Math.sin(h);
  const cos = Math.cos(h);
  return { x: from.x + point.x * sin + point.y * cos, y: from.y + point.x * cos - point.y * sin };
}

/** A `surfaceAt` for `simulateShot` from a hole's geometry, for a ball at `from` aimed along `heading`. */
export function holeSurfaceLookup(
  hole: HoleDefinition,
  from: Point,
  heading: Degrees,
): (point: ShotGroundPoint) => SurfaceType {
  return (point) => {
    const p = shotPointToHole(point, from, heading);
    // The course's polygons are in whole centimetres; so are the points tested against them.
    return holeSurfaceAt(hole, { x: Math.round(p.x), y: Math.round(p.y) });
  };
}
