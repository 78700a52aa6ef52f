import { STANDARD_GRAVITY } from './atmosphere';
import {
  BALL_AREA_M2,
  BALL_MASS_KG,
  BALL_RADIUS_M,
  DEFAULT_AERO,
  LIFT_CORNER,
  SEA_LEVEL_DENSITY,
  SPIN_DRAG_CORNER,
} from './aerodynamics';
import type { FlightEnvironment, FlightStart } from './flight';

/**
 * The forces on the ball in flight, for flight.ts's integrator: the constants of one flight and
 * the derivative of the velocity and the spin.
 */

// Slots of the per-flight constants read by derivative() (a Float64Array: unboxed loads). The
// coefficients are stored multiplied by k = ρ·A / (2m), which takes a multiply off every step.
const V_LOW_RE = 0; // the larger of V_CRIT_END and V_LIFT_HIGH: below it the low-Reynolds terms apply
const CD_SUP = 1; // cdSupercritical at V_CRIT_END
const CD_RE_SLOPE = 2; // cdRe per m/s
const V_CRIT_END = 3;
const CD_SPIN = 4;
const CD_SPIN_MAX = 5;
const CD_SUB = 6;
const V_CRIT_START = 7;
const CRISIS_SLOPE = 8; // per m/s, from cdSubcritical at V_CRIT_START to cdSupercritical at V_CRIT_END
const CL_INTERCEPT = 9;
const CL_SLOPE = 10;
const CL_MAX = 11;
const INV_LOW_SPIN = 12; // 1 / clLowSpin
const V_LIFT_LOW = 13;
const V_LIFT_HIGH = 14;
const LIFT_LOSS = 15;
const LIFT_RAMP = 16; // liftLoss / (V_LIFT_HIGH − V_LIFT_LOW)
const DECAY = 17; // Rω·(ρ/ρ0) / r
const RADIUS = 18;
const WIND_X = 19;
const WIND_Y = 20;
const AXIS_X = 21;
const AXIS_Y = 22;
const AXIS_Z = 23;
const SPIN_DRAG_H = 24;
const LIFT_H = 25;
const CONSTANTS = 26;

/** Slots in the array flightConstants fills. */
export const FLIGHT_CONSTANTS = CONSTANTS;

/**
 * The constants of one flight: the coefficient laws of aerodynamics.ts (dragCoefficient,
 * liftCoefficient) with the Reynolds-number thresholds turned into speeds for this air. The
 * integrator tests check that this and the coefficient functions agree.
 */
export function flightConstants(start: FlightStart, env: FlightEnvironment, K: Float64Array): Float64Array {
  const c = env.aero ?? DEFAULT_AERO;
  const r = BALL_RADIUS_M;
  const reFactor = (env.air.density * 2 * r) / env.air.viscosity;
  const vCritStart = c.reCriticalStart / reFactor;
  const vCritEnd = c.reCriticalEnd / reFactor;
  const vLiftLow = c.reLiftLow / reFactor;
  const vLiftHigh = c.reLiftHigh / reFactor;
  const k = (env.air.density * BALL_AREA_M2) / (2 * BALL_MASS_KG);
  K[V_LOW_RE] = Math.max(vCritEnd, vLiftHigh);
  K[CD_SUP] = k * c.cdSupercritical;
  K[CD_RE_SLOPE] = k * (c.cdRe / 1e5) * reFactor;
  K[V_CRIT_END] = vCritEnd;
  K[CD_SPIN] = k * c.cdSpin;
  K[CD_SPIN_MAX] = k * c.cdSpinMax;
  K[CD_SUB] = k * c.cdSubcritical;
  K[V_CRIT_START] = vCritStart;
  K[CRISIS_SLOPE] = (k * (c.cdSupercritical - c.cdSubcritical)) / (vCritEnd - vCritStart);
  K[CL_INTERCEPT] = k * c.clIntercept;
  K[CL_SLOPE] = k * c.clSlope;
  K[CL_MAX] = k * c.clMax;
  K[INV_LOW_SPIN] = 1 / c.clLowSpin;
  K[V_LIFT_LOW] = vLiftLow;
  K[V_LIFT_HIGH] = vLiftHigh;
  K[LIFT_LOSS] = k * c.liftLoss;
  K[LIFT_RAMP] = (k * c.liftLoss) / (vLiftHigh - vLiftLow);
  K[SPIN_DRAG_H] = k * SPIN_DRAG_CORNER;
  K[LIFT_H] = k * LIFT_CORNER;
  K[DECAY] = (c.spinDecay * (env.air.density / SEA_LEVEL_DENSITY)) / r;
  K[RADIUS] = r;
  K[WIND_X] = env.windX;
  K[WIND_Y] = env.windY;
  K[AXIS_X] = start.ax;
  K[AXIS_Y] = start.ay;
  K[AXIS_Z] = start.az;
  return K;
}

