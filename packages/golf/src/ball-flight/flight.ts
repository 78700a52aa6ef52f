import { STANDARD_GRAVITY, type Air } from './atmosphere';
import { BALL_AREA_M2, BALL_MASS_KG, BALL_RADIUS_M, DEFAULT_AERO, type AeroCoefficients } from './aerodynamics';

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
 *   dω/dt = −Rω·(V/r)·ω                              (Smits & Smith 1994 spin decay)
 * The spin axis keeps its direction (gyroscopic stability; no precession is modelled).
 *
 * Integration: classical fourth-order Runge–Kutta with a fixed step FLIGHT_STEP_S; the landing
 * (z crossing 0 downwards) is found by linear interpolation inside the last step, whose error is
 * far below a millimetre at this step size.
 */

export const FLIGHT_STEP_S = 0.005;
/** A path sample for the tracer every this many steps (50 ms). */
export const PATH_SAMPLE_STEPS = 10;
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
  /** Tracer samples, flat [x, y, z, t, x, y, z, t, ...] in metres and seconds, ending at the landing. */
  readonly path: number[];
}

/** Flies the ball from the origin until it comes back to z = 0 (`step` in seconds, for tests). */
export function simulateFlight(start: FlightStart, env: FlightEnvironment, step: number = FLIGHT_STEP_S): FlightResult {
  const c = env.aero ?? DEFAULT_AERO;
  // Everything the derivative needs, as local numbers. The coefficient formulas are those of
  // aerodynamics.ts (dragCoefficient, liftCoefficient) multiplied through by the speed V, which
  // removes every division but one: with S·V = r·ω,
  //   k·CD·V = k·(base(Re)·V + cdSpin·r·ω),   k·CL·V = k·clMax·r·ω·V / (r·ω + clHalfSpin·V) · fade(Re)
  // and the Reynolds-number thresholds become speeds. ball-flight.test.ts checks that this and
  // the coefficient functions agree.
  const k = (env.air.density * BALL_AREA_M2) / (2 * BALL_MASS_KG);
  const reFactor = (env.air.density * 2 * BALL_RADIUS_M) / env.air.viscosity;
  const decay = c.spinDecay / BALL_RADIUS_M;
  const r = BALL_RADIUS_M;
  const cdSub = c.cdSubcritical;
  const cdSup = c.cdSupercritical;
  const cdSpinR = c.cdSpin * r;
  const vCritStart = c.reCriticalStart / reFactor;
  const vCritEnd = c.reCriticalEnd / reFactor;
  const cdSlope = (cdSup - cdSub) / (vCritEnd - vCritStart);
  const cdReSlope = (c.cdRe / 1e5) * reFactor;
  const vNoLift = c.reNoLift / reFactor;
  const vFullLift = c.reFullLift / reFactor;
  const fadeSlope = 1 / (vFullLift - vNoLift);
  const liftR = c.clMax * r;
  const halfSpin = c.clHalfSpin;
  const { ax, ay, az } = start;
  const wx = env.windX;
  const wy = env.windY;
  const g = STANDARD_GRAVITY;

  // The derivative at velocity (vx, vy, vz) and spin w, into out[0..3] (acceleration, dω/dt):
  //   V = |v − wind|;  dv/dt = −k·CD·V·v_r + k·CL·V·(a ⨯ v_r) − g·ẑ;  dω/dt = −decay·V·ω
  const derivative = (vx: number, vy: number, vz: number, w: number, out: Float64Array): void => {
    const rx = vx - wx;
    const ry = vy - wy;
    const V = Math.sqrt(rx * rx + ry * ry + vz * vz);
    const base =
      V >= vCritEnd ? cdSup + cdReSlope * (V - vCritEnd) : V <= vCritStart ? cdSub : cdSub + cdSlope * (V - vCritStart);
    const dragV = k * (base * V + cdSpinR * w);
    const fade = V >= vFullLift ? 1 : V > vNoLift ? (V - vNoLift) * fadeSlope : 0;
    const liftV = w > 0 ? (k * liftR * w * V * fade) / (r * w + halfSpin * V) : 0;
    out[0] = -dragV * rx + liftV * (ay * vz - az * ry);
    out[1] = -dragV * ry + liftV * (az * rx - ax * vz);
    out[2] = -dragV * vz + liftV * (ax * ry - ay * rx) - g;
    out[3] = -decay * V * w;
  };

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
  const path: number[] = [0, 0, 0, 0];
  const sampleEvery = Math.max(1, Math.round(PATH_SAMPLE_STEPS * (FLIGHT_STEP_S / dt)));
  let untilSample = sampleEvery;

  // History for the multistep formulas, in plain numbers: the derivative now (a0*, w0) and one to
  // three steps ago (a1*..a3*, w1..w3); the velocity one and two steps ago (p1*, p2*).
  const d = new Float64Array(4);
  const k2 = new Float64Array(4);
  const k3 = new Float64Array(4);
  const k4 = new Float64Array(4);
  derivative(vx, vy, vz, w, d);
  let a0x = d[0]!, a0y = d[1]!, a0z = d[2]!, w0 = d[3]!; // prettier-ignore
  let a1x = 0, a1y = 0, a1z = 0, w1 = 0; // prettier-ignore
  let a2x = 0, a2y = 0, a2z = 0, w2 = 0; // prettier-ignore
  let a3x = 0, a3y = 0, a3z = 0, w3 = 0; // prettier-ignore
  let p1x = 0, p1y = 0, p1z = 0, p2x = 0, p2y = 0, p2z = 0; // prettier-ignore

  for (let n = 0; ; n++) {
    let nx: number, ny: number, nz: number, nvx: number, nvy: number, nvz: number, nw: number; // prettier-ignore
    if (n < 3) {
      // Start-up: three classical RK4 steps build the history. Since x' = v, RK4 on the position
      // reduces to x + dt·v + dt²/6·(k1 + k2 + k3) with k the acceleration stages.
      const h = dt / 2;
      derivative(vx + h * a0x, vy + h * a0y, vz + h * a0z, w + h * w0, k2);
      derivative(vx + h * k2[0]!, vy + h * k2[1]!, vz + h * k2[2]!, w + h * k2[3]!, k3);
      derivative(vx + dt * k3[0]!, vy + dt * k3[1]!, vz + dt * k3[2]!, w + dt * k3[3]!, k4);
      const s = dt / 6;
      const q = (dt * dt) / 6;
      nx = x + dt * vx + q * (a0x + k2[0]! + k3[0]!);
      ny = y + dt * vy + q * (a0y + k2[1]! + k3[1]!);
      nz = z + dt * vz + q * (a0z + k2[2]! + k3[2]!);
      nvx = vx + s * (a0x + 2 * k2[0]! + 2 * k3[0]! + k4[0]!);
      nvy = vy + s * (a0y + 2 * k2[1]! + 2 * k3[1]! + k4[1]!);
      nvz = vz + s * (a0z + 2 * k2[2]! + 2 * k3[2]! + k4[2]!);
      nw = w + s * (w0 + 2 * k2[3]! + 2 * k3[3]! + k4[3]!);
    } else {
      // Fourth-order Adams–Bashforth for velocity and spin, fourth-order Adams–Moulton for
      // position (explicit here: the new velocity is already known). The older terms are summed
      // first so that the newest derivative is the last thing each update waits for.
      const s = dt / 24;
      const s55 = 55 * s;
      nvx = vx + s * (-59 * a1x + 37 * a2x - 9 * a3x) + s55 * a0x;
      nvy = vy + s * (-59 * a1y + 37 * a2y - 9 * a3y) + s55 * a0y;
      nvz = vz + s * (-59 * a1z + 37 * a2z - 9 * a3z) + s55 * a0z;
      nw = w + s * (-59 * w1 + 37 * w2 - 9 * w3) + s55 * w0;
      nx = x + s * (19 * vx - 5 * p1x + p2x) + 9 * s * nvx;
      ny = y + s * (19 * vy - 5 * p1y + p2y) + 9 * s * nvy;
      nz = z + s * (19 * vz - 5 * p1z + p2z) + 9 * s * nvz;
    }

    if (nz <= 0 && (nvz < 0 || n === 0)) {
      // Landed inside this step: interpolate to z = 0.
      const f = z > 0 ? z / (z - nz) : 0;
      const lx = x + (nx - x) * f;
      const ly = y + (ny - y) * f;
      const lt = t + dt * f;
      path.push(lx, ly, 0, lt);
      return {
        x: lx,
        y: ly,
        vx: vx + (nvx - vx) * f,
        vy: vy + (nvy - vy) * f,
        vz: vz + (nvz - vz) * f,
        omega: w + (nw - w) * f,
        time: lt,
        maxHeight,
        path,
      };
    }

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
    // Shift the derivative history and evaluate the derivative at the new state: the same
    // formula as derivative() above, written out because this is the one evaluation per step.
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
    {
      const rx = vx - wx;
      const ry = vy - wy;
      const V = Math.sqrt(rx * rx + ry * ry + vz * vz);
      const base =
        V >= vCritEnd
          ? cdSup + cdReSlope * (V - vCritEnd)
          : V <= vCritStart
            ? cdSub
            : cdSub + cdSlope * (V - vCritStart);
      const dragV = k * (base * V + cdSpinR * w);
      const fade = V >= vFullLift ? 1 : V > vNoLift ? (V - vNoLift) * fadeSlope : 0;
      const liftV = w > 0 ? (k * liftR * w * V * fade) / (r * w + halfSpin * V) : 0;
      a0x = -dragV * rx + liftV * (ay * vz - az * ry);
      a0y = -dragV * ry + liftV * (az * rx - ax * vz);
      a0z = -dragV * vz + liftV * (ax * ry - ay * rx) - g;
      w0 = -decay * V * w;
    }

    if (z > maxHeight) maxHeight = z;
    if (--untilSample === 0) {
      path.push(x, y, z, t);
      untilSample = sampleEvery;
    }
    if (t >= MAX_FLIGHT_S) {
      path.push(x, y, 0, t);
      return { x, y, vx, vy, vz, omega: w, time: t, maxHeight, path };
    }
  }
}
