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
 * the coefficient laws in the form its derivative uses (k·CD·V and k·CL·V).
 */

// Slots of the per-flight constants read by derivative() (a Float64Array: unboxed loads). The
// coefficients are stored multiplied by k = ρ·A / (2m), which takes a multiply off every step.
const CD_SUP = 0; // cdSupercritical at V_CRIT_END
const CD_RE_SLOPE = 1; // cdRe per m/s
const V_CRIT_END = 2;
const CD_SPIN = 3;
const CD_SPIN_MAX = 4;
const CD_SUB = 5;
const V_CRIT_START = 6;
const CRISIS_SLOPE = 7; // per m/s, from cdSubcritical at V_CRIT_START to cdSupercritical at V_CRIT_END
const CL_INTERCEPT = 8;
const CL_SLOPE = 9;
const CL_MAX = 10;
const INV_LOW_SPIN = 11; // 1 / clLowSpin
const V_LIFT_LOW = 12;
const V_LIFT_HIGH = 13;
const LIFT_LOSS = 14;
const LIFT_RAMP = 15; // liftLoss / (V_LIFT_HIGH − V_LIFT_LOW)
// The derivative's own terms, read by flight.ts once a flight.
export const DECAY = 16; // Rω·(ρ/ρ0) / r
export const RADIUS = 17;
export const WIND_X = 18;
export const WIND_Y = 19;
export const AXIS_X = 20;
export const AXIS_Y = 21;
export const AXIS_Z = 22;
const SPIN_DRAG_H = 23;
const LIFT_H = 24;
const CONSTANTS = 25;

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
 * min(x, cap) with its corner rounded over cap ± h: roundedMin of aerodynamics.ts in the V-scaled
 * units, every side worked out (see dragTimesSpeed).
 */
function cappedRounded(x: number, cap: number, h: number): number {
  const over = x - cap;
  const capped = x - over;
  const rounded = x - ((over + h) * (over + h)) / (4 * h);
  const below = over <= -h;
  const above = over >= h;
  return below ? x : above ? capped : rounded;
}

/**
 * k·CD·V at air speed V and r·ω: the supercritical drag plus the capped spin drag, over the
 * drag-crisis floor. Every load, operation and comparison runs on every call, and the conditions
 * only choose among values: an operation V8 has not seen run when it optimises the flight throws the
 * optimised code away when a slow ball first reaches it, and with an on-stack replacement under way
 * that can leave the flight unoptimised, 2–3 times slower, for the rest of the process.
 */
export function dragTimesSpeed(K: Float64Array, V: number, rw: number): number {
  const spinDrag = cappedRounded(K[CD_SPIN]! * rw, K[CD_SPIN_MAX]! * V, K[SPIN_DRAG_H]! * V);
  const dragV = (K[CD_SUP]! + K[CD_RE_SLOPE]! * (V - K[V_CRIT_END]!)) * V + spinDrag;
  const subcritical = K[CD_SUB]!;
  const vCritStart = K[V_CRIT_START]!;
  const falling = subcritical + K[CRISIS_SLOPE]! * (V - vCritStart);
  const crisisV = (V <= vCritStart ? subcritical : falling) * V;
  const inCrisis = V < K[V_CRIT_END]!;
  const crisisWins = crisisV > dragV;
  return inCrisis && crisisWins ? crisisV : dragV;
}

/** k·CL·V at air speed V and r·ω: the intercept (faded in below clLowSpin) plus the slope, up to clMax, less the low-Re loss. */
export function liftTimesSpeed(K: Float64Array, V: number, rw: number): number {
  const lowSpin = rw * K[INV_LOW_SPIN]!;
  const liftV = cappedRounded(
    K[CL_INTERCEPT]! * (lowSpin < V ? lowSpin : V) + K[CL_SLOPE]! * rw,
    K[CL_MAX]! * V,
    K[LIFT_H]! * V,
  );
  const vLiftHigh = K[V_LIFT_HIGH]!;
  const fullLoss = K[LIFT_LOSS]!;
  const rampLoss = K[LIFT_RAMP]! * (vLiftHigh - V);
  const lowered = liftV - (V <= K[V_LIFT_LOW]! ? fullLoss : rampLoss) * V;
  const aboveLoss = V >= vLiftHigh;
  const negative = lowered < 0;
  return aboveLoss ? liftV : negative ? 0 : lowered;
}
