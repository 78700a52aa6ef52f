import { SurfaceType } from '../course';
import { STANDARD_GRAVITY } from './atmosphere';
import { BALL_RADIUS_M } from './aerodynamics';
import type { Feet } from '../units';

/**
 * What the ball does after it first comes down: bounces, then a roll, by surface.
 *
 * Bounce (after A. R. Penner, "The run of a golf ball", Canadian Journal of Physics 80 (2002)
 * 931–940, whose coefficients come from measurements on a putting green). Turf gives under the
 * ball, so the ball meets a surface tilted up towards its direction of travel by the crater angle
 *   θc = 15.4° · (v / 18.6 m/s) · (θ / 44.4°)       (v impact speed, θ impact angle)
 * In that tilted frame the normal velocity vn comes back with the restitution
 *   e(vn) = 0.510 − 0.0375·vn + 0.000903·vn²  for vn ≤ 20 m/s,  0.120 above,
 * and friction μ (0.43 on a green) acts on the contact point's slip (vt + r·ωb, ωb the back
 * spin): the ball either slides through the whole impact (tangential impulse μ(1+e)vn) or
 * reaches rolling, in which case vt' = vt − (2/7)·(vt + r·ωb) (a solid sphere, I = 2/5·m·r²).
 * Strong back spin can so send the ball backwards: a tour wedge checks up or spins back.
 *
 * Between bounces the ball flies a short parabola without air forces. Once a bounce leaves it
 * with less than MIN_BOUNCE_SPEED upwards it rolls. Any remaining slip is worn off by sliding
 * friction (the ball settles at the rolling speed (5/7)·u − (2/7)·r·ωb), then it rolls until it
 * stops under dv/dt = −(a0 + c·v): a rolling resistance a0 and, off the green, a turf drag c that
 * grows with speed, so the fairway tames a drive's run-out and still lets a chip run.
 *
 * Rolling resistance on the green comes from the stimpmeter: the stimpmeter releases the ball at
 * 1.83 m/s (6.0 ft/s; USGA Stimpmeter instruction booklet; Penner 2002) and it rolls the
 * stimp reading d, so the deceleration is a = v0² / (2d): 0.52 m/s² at stimp 11 ft (c = 0).
 *
 * A hard landing on the green ploughs a ball mark (the soft root zone gives, the ball climbs out of
 * it): above BALL_MARK_ONSET (2 m/s) of normal impact speed vn the impact keeps 1 / (1 + k·(vn − 2))
 * of its along-surface speed and spin, k = 0.08 s/m. Penner's rigid impact alone let a slow 7-iron
 * (95 mph, 18°, 4,500 rpm, landing at 38°) leave its first bounce at 6 m/s and run 42 m on a
 * stimp-10 green; with the mark it runs 6 m, a tour 7-iron stops, and steeper landings stop sooner,
 * as PING's "stopping power" and Titleist's 45–50° land angles for irons have it
 * (docs/decisions/0108-green-landing-ball-mark.md). Putts land at a few cm/s: never marked.
 *
 * Other surfaces scale Penner's green values. The fairway's (and tee's) were fitted to TrackMan's
 * total distances of drives (reference-shots.ts: its 2010 driver chart and Andrew Rice's; the
 * held-out TOTAL chart and average-amateur drive within ±8 %, docs/ball-flight.md), with a firm
 * fairway's shallower crater. Rough and bunker are our choices (the spec names the surfaces but not
 * their behaviour):
 *
 * | surface | restitution × | friction μ | crater × | a0 | turf drag c | ball mark k |
 * |---|---|---|---|---|---|---|
 * | green | 1.0 | 0.43 | 1.0 | from stimp (0.42–0.79 m/s² for 13–7 ft) | 0 | 0.08 s/m |
 * | fairway, tee | 0.8 | 0.43 | 0.7 | 1.0 m/s² (a green at stimp ≈ 5.5 ft) | 0.6 /s | 0 |
 * | other (rough) | 0.4 | 0.6 | 1.2 | 3.0 m/s² | 1.2 /s | 0 |
 * | bunker | 0.2 | 0.8 | 1.0 | 12 m/s²; the ball ploughs: spin is lost and only 15 % of the along-surface speed survives an impact | 0 | 0 |
 * | penalty | – | – | – | the ball stays where it lands (water) | – |
 *
 * Side spin does not act on the ground; slopes are not modelled (the course geometry is 2-D).
 */

