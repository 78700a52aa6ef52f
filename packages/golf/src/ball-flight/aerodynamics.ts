/**
 * Golf-ball aerodynamics: the drag and lift coefficients as functions of the Reynolds number
 * Re = ρ·V·D/μ and the spin factor S = r·ω/V (V the ball's speed relative to the air).
 *
 * The laws, each piecewise linear in S so that the flight needs no division (flight.ts):
 *   CD(Re, S) = max( cdSupercritical + cdRe·(Re − reCriticalEnd)/1e5 + min(cdSpin·S, cdSpinMax),
 *                    the drag crisis: cdSubcritical up to reCriticalStart, falling linearly to
 *                    cdSupercritical at reCriticalEnd )
 *   CL(Re, S) = max(0, min(clMax, clIntercept·min(1, S/clLowSpin) + clSlope·S) − loss(Re)),
 *   loss = liftLoss below reLiftLow, falling linearly to 0 at reLiftHigh
 *   dω/dt = −spinDecay·(ρ/ρ0)·(V/r)·ω
 * where the two caps (min) have rounded corners (roundedMin).
 *
 * Sources, and where the values sit in them:
 * - Modern balls above the crisis (Re ≥ 7.5e4, S 0.04–0.3): CL ≈ 0.065 + 0.85·S and
 *   CD ≈ 0.22 − 0.27·S + 3·S², scatter ±0.02–0.03 between balls, from B. Lyu, J. R. Kensrud,
 *   L. V. Smith & T. Tosaya, "Aerodynamics of golf balls in still air", Proceedings 2 (2018) 238;
 *   B. Lyu, J. R. Kensrud & L. V. Smith, "The reverse Magnus effect in golf balls", Sports
 *   Engineering 23 (2020) 3; the USGA Indoor Test Range patent US 6,186,002; Bridgestone's
 *   US 7,238,121. Here CL = 0.075 + 0.917·S and CD within 0.04 of that law (aerodynamics.test.ts).
 * - High spin: P. W. Bearman & J. K. Harvey, "Golf ball aerodynamics", Aeronautical Quarterly 27
 *   (1976) 112–122: CL levels off at 0.35–0.45 for S 0.46–1.0 and CD ≈ 0.30 + 0.38·(S − 0.22) up
 *   to S 0.46. Here CL stops at 0.35 and the spin drag at 0.198.
 * - The drag crisis: CD 0.46–0.53 at Re 5e4 and 0.32–0.41 at 6.3e4 (Lyu 2020, S 0.2–0.27), and a
 *   no-spin minimum of 0.17 from Re 7e4 (J. R. Kensrud, WSU thesis, 2010). Supercritical CD of a
 *   non-spinning ball: 0.13 (A. M. Nathan's trajectory calculator, fitted to TrackMan) to 0.23
 *   (Bearman & Harvey); here 0.15 at Re 8e4, rising 0.02 per 1e5 (the USGA example ball 0.0165).
 * - Lift at low Re: Lyu 2020 measured a sharp loss, even reversed lift, below Re 7.5e4. Here only
 *   0.056 of it: a loss strong enough to matter makes iron carry fall as the air warms, against
 *   every rule of thumb (docs/decisions/0038-ball-flight-model.md).
 * - Spin decay: A. J. Smits & D. R. Smith, "A new aerodynamic model of a golf ball in flight",
 *   Science and Golf II (1994) 340–347: Rω = 2.0e-5; 2.5e-5 from radar (Tavares, Shannon &
 *   Melvin, Science and Golf III, 1999). The torque scales with the air's density.
 *
 * Fitting. Within those bounds the values were fitted (packages/golf/scripts/fit-ball-flight.ts)
 * to the 'fit' sources of reference-shots.ts, with apex, land angle and the temperature and
 * elevation rules of thumb at small weights; the 'held-out' sources check them. Carry errors are
 * in docs/ball-flight.md.
 */

/** The Rules of Golf limits (Equipment Rules, Part 4): at most 45.93 g, at least 42.67 mm across. */
export const BALL_MASS_KG = 0.04593;
export const BALL_DIAMETER_M = 0.04267;
export const BALL_RADIUS_M = BALL_DIAMETER_M / 2;
export const BALL_AREA_M2 = Math.PI * BALL_RADIUS_M * BALL_RADIUS_M;

