import { STANDARD_GRAVITY, type Air } from './atmosphere';
import type { AeroCoefficients } from './aerodynamics';
import {
  AXIS_X,
  AXIS_Y,
  AXIS_Z,
  DECAY,
  dragTimesSpeed,
  FLIGHT_CONSTANTS,
  flightConstants,
  liftTimesSpeed,
  RADIUS,
  WIND_X,
  WIND_Y,
} from './forces';

/**
 * The flight of the ball through the air, from the club to its first contact with the ground.
 *
 * Frame (every vector in the ball-flight model): x downrange along the target line, y lateral
 * (+ = right of the target line, seen from behind the ball), z up; metres, seconds, radians. The
 * ball starts at the origin on level ground (z = 0). The model does not know the player's hand:
 * launch data arrive in this frame (the server and UI turn a left-hander's data into it).
 *
 * This frame is left-handed (x × y = −z), so the Magnus term is written with the "lift axis" a,
 * the unit vector for which the component formula a ⨯ v points where the Magnus force points
 * (a is the physical spin axis with its sign flipped for the mirrored frame):
 *   a = (sin ψ·cos φ, −cos ψ·cos φ, sin φ)   for azimuth ψ and spin-axis tilt φ,
 * which gives pure lift (+z) for back spin and a push to +y (right) for a positive tilt.
 *
 * Equations of motion (m the ball's mass, A its cross-section, v_r = v − wind, V = |v_r|):
 *   dv/dt = −g·ẑ − k·CD·V·v_r + k·CL·V·(a ⨯ v_r),   k = ρ·A / (2m)
 *   dω/dt = −Rω·(ρ/ρ0)·(V/r)·ω                       (Smits & Smith 1994 spin decay)
 * The spin axis keeps its direction (gyroscopic stability; no precession is modelled).
 *
 * Integration: a fixed step FLIGHT_STEP_S (25 ms). Three classical RK4 steps start a
 * fourth-order Adams–Bashforth (velocity, spin) / Adams–Moulton (position) scheme, which needs one
 * derivative evaluation per step instead of RK4's four. That evaluation is latency-bound (a square
 * root in the dependency chain, and no division), so the number of steps is what sets the speed.
 * The forces change slowly over a flight of seconds (|h·λ| ≈ 0.02, well inside the scheme's
 * stability region), and the coefficient laws have no sharp corner where a flight crosses them
 * (aerodynamics.ts): against the same equations at 0.5 ms the published reference shots land within
 * 0.2 mm, and any launch inside the endpoint's bounds that stays up over half a second within 2 mm.
 * integrator.test.ts checks 2 cm against a plain RK4 at 1 ms and 1 cm against this integrator at
 * 1 ms. The landing (z crossing 0 downwards) and the apex are found inside their step on the cubic
 * Hermite curve through the height and vertical speed at both ends; a straight line would be off
 * by millimetres at this step.
 */

export const FLIGHT_STEP_S = 0.025;
/** A path sample for the tracer every this many steps (50 ms). */
export const PATH_SAMPLE_STEPS = 2;
/** No ball inside the input bounds stays up this long; a guard against runaway inputs. */
export const MAX_FLIGHT_S = 30;

export interface FlightStart {
  /** Initial velocity, m/s, in the shot frame. */
  readonly vx: number;
  readonly vy: number;
  readonly vz: number;
  /** Spin rate, rad/s (≥ 0). */
  readonly omega: number;
  /** Lift axis (unit vector, see above). */
  readonly ax: number;
  readonly ay: number;
  readonly az: number;
}

export interface FlightEnvironment {
  readonly air: Air;
  /** Wind velocity, m/s, horizontal, in the shot frame. */
  readonly windX: number;
  readonly windY: number;
  readonly aero?: AeroCoefficients;
}

export interface FlightResult {
  /** Landing point, metres. */
  readonly x: number;
  readonly y: number;
  /** Velocity at landing, m/s. */
  readonly vx: number;
  readonly vy: number;
  readonly vz: number;
  /** Spin rate at landing, rad/s. */
  readonly omega: number;
  readonly time: number;
  readonly maxHeight: number;
  /** Tracer samples, flat [x, y, z, t, x, y, z, t, ...] in metres and seconds, ending at the landing (empty without tracer). */
  readonly path: number[];
}