export interface SurfaceResponse {
  readonly restitution: number;
  readonly friction: number;
  readonly crater: number;
  /** Share of the along-surface speed kept through an impact (1 on turf; sand ploughs). */
  readonly retention: number;
  /** m/s²; null on the green, where it comes from the stimp reading. */
  readonly rollingDeceleration: number | null;
  /** 1/s: turf drag on a rolling ball, adding rollingDrag × speed to the deceleration (0 on the green). */
  readonly rollingDrag: number;
  /**
   * s/m: a soft surface takes a ball mark from a hard landing. Above BALL_MARK_ONSET of normal
   * impact speed vn the impact keeps 1 / (1 + ballMark·(vn − onset)) of its along-surface speed and spin.
   */
  readonly ballMark: number;
}

/** Fairway and tee: fitted to TrackMan's total distances (reference-shots.ts, the 'fit' sources). */
const FAIRWAY: SurfaceResponse = {
  restitution: 0.8,
  friction: 0.43,
  crater: 0.7,
  retention: 1,
  rollingDeceleration: 1.0,
  rollingDrag: 0.6,
  ballMark: 0,
};

export const SURFACE_RESPONSE: Readonly<Record<Exclude<SurfaceType, 60>, SurfaceResponse>> = {
  [SurfaceType.green]: {
    restitution: 1,
    friction: 0.43,
    crater: 1,
    retention: 1,
    rollingDeceleration: null,
    rollingDrag: 0,
    ballMark: 0.08,
  },
  [SurfaceType.fairway]: FAIRWAY,
  [SurfaceType.tee]: FAIRWAY,
  [SurfaceType.other]: {
    restitution: 0.4,
    friction: 0.6,
    crater: 1.2,
    retention: 1,
    rollingDeceleration: 3.0,
    rollingDrag: 1.2,
    ballMark: 0,
  },
  [SurfaceType.bunker]: {
    restitution: 0.2,
    friction: 0.8,
    crater: 1,
    retention: 0.15,
    rollingDeceleration: 12,
    rollingDrag: 0,
    ballMark: 0,
  },
};

/** Stimpmeter release speed, m/s. */
export const STIMPMETER_SPEED = 1.83;
/** Below this upward speed after a bounce the ball rolls (a hop of about 5 cm). */
export const MIN_BOUNCE_SPEED = 1.0;
/** m/s of normal impact speed below which turf takes no ball mark: a putt never lands that hard. */
export const BALL_MARK_ONSET = 2;
const MAX_BOUNCES = 12;
/** Spacing of surface look-ups along a roll, metres. */
const ROLL_CHECK_M = 0.25;
/** Tracer sample spacing for hops and rolls, seconds. */
const GROUND_SAMPLE_S = 0.05;
const ROLL_SAMPLE_S = 0.2;
const STOP_SPEED = 0.01;
const FEET_TO_METRES = 0.3048;
const DEG = Math.PI / 180;

/** Deceleration of a rolling ball on a green of the given stimpmeter reading (feet). */
export function greenRollingDeceleration(stimpFeet: Feet): number {
  return (STIMPMETER_SPEED * STIMPMETER_SPEED) / (2 * stimpFeet * FEET_TO_METRES);
}

/** Penner's coefficient of restitution of a ball on turf for a normal impact speed (m/s). */
export function turfRestitution(normalSpeed: number): number {
  return normalSpeed > 20 ? 0.12 : 0.51 - 0.0375 * normalSpeed + 0.000903 * normalSpeed * normalSpeed;
}

