/**
 * Golf-ball aerodynamics: the drag and lift coefficients as functions of the Reynolds number
 * Re = ρ·V·D/μ and the spin factor S = r·ω/V (V the ball's speed relative to the air).
 *
 * Sources (the coefficient values below sit inside the ranges these papers publish):
 * - P. W. Bearman & J. K. Harvey, "Golf ball aerodynamics", Aeronautical Quarterly 27 (1976)
 *   112–122: wind-tunnel CD and CL of spinning dimpled balls for Re 4e4–2.4e5 and S 0–0.3. A
 *   dimpled ball's drag crisis sits near Re ≈ 4e4–8e4 (about 15–28 m/s at sea level); above it
 *   CD is nearly independent of Re and grows with S, and CL rises with S and levels off near 0.3.
 * - A. J. Smits & D. R. Smith, "A new aerodynamic model of a golf ball in flight", Science and
 *   Golf II (1994) 340–347: range measurements up to Re 2.4e5; CD ≈ 0.24 + 0.18·S in the
 *   supercritical range, and the spin-decay law dω/dt = −Rω·(V/r)·ω with Rω ≈ 2e-5.
 * - B. Lyu, J. R. Kensrud, L. V. Smith, T. Tosaya, "Aerodynamics of golf balls in still air",
 *   Proceedings 2 (ISEA 2018) 238: fits from balls fired in still air, CL = 1.99·S − 3.25·S² and a
 *   supercritical CD minimum near 0.18–0.22.
 *
 * The model:
 *   CD(Re, S) = cdSubcritical                               for Re ≤ reCriticalStart
 *             = linear blend to cdSupercritical             for reCriticalStart < Re < reCriticalEnd
 *             = cdSupercritical + cdRe·(Re − reCriticalEnd)/1e5   for Re ≥ reCriticalEnd
 *             + cdSpin · S                                  (always)
 *   CL(Re, S) = liftFactor(Re) · clMax · S / (S + clHalfSpin)
 *   liftFactor ramps linearly from 0 at reNoLift to 1 at reFullLift.
 * The drag crisis between Re 5e4 and 7e4 and the slow rise of CD with Re above it follow Lyu et
 * al.'s fits; cdSpin = 0.18 is Smits & Smith's spin term. The lift is a saturating fit to
 * Bearman & Harvey's curves: CL ≈ 0.17 at S = 0.08 (a tour drive), 0.21 at 0.15, 0.26 at 0.3 and
 * levelling off below 0.32, between Lyu's parabola and Bearman & Harvey's plateau. Lift fades
 * as the ball slows towards the drag crisis (Bearman & Harvey measured little or even negative
 * lift there).
 *
 * Tuning. Within those published ranges the free values (cdSupercritical, cdRe, clMax,
 * clHalfSpin, reNoLift, reFullLift) were fitted to the TrackMan PGA Tour averages: every carry
 * from driver to pitching wedge lands within ±3.1 %, apex heights within ±15 %, land angles within
 * 10° (the woods and long irons up to 9.5° flatter, the driver 3° steeper; ball-flight.test.ts, and
 * docs/ball-flight.md has the table).
 */

/** The Rules of Golf limits (Equipment Rules, Part 4): at most 45.93 g, at least 42.67 mm across. */
export const BALL_MASS_KG = 0.04593;
export const BALL_DIAMETER_M = 0.04267;
export const BALL_RADIUS_M = BALL_DIAMETER_M / 2;
export const BALL_AREA_M2 = Math.PI * BALL_RADIUS_M * BALL_RADIUS_M;

export interface AeroCoefficients {
  /** Drag coefficient below the drag crisis. */
  readonly cdSubcritical: number;
  /** Drag coefficient of a non-spinning ball just above the drag crisis. */
  readonly cdSupercritical: number;
  /** Rise of the supercritical drag coefficient per 1e5 of Reynolds number. */
  readonly cdRe: number;
  /** Added drag per unit spin factor. */
  readonly cdSpin: number;
  /** Reynolds number where the drag crisis starts (drag begins to fall). */
  readonly reCriticalStart: number;
  /** Reynolds number where the drag crisis ends (supercritical flow). */
  readonly reCriticalEnd: number;
  /** Lift asymptote and the spin factor at which half of it is reached. */
  readonly clMax: number;
  readonly clHalfSpin: number;
  /** Reynolds numbers between which the lift fades in (0 below reNoLift, full above reFullLift). */
  readonly reNoLift: number;
  readonly reFullLift: number;
  /** Smits & Smith's spin-decay constant Rω: dω/dt = −Rω·(V/r)·ω. */
  readonly spinDecay: number;
}

export const DEFAULT_AERO: AeroCoefficients = {
  cdSubcritical: 0.5,
  cdSupercritical: 0.2,
  cdRe: 0.017,
  cdSpin: 0.18,
  reCriticalStart: 5.0e4,
  reCriticalEnd: 7.0e4,
  clMax: 0.32,
  clHalfSpin: 0.075,
  reNoLift: 3.0e4,
  reFullLift: 1.15e5,
  spinDecay: 2.0e-5,
};

/** Reynolds number of the ball at `speed` m/s in air of `density` kg/m³ and `viscosity` Pa·s. */
export function reynoldsNumber(speed: number, density: number, viscosity: number): number {
  return (density * speed * BALL_DIAMETER_M) / viscosity;
}

/** Spin factor S = r·ω / V, with ω in rad/s and V in m/s. */
export function spinFactor(omega: number, speed: number): number {
  return speed > 0 ? (BALL_RADIUS_M * omega) / speed : 0;
}

export function dragCoefficient(re: number, s: number, c: AeroCoefficients = DEFAULT_AERO): number {
  let base: number;
  if (re <= c.reCriticalStart) base = c.cdSubcritical;
  else if (re >= c.reCriticalEnd) base = c.cdSupercritical + (c.cdRe * (re - c.reCriticalEnd)) / 1e5;
  else {
    const t = (re - c.reCriticalStart) / (c.reCriticalEnd - c.reCriticalStart);
    base = c.cdSubcritical + (c.cdSupercritical - c.cdSubcritical) * t;
  }
  return base + c.cdSpin * s;
}

export function liftCoefficient(re: number, s: number, c: AeroCoefficients = DEFAULT_AERO): number {
  if (re <= c.reNoLift || s <= 0) return 0;
  const cl = (c.clMax * s) / (s + c.clHalfSpin);
  if (re >= c.reFullLift) return cl;
  return (cl * (re - c.reNoLift)) / (c.reFullLift - c.reNoLift);
}

/** Spin-decay rate (1/s) at speed V: ω decays as dω/dt = −rate·ω. */
export function spinDecayRate(speed: number, c: AeroCoefficients = DEFAULT_AERO): number {
  return (c.spinDecay * speed) / BALL_RADIUS_M;
}