/** Writes a tracer sample at `length` (if there is room) and returns the new length. */
function sample(path: Float64Array, length: number, x: number, y: number, z: number, t: number): number {
  if (length + 4 > path.length) return length;
  path[length] = x;
  path[length + 1] = y;
  path[length + 2] = z;
  path[length + 3] = t;
  return length + 4;
}

/**
 * Where a cubic through (0, z0) and (1, z1) with slopes s0, s1 (height and vertical speed times
 * the step) crosses zero, z0 > 0 ≥ z1: Newton's method from the straight-line guess, kept inside
 * the step.
 */
function hermiteRoot(z0: number, z1: number, s0: number, s1: number): number {
  let f = z0 / (z0 - z1);
  for (let i = 0; i < 3; i++) {
    const f2 = f * f;
    const f3 = f2 * f;
    const h00 = 2 * f3 - 3 * f2 + 1;
    const h10 = f3 - 2 * f2 + f;
    const h01 = -2 * f3 + 3 * f2;
    const h11 = f3 - f2;
    const value = h00 * z0 + h10 * s0 + h01 * z1 + h11 * s1;
    const slope = (6 * f2 - 6 * f) * z0 + (3 * f2 - 4 * f + 1) * s0 + (6 * f - 6 * f2) * z1 + (3 * f2 - 2 * f) * s1;
    if (slope === 0) break;
    f -= value / slope;
  }
  return f < 0 ? 0 : f > 1 ? 1 : f;
}

/** Cubic Hermite value at f in [0, 1] between (a, slope sa·step) and (b, slope sb·step). */
function hermite(a: number, b: number, sa: number, sb: number, f: number): number {
  const f2 = f * f;
  const f3 = f2 * f;
  return (2 * f3 - 3 * f2 + 1) * a + (f3 - 2 * f2 + f) * sa + (-2 * f3 + 3 * f2) * b + (f3 - f2) * sb;
}

/** Room for the tracer samples of the longest flight (MAX_FLIGHT_S at one sample per 37.5 ms at most). */
export const FLIGHT_PATH_CAPACITY = 4 * 810;

// Scratch space for one flight at a time (a flight runs to the end without yielding or recursing):
// typed arrays are costly to allocate, and growing a plain array sample by sample costs a quarter
// of a shot.
const SCRATCH_K = new Float64Array(FLIGHT_CONSTANTS);
const SCRATCH_K2 = new Float64Array(4);
const SCRATCH_K3 = new Float64Array(4);
const SCRATCH_PATH = new Float64Array(FLIGHT_PATH_CAPACITY);
// The apex step's ends go to the apex's height through an array: a call that is not inlined, given
// the loop's numbers themselves, makes V8 box them into heap numbers on every step.
const SCRATCH_APEX = new Float64Array(5);
/** The top of the Hermite cubic of an apex step: [z0, z1, slope0, slope1, f]. */
function apexHeight(a: Float64Array): number {
  return hermite(a[0]!, a[1]!, a[2]!, a[3]!, a[4]!);
}

/** A flight's end: FlightResult without the path, and how many numbers of the path were written. */
export type FlightEnd = Omit<FlightResult, 'path'> & { readonly pathLength: number };

/**
 * Flies the ball from the origin until it comes back to z = 0 (`step` in seconds, for tests).
 * With `tracer: false` the path stays empty.
 */
export function simulateFlight(
  start: FlightStart,
  env: FlightEnvironment,
  { step = FLIGHT_STEP_S, tracer = true }: { step?: number; tracer?: boolean } = {},
): FlightResult {
  const { pathLength, ...end } = flyInto(start, env, tracer ? SCRATCH_PATH : null, step);
  return { ...end, path: tracer ? Array.from(SCRATCH_PATH.subarray(0, pathLength)) : [] };
}

/**
 * simulateFlight, writing the tracer samples into `path` (FLIGHT_PATH_CAPACITY numbers; null for
 * none) instead of a new array: simulateShot reads them from there.
 *
 * The derivative is written out in the loop, at its one place, rather than called: V8 inlines a
 * function only while the inlined bytecode stays within a budget (920 bytes a caller), and it
 * counts into a callee's size whatever that callee's own optimised code has inlined. A derivative
 * function is hot enough to be optimised on its own before the flight is, and then, with the
 * coefficient laws inside it, it no longer fitted: every step called it and boxed its arguments,
 * or not, depending on which compile finished first. The RK4 start-up evaluates its stages at the
 * same place, one a pass, so there is no second copy of it.
 */
