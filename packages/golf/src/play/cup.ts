import { BALL_RADIUS_M } from '../ball-flight/aerodynamics';
import { STANDARD_GRAVITY } from '../ball-flight/atmosphere';
import { type Point, distance } from '../geometry';
import { type Centimetres, type MetresPerSecond, metresPerSecond } from '../units';

/**
 * The hole (cup) and when a ball drops into it.
 *
 * The hole is 4¼ in (108 mm) across (Rules of Golf 2023, Definitions, "Hole"). A rolling ball
 * whose centre passes over the cup loses its support along the chord it crosses; it drops when
 * it falls at least one ball radius during that crossing, so that it meets the far wall of the
 * cup below its equator instead of riding over the lip. Free fall over the chord c gives the
 * capture speed
 *   v_c = c · √(g / (2·r))
 * which is 1.64 m/s straight over the centre (c = 108 mm, r = 21.3 mm). Holmes ("Putting: how a
 * golf ball and hole interact", American Journal of Physics 59 (1991) 129–136) found 1.63 m/s for
 * a centred ball with a full model of the lip, and Penner ("The physics of putting", Canadian
 * Journal of Physics 80 (2002) 83–96) uses the same figure. Off centre the chord is shorter and
 * the ball must be slower: at 4 cm off centre it drops only below 1.10 m/s.
 *
 * Our choices beyond that: a ball that comes down from the air (a landing or the end of a hop)
 * with its centre over the cup is holed (the flagstick stays in, and a pitch that pitches into
 * the cup stays there), and a ball that stops with its centre over the cup is holed.
 */

// Not whole centimetres, so cast rather than `centimetres()`, which rounds.
export const CUP_DIAMETER_CM = 10.8 as Centimetres;
export const CUP_RADIUS_CM = (CUP_DIAMETER_CM / 2) as Centimetres;

/** Highest speed at which a ball rolling across the cup `offsetCm` from its centre drops in. */
export function captureSpeed(offsetCm: Centimetres): MetresPerSecond {
  const r = CUP_RADIUS_CM / 100;
  const b = Math.abs(offsetCm) / 100;
  if (b >= r) return metresPerSecond(0);
  const chord = 2 * Math.sqrt(r * r - b * b);
  return metresPerSecond(chord * Math.sqrt(STANDARD_GRAVITY / (2 * BALL_RADIUS_M)));
}

/** A tracer sample in the hole frame: centimetres (z up) and seconds since the strike. */
export interface HolePathPoint {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly t: number;
}

export interface CupCapture {
  /** Index of the last tracer sample before the ball drops. */
  readonly index: number;
  /** Where the ball drops (its centre crosses the lip, lands in or stops over the cup). */
  readonly point: Point;
  /** When, seconds since the strike. */
  readonly t: number;
}

/**
 * Where the tracer `path` (hole frame) drops into the cup at `pin`, or null when it does not.
 *
 * Rolling stretches are the steps between two samples on the ground (z = 0). Over one stretch the
 * ball decelerates uniformly (bounce-roll.ts), so its speed where it reaches the cup follows from
 * the stretch's length and duration and the surface's rolling deceleration
 * `decelerationAt(point)` (m/s²); over the last stretch, which ends at rest, from its length and
 * duration alone.
 */
export function findCupCapture(
  path: readonly HolePathPoint[],
  pin: Point,
  decelerationAt: (point: Point) => number,
): CupCapture | null {
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    if (a.z > 0 && b.z === 0) {
      // Coming down from the air at b.
      if (distance(b, pin) <= CUP_RADIUS_CM) return { index: i, point: { x: b.x, y: b.y }, t: b.t };
      continue;
    }
    if (a.z !== 0 || b.z !== 0) continue;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    const duration = b.t - a.t;
    if (length === 0 || duration <= 0) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    const along = (pin.x - a.x) * ux + (pin.y - a.y) * uy;
    const offset = Math.abs((pin.x - a.x) * uy - (pin.y - a.y) * ux) as Centimetres;
    if (offset >= CUP_RADIUS_CM) continue;
    const half = Math.sqrt(CUP_RADIUS_CM * CUP_RADIUS_CM - offset * offset);
    const enter = along - half;
    const exit = along + half;
    if (enter > length || exit < 0) continue;

    const atRest = i + 2 === path.length;
    if (atRest && length <= exit) return { index: i, point: { x: b.x, y: b.y }, t: b.t };
    const metres = length / 100;
    const deceleration = atRest ? (2 * metres) / (duration * duration) : decelerationAt(pin);
    const startSpeed = Math.max(0, metres / duration + (deceleration * duration) / 2);
    const s = Math.max(0, enter) / 100;
    const speed = Math.sqrt(Math.max(0, startSpeed * startSpeed - 2 * deceleration * s));
    if (speed <= captureSpeed(offset)) {
      const elapsed = deceleration > 0 ? (startSpeed - speed) / deceleration : s / Math.max(startSpeed, 1e-9);
      return {
        index: i,
        point: { x: Math.round(a.x + ux * s * 100), y: Math.round(a.y + uy * s * 100) },
        t: Math.round((a.t + elapsed) * 1000) / 1000,
      };
    }
  }
  return null;
}