export interface GroundStart {
  /** Landing point, metres, shot frame. */
  readonly x: number;
  readonly y: number;
  readonly vx: number;
  readonly vy: number;
  /** Negative: coming down. */
  readonly vz: number;
  /** Back-spin component of the spin, rad/s (negative for top spin). */
  readonly backSpin: number;
  /** Time of landing, seconds since the strike. */
  readonly time: number;
}

export interface GroundEnvironment {
  /** Surface at a point in the shot frame, metres. */
  readonly surfaceAt: ((x: number, y: number) => SurfaceType) | null;
  readonly greenStimpFeet: Feet;
}

export interface GroundResult {
  readonly x: number;
  readonly y: number;
  readonly surface: SurfaceType;
  readonly time: number;
  /** Flat [x, y, z, t, ...] samples after the landing (the landing itself excluded); empty without tracer. */
  readonly path: number[];
}

/** Speed after rolling for `s` seconds from speed v under dv/dt = −(a0 + c·v). */
function rollSpeed(v: number, a0: number, c: number, s: number): number {
  return c > 0 ? (v + a0 / c) * Math.exp(-c * s) - a0 / c : v - a0 * s;
}

/** Distance rolled in `s` seconds from speed v under dv/dt = −(a0 + c·v). */
function rollDistance(v: number, a0: number, c: number, s: number): number {
  return c > 0 ? ((v + a0 / c) * (1 - Math.exp(-c * s))) / c - (a0 / c) * s : v * s - 0.5 * a0 * s * s;
}