/**
 * The derivative at velocity (vx, vy, vz) and spin w, into out[0..3] (acceleration, dω/dt):
 *   V = |v − wind|;  dv/dt = −k·CD·V·v_r + k·CL·V·(a ⨯ v_r) − g·ẑ;  dω/dt = −decay·V·ω
 * The coefficient laws are piecewise linear in S = r·ω/V, so CD·V and CL·V are piecewise linear
 * in V and r·ω: one square root and no division, the step's whole latency chain. Small and
 * monomorphic, so the JIT inlines it into the stepping loop.
 */
export function derivative(K: Float64Array, vx: number, vy: number, vz: number, w: number, out: Float64Array): void {
  const rx = vx - K[WIND_X]!;
  const ry = vy - K[WIND_Y]!;
  const V = Math.sqrt(rx * rx + ry * ry + vz * vz);
  const rw = K[RADIUS]! * w;
  // k·CD·V: the supercritical drag, plus the spin drag up to its cap, over the drag-crisis floor.
  // Each cap is roundedMin of aerodynamics.ts written out, in the same V-scaled units.
  let spinDrag = K[CD_SPIN]! * rw;
  const spinDragOver = spinDrag - K[CD_SPIN_MAX]! * V;
  const spinDragCorner = K[SPIN_DRAG_H]! * V;
  if (spinDragOver > -spinDragCorner)
    spinDrag =
      spinDragOver >= spinDragCorner
        ? spinDrag - spinDragOver
        : spinDrag - ((spinDragOver + spinDragCorner) * (spinDragOver + spinDragCorner)) / (4 * spinDragCorner);
  let dragV = (K[CD_SUP]! + K[CD_RE_SLOPE]! * (V - K[V_CRIT_END]!)) * V + spinDrag;
  // k·CL·V: the intercept (faded in below clLowSpin) plus the slope, up to clMax.
  const lowSpin = rw * K[INV_LOW_SPIN]!;
  let liftV = K[CL_INTERCEPT]! * (lowSpin < V ? lowSpin : V) + K[CL_SLOPE]! * rw;
  const liftOver = liftV - K[CL_MAX]! * V;
  const liftCorner = K[LIFT_H]! * V;
  if (liftOver > -liftCorner)
    liftV =
      liftOver >= liftCorner
        ? liftV - liftOver
        : liftV - ((liftOver + liftCorner) * (liftOver + liftCorner)) / (4 * liftCorner);
  if (V < K[V_LOW_RE]!) {
    if (V < K[V_CRIT_END]!) {
      const crisis = V <= K[V_CRIT_START]! ? K[CD_SUB]! : K[CD_SUB]! + K[CRISIS_SLOPE]! * (V - K[V_CRIT_START]!);
      if (crisis * V > dragV) dragV = crisis * V;
    }
    if (V < K[V_LIFT_HIGH]!) {
      liftV -= (V <= K[V_LIFT_LOW]! ? K[LIFT_LOSS]! : K[LIFT_RAMP]! * (K[V_LIFT_HIGH]! - V)) * V;
      if (liftV < 0) liftV = 0;
    }
  }
  const ax = K[AXIS_X]!;
  const ay = K[AXIS_Y]!;
  const az = K[AXIS_Z]!;
  out[0] = -dragV * rx + liftV * (ay * vz - az * ry);
  out[1] = -dragV * ry + liftV * (az * rx - ax * vz);
  out[2] = -dragV * vz + liftV * (ax * ry - ay * rx) - STANDARD_GRAVITY;
  out[3] = -K[DECAY]! * V * w;
}