export function flyInto(
  start: FlightStart,
  env: FlightEnvironment,
  path: Float64Array | null,
  step: number = FLIGHT_STEP_S,
): FlightEnd {
  const K = flightConstants(start, env, SCRATCH_K);
  const windX = K[WIND_X]!;
  const windY = K[WIND_Y]!;
  const radius = K[RADIUS]!;
  const decay = K[DECAY]!;
  const ax = K[AXIS_X]!;
  const ay = K[AXIS_Y]!;
  const az = K[AXIS_Z]!;
  const dt = step;
  let x = 0;
  let y = 0;
  let z = 0;
  let vx = start.vx;
  let vy = start.vy;
  let vz = start.vz;
  let w = start.omega;
  let t = 0;
  let maxHeight = 0;
  // The first sample is the origin (the array's zeros are overwritten: it is scratch space).
  let pathLength = 0;
  if (path) {
    path[0] = path[1] = path[2] = path[3] = 0;
    pathLength = 4;
  }
  const sampleEvery = Math.max(1, Math.round(PATH_SAMPLE_STEPS * (FLIGHT_STEP_S / dt)));
  let untilSample = sampleEvery;

  // History for the multistep formulas, in plain numbers: the derivative now (a0*, w0) and one to
  // three steps ago (a1*..a3*, w1..w3); the velocity one and two steps ago (p1*, p2*).
  let a0x = 0, a0y = 0, a0z = 0, w0 = 0; // prettier-ignore
  let a1x = 0, a1y = 0, a1z = 0, w1 = 0; // prettier-ignore
  let a2x = 0, a2y = 0, a2z = 0, w2 = 0; // prettier-ignore
  let a3x = 0, a3y = 0, a3z = 0, w3 = 0; // prettier-ignore
  let p1x = 0, p1y = 0, p1z = 0, p2x = 0, p2y = 0, p2z = 0; // prettier-ignore
  const s = dt / 24;
  const s55 = 55 * s;
  const s9 = 9 * s;
  // RK4's stage k2 and k3 of a start-up step, and its weights.
  const k2 = SCRATCH_K2;
  const k3 = SCRATCH_K3;
  const h = dt / 2;
  const s6 = dt / 6;
  const q = (dt * dt) / 6;

  // Each pass evaluates the derivative once, at (ux, uy, uz, uw): at the state (stage 0), and in
  // the three start-up steps also at RK4's later stages (1–3), which go round again before the step
  // is taken. The step that lands is left in n*; the landing is worked out after the loop, which
  // then calls nothing with the loop's numbers (see SCRATCH_APEX).
  let ux = vx, uy = vy, uz = vz, uw = w; // prettier-ignore
  let stage = 0;
  let nx = 0, ny = 0, nz = 0, nvx = 0, nvy = 0, nvz = 0, nw = 0; // prettier-ignore
  for (let n = 0; ;) {
    // The derivative (equations above), with the coefficient laws of forces.ts:
    // V = |v − wind|;  dv/dt = −k·CD·V·v_r + k·CL·V·(a ⨯ v_r) − g·ẑ;  dω/dt = −decay·V·ω.
    const rx = ux - windX;
    const ry = uy - windY;
    const V = Math.sqrt(rx * rx + ry * ry + uz * uz);
    const rw = radius * uw;
    const dragV = dragTimesSpeed(K, V, rw);
    const liftV = liftTimesSpeed(K, V, rw);
    const gx = -dragV * rx + liftV * (ay * uz - az * ry);
    const gy = -dragV * ry + liftV * (az * rx - ax * uz);
    const gz = -dragV * uz + liftV * (ax * ry - ay * rx) - STANDARD_GRAVITY;
    const gw = -decay * V * uw;

    if (stage === 0) {
      a0x = gx;
      a0y = gy;
      a0z = gz;
      w0 = gw;
      if (n < 3) {
        stage = 1;
        ux = vx + h * a0x;
        uy = vy + h * a0y;
        uz = vz + h * a0z;
        uw = w + h * w0;
        continue;
      }
      // Fourth-order Adams–Bashforth for velocity and spin, fourth-order Adams–Moulton for
      // position (explicit here: the new velocity is already known). The older terms are summed
      // first so that the newest derivative is the last thing each update waits for.
      nvx = vx + s * (-59 * a1x + 37 * a2x - 9 * a3x) + s55 * a0x;
      nvy = vy + s * (-59 * a1y + 37 * a2y - 9 * a3y) + s55 * a0y;
      nvz = vz + s * (-59 * a1z + 37 * a2z - 9 * a3z) + s55 * a0z;
      nw = w + s * (-59 * w1 + 37 * w2 - 9 * w3) + s55 * w0;
      nx = x + s * (19 * vx - 5 * p1x + p2x) + s9 * nvx;
      ny = y + s * (19 * vy - 5 * p1y + p2y) + s9 * nvy;
      nz = z + s * (19 * vz - 5 * p1z + p2z) + s9 * nvz;
    } else if (stage === 1) {
      k2[0] = gx;
      k2[1] = gy;
      k2[2] = gz;
      k2[3] = gw;
      stage = 2;
      ux = vx + h * gx;
      uy = vy + h * gy;
      uz = vz + h * gz;
      uw = w + h * gw;
      continue;
    } else if (stage === 2) {
      k3[0] = gx;
      k3[1] = gy;
      k3[2] = gz;
      k3[3] = gw;
      stage = 3;
      ux = vx + dt * gx;
      uy = vy + dt * gy;
      uz = vz + dt * gz;
      uw = w + dt * gw;
      continue;
    } else {
      // A start-up step, classical RK4 (g is its last stage). Since x' = v, RK4 on the position
      // reduces to x + dt·v + dt²/6·(k1 + k2 + k3) with k the acceleration stages.
      stage = 0;
      nx = x + dt * vx + q * (a0x + k2[0]! + k3[0]!);
      ny = y + dt * vy + q * (a0y + k2[1]! + k3[1]!);
      nz = z + dt * vz + q * (a0z + k2[2]! + k3[2]!);
      nvx = vx + s6 * (a0x + 2 * k2[0]! + 2 * k3[0]! + gx);
      nvy = vy + s6 * (a0y + 2 * k2[1]! + 2 * k3[1]! + gy);
      nvz = vz + s6 * (a0z + 2 * k2[2]! + 2 * k3[2]! + gz);
      nw = w + s6 * (w0 + 2 * k2[3]! + 2 * k3[3]! + gw);
    }

    if (vz > 0 && nvz <= 0) {
      // The apex is inside this step: the top of the Hermite cubic, where the vertical speed
      // (interpolated linearly, which is exact enough over one step) reaches zero.
      const apex = SCRATCH_APEX;
      apex[0] = z;
      apex[1] = nz;
      apex[2] = vz * dt;
      apex[3] = nvz * dt;
      apex[4] = vz / (vz - nvz);
      maxHeight = Math.max(maxHeight, apexHeight(apex));
    }

    if (nz <= 0 && (nvz < 0 || n === 0)) break;

    p2x = p1x;
    p2y = p1y;
    p2z = p1z;
    p1x = vx;
    p1y = vy;
    p1z = vz;
    x = nx;
    y = ny;
    z = nz;
    vx = nvx;
    vy = nvy;
    vz = nvz;
    w = nw;
    t += dt;
    a3x = a2x;
    a3y = a2y;
    a3z = a2z;
    w3 = w2; // prettier-ignore
    a2x = a1x;
    a2y = a1y;
    a2z = a1z;
    w2 = w1; // prettier-ignore
    a1x = a0x;
    a1y = a0y;
    a1z = a0z;
    w1 = w0; // prettier-ignore

    if (z > maxHeight) maxHeight = z;
    if (path && --untilSample === 0) {
      pathLength = sample(path, pathLength, x, y, z, t);
      untilSample = sampleEvery;
    }
    if (t >= MAX_FLIGHT_S) break;
    n++;
    ux = vx;
    uy = vy;
    uz = vz;
    uw = w;
  }
  if (t >= MAX_FLIGHT_S) {
    if (path) pathLength = sample(path, pathLength, x, y, 0, t);
    return { x, y, vx, vy, vz, omega: w, time: t, maxHeight, pathLength };
  }

  // Landed inside this step: where the Hermite cubic of the height crosses zero.
  const f = z > 0 ? hermiteRoot(z, nz, vz * dt, nvz * dt) : 0;
  const lx = hermite(x, nx, vx * dt, nvx * dt, f);
  const ly = hermite(y, ny, vy * dt, nvy * dt, f);
  const lt = t + dt * f;
  if (path) pathLength = sample(path, pathLength, lx, ly, 0, lt);
  return {
    x: lx,
    y: ly,
    vx: vx + (nvx - vx) * f,
    vy: vy + (nvy - vy) * f,
    vz: vz + (nvz - vz) * f,
    omega: w + (nw - w) * f,
    time: lt,
    maxHeight,
    pathLength,
  };
}