/** Bounces and rolls the ball from its landing to rest; with `tracer: false` the path stays empty. */
export function bounceAndRoll(
  start: GroundStart,
  env: GroundEnvironment,
  { tracer = true }: { tracer?: boolean } = {},
): GroundResult {
  const g = STANDARD_GRAVITY;
  const r = BALL_RADIUS_M;
  const lookup = env.surfaceAt;
  const surfaceAt = (x: number, y: number): SurfaceType => (lookup ? lookup(x, y) : SurfaceType.fairway);
  const path: number[] = [];

  let x = start.x;
  let y = start.y;
  let t = start.time;
  const horizontal = Math.hypot(start.vx, start.vy);
  // Unit direction of travel over the ground (straight down the target line if none).
  const hx = horizontal > 1e-9 ? start.vx / horizontal : 1;
  const hy = horizontal > 1e-9 ? start.vy / horizontal : 0;
  let u = horizontal; // signed speed along (hx, hy)
  let vz = start.vz;
  let wb = start.backSpin;
  let surface = surfaceAt(x, y);

  for (let bounce = 0; ; bounce++) {
    if (surface === SurfaceType.penalty) return { x, y, surface, time: t, path };
    const response = SURFACE_RESPONSE[surface];
    const down = -vz > 0 ? -vz : 0;
    const speed = Math.hypot(u, down);
    const impactAngle = speed > 0 ? Math.atan2(down, Math.abs(u)) / DEG : 90;
    let crater = response.crater * 15.4 * (speed / 18.6) * (impactAngle / 44.4);
    if (impactAngle + crater > 89) crater = Math.max(0, 89 - impactAngle);
    const tilt = crater * DEG * Math.sign(u || 1);
    const cos = Math.cos(tilt);
    const sin = Math.sin(tilt);
    // Into the crater frame: tangent (cos, sin), normal (−sin, cos) in the (along, up) plane.
    const vn = -u * sin + vz * cos; // negative: into the turf
    const vt = u * cos + vz * sin;
    const normal = -vn > 0 ? -vn : 0;
    const e = response.restitution * turfRestitution(normal);
    if (surface === SurfaceType.bunker) wb = 0; // sand takes the spin: no check, no spin back
    const slip = vt + r * wb;
    const maxImpulse = response.friction * (1 + e) * normal;
    let vtOut: number;
    if ((2 / 7) * Math.abs(slip) <= maxImpulse) {
      vtOut = vt - (2 / 7) * slip;
      wb = -vtOut / r;
    } else {
      const impulse = Math.sign(slip) * maxImpulse;
      vtOut = vt - impulse;
      wb -= (5 / (2 * r)) * impulse;
    }
    // A hard landing on a soft green ploughs a ball mark: it takes speed and spin alike.
    const kept =
      normal > BALL_MARK_ONSET
        ? response.retention / (1 + response.ballMark * (normal - BALL_MARK_ONSET))
        : response.retention;
    vtOut *= kept;
    wb *= kept;
    const vnOut = e * normal;
    u = vtOut * cos - vnOut * sin;
    vz = vtOut * sin + vnOut * cos;

    if (vz < MIN_BOUNCE_SPEED || bounce >= MAX_BOUNCES) break;

    // A hop: a parabola without air forces, back to the ground.
    const hop = (2 * vz) / g;
    if (tracer)
      for (let s = GROUND_SAMPLE_S; s < hop; s += GROUND_SAMPLE_S) {
        path.push(x + hx * u * s, y + hy * u * s, vz * s - 0.5 * g * s * s, t + s);
      }
    x += hx * u * hop;
    y += hy * u * hop;
    t += hop;
    vz = -vz;
    if (tracer) path.push(x, y, 0, t);
    surface = surfaceAt(x, y);
  }

  // Sliding until the contact point stops slipping, then rolling.
  const slip = u + r * wb;
  if (Math.abs(slip) > 1e-9) {
    const rolling = (5 / 7) * u - (2 / 7) * r * wb;
    const deceleration = SURFACE_RESPONSE[surface as Exclude<SurfaceType, 60>].friction * g;
    const duration = Math.abs(u - rolling) / deceleration;
    const distance = ((u + rolling) / 2) * duration;
    x += hx * distance;
    y += hy * distance;
    t += duration;
    u = rolling;
    if (tracer && duration > 0) path.push(x, y, 0, t);
  }

  // Rolling: a deceleration per surface, looking the surface up about every ROLL_CHECK_M.
  const dirX = u >= 0 ? hx : -hx;
  const dirY = u >= 0 ? hy : -hy;
  let v = Math.abs(u);
  let lastSample = t;
  while (v > STOP_SPEED) {
    surface = surfaceAt(x, y);
    if (surface === SurfaceType.penalty) break;
    const response = SURFACE_RESPONSE[surface];
    const a0 = response.rollingDeceleration ?? greenRollingDeceleration(env.greenStimpFeet);
    const c = response.rollingDrag;
    // dv/dt = −(a0 + c·v): with c = 0 a constant deceleration, else v(τ) = (v + a0/c)·e^(−cτ) − a0/c.
    const stopTime = c > 0 ? Math.log(1 + (c * v) / a0) / c : v / a0;
    const duration = lookup ? Math.min(stopTime, ROLL_CHECK_M / v) : stopTime;
    // Tracer samples inside this stretch.
    if (tracer) {
      // e^(−c·s) by a running product: one exp per stretch rather than one per sample.
      let s = Math.max(lastSample + ROLL_SAMPLE_S - t, 1e-6);
      let decay = c > 0 ? Math.exp(-c * s) : 1;
      const decayStep = c > 0 ? Math.exp(-c * ROLL_SAMPLE_S) : 1;
      for (; s < duration; s += ROLL_SAMPLE_S, decay *= decayStep) {
        const along = c > 0 ? ((v + a0 / c) * (1 - decay)) / c - (a0 / c) * s : v * s - 0.5 * a0 * s * s;
        path.push(x + dirX * along, y + dirY * along, 0, t + s);
        lastSample = t + s;
      }
    }
    const step = rollDistance(v, a0, c, duration);
    x += dirX * step;
    y += dirY * step;
    t += duration;
    v = duration >= stopTime ? 0 : Math.max(0, rollSpeed(v, a0, c, duration));
  }
  if (surface !== SurfaceType.penalty) surface = surfaceAt(x, y);
  if (tracer) path.push(x, y, 0, t);
  return { x, y, surface, time: t, path };
}