export interface AeroCoefficients {
  /** Drag coefficient of a non-spinning ball at reCriticalEnd, just above the drag crisis. */
  readonly cdSupercritical: number;
  /** Rise of the supercritical drag coefficient per 1e5 of Reynolds number. */
  readonly cdRe: number;
  /** Spin drag: cdSpin·S, at most cdSpinMax. */
  readonly cdSpin: number;
  readonly cdSpinMax: number;
  /** The drag crisis, a floor under the drag: cdSubcritical up to reCriticalStart, falling linearly to cdSupercritical at reCriticalEnd. */
  readonly cdSubcritical: number;
  readonly reCriticalStart: number;
  readonly reCriticalEnd: number;
  /** Lift: clIntercept + clSlope·S, at most clMax; below S = clLowSpin the intercept fades linearly to 0. */
  readonly clIntercept: number;
  readonly clSlope: number;
  readonly clMax: number;
  readonly clLowSpin: number;
  /** Low-Reynolds lift loss: CL falls by liftLoss (not below 0) below reLiftLow, by none above reLiftHigh, linearly between. */
  readonly reLiftLow: number;
  readonly reLiftHigh: number;
  readonly liftLoss: number;
  /** Smits & Smith's spin-decay constant Rω at sea-level density: dω/dt = −Rω·(ρ/ρ0)·(V/r)·ω. */
  readonly spinDecay: number;
}

export const DEFAULT_AERO: AeroCoefficients = {
  cdSupercritical: 0.15,
  cdRe: 0.02,
  cdSpin: 0.643,
  cdSpinMax: 0.198,
  cdSubcritical: 0.435,
  reCriticalStart: 5.22e4,
  reCriticalEnd: 8.0e4,
  clIntercept: 0.0748,
  clSlope: 0.917,
  clMax: 0.35,
  clLowSpin: 0.04,
  reLiftLow: 5.77e4,
  reLiftHigh: 7.92e4,
  liftLoss: 0.056,
  spinDecay: 2.07e-5,
};

/**
 * Half-widths of the rounded corners where the spin drag and the lift reach their caps: a sharp
 * corner costs the flight's multistep integrator up to 3 cm on a fast, high-spin shot.
 */
export const SPIN_DRAG_CORNER = 0.03;
export const LIFT_CORNER = 0.05;

/** min(x, cap) with the corner rounded over cap ± h (a parabola, so the slope is continuous). */
export function roundedMin(x: number, cap: number, h: number): number {
  const u = x - cap;
  if (u <= -h) return x;
  if (u >= h) return cap;
  return x - ((u + h) * (u + h)) / (4 * h);
}

/** Sea-level ISA air density, kg/m³: the density at which spinDecay is quoted. */
export const SEA_LEVEL_DENSITY = 1.225;

/** Reynolds number of the ball at `speed` m/s in air of `density` kg/m³ and `viscosity` Pa·s. */
export function reynoldsNumber(speed: number, density: number, viscosity: number): number {
  return (density * speed * BALL_DIAMETER_M) / viscosity;
}

/** Spin factor S = r·ω / V, with ω in rad/s and V in m/s. */
export function spinFactor(omega: number, speed: number): number {
  return speed > 0 ? (BALL_RADIUS_M * omega) / speed : 0;
}

/** The drag crisis alone: the least drag coefficient a ball has at this Reynolds number. */
function crisisDrag(re: number, c: AeroCoefficients): number {
  if (re <= c.reCriticalStart) return c.cdSubcritical;
  if (re >= c.reCriticalEnd) return 0;
  const t = (re - c.reCriticalStart) / (c.reCriticalEnd - c.reCriticalStart);
  return c.cdSubcritical + (c.cdSupercritical - c.cdSubcritical) * t;
}

export function dragCoefficient(re: number, s: number, c: AeroCoefficients = DEFAULT_AERO): number {
  const spin = roundedMin(c.cdSpin * s, c.cdSpinMax, SPIN_DRAG_CORNER);
  const supercritical = c.cdSupercritical + (c.cdRe * (re - c.reCriticalEnd)) / 1e5 + spin;
  return Math.max(supercritical, crisisDrag(re, c));
}

export function liftCoefficient(re: number, s: number, c: AeroCoefficients = DEFAULT_AERO): number {
  if (s <= 0) return 0;
  const cl = roundedMin(c.clIntercept * Math.min(1, s / c.clLowSpin) + c.clSlope * s, c.clMax, LIFT_CORNER);
  if (re >= c.reLiftHigh) return cl;
  const loss = re <= c.reLiftLow ? c.liftLoss : (c.liftLoss * (c.reLiftHigh - re)) / (c.reLiftHigh - c.reLiftLow);
  return Math.max(0, cl - loss);
}

/** Spin-decay rate (1/s) at speed V in air of `density`: ω decays as dω/dt = −rate·ω. */
export function spinDecayRate(
  speed: number,
  density: number = SEA_LEVEL_DENSITY,
  c: AeroCoefficients = DEFAULT_AERO,
): number {
  return (c.spinDecay * (density / SEA_LEVEL_DENSITY) * speed) / BALL_RADIUS_M;
}
