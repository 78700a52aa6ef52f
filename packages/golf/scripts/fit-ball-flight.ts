/**
 * The ball-flight model against the published launch-monitor rows of reference-shots.ts: per-row
 * carry and total errors, and the mean / worst error of the fitted and the held-out sources.
 *
 *   npx tsx packages/golf/scripts/fit-ball-flight.ts            # the table for DEFAULT_AERO
 *   npx tsx packages/golf/scripts/fit-ball-flight.ts --fit      # Nelder–Mead on the 'fit' sources
 *   npx tsx packages/golf/scripts/fit-ball-flight.ts --ground   # the fairway's bounce and roll, on a grid
 *
 * The fit minimises, over the coefficients in FREE (within their published bounds) and from
 * DEFAULT_AERO or FIT_START: the squared relative carry error of the 'fit' rows, a steep penalty
 * beyond ±3 %, apex and land angle at a small weight, and the air-temperature and elevation rules
 * of thumb of conditions.test.ts. The held-out sources take no part. It prints the coefficients
 * it found; copying them into DEFAULT_AERO is a manual, reviewed step. The ground mode ranks
 * fairway restitution, crater and turf drag by the total-distance error of the 'fit' sources.
 * Environment overrides: FIT_FREE (bounds, JSON), FIT_START (JSON), FIT_ITERATIONS, FIT_OUTLIERS=1.
 * Not part of the package: nothing imports this file.
 */
import { DEFAULT_AERO, type AeroCoefficients } from '../src/ball-flight/aerodynamics';
import {
  REFERENCE_SHOTS,
  REFERENCE_SOURCES,
  type ReferenceShot,
  type ReferenceSourceKey,
} from '../src/ball-flight/reference-shots';
import { SURFACE_RESPONSE, type SurfaceResponse } from '../src/ball-flight/bounce-roll';
import { simulateShot } from '../src/ball-flight/simulate';
import { SurfaceType } from '../src/course';
import type { Degrees, MetresPerSecond, Rpm } from '../src/units';

const MPH = 0.44704;
const YARD = 0.9144;

interface RowResult {
  readonly shot: ReferenceShot;
  readonly carryYd: number;
  readonly totalYd: number;
  readonly heightYd: number;
  readonly landDeg: number;
  readonly carryError: number;
  readonly totalError: number | null;
}

function fly(shot: ReferenceShot, aero: AeroCoefficients): RowResult {
  const result = simulateShot(
    {
      ballSpeed: (shot.ballSpeedMph * MPH) as MetresPerSecond,
      launchAngle: shot.launchDeg as Degrees,
      azimuth: 0 as Degrees,
      backSpin: shot.spinRpm as Rpm,
      sideSpin: 0 as Rpm,
    },
    { aero },
    { tracer: false },
  );
  const carryYd = result.carry / 100 / YARD;
  const totalYd = result.totalDistance / 100 / YARD;
  return {
    shot,
    carryYd,
    totalYd,
    heightYd: result.ballMaxHeight / 100 / YARD,
    landDeg: result.landingAngle,
    carryError: carryYd / shot.carryYd - 1,
    totalError: shot.totalYd === undefined ? null : totalYd / shot.totalYd - 1,
  };
}

const percent = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(100 * x).toFixed(1)} %`;

function summary(rows: readonly RowResult[]): string {
  const carry = rows.map((r) => Math.abs(r.carryError));
  const totals = rows.flatMap((r) => (r.totalError === null ? [] : [Math.abs(r.totalError)]));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const worst = (xs: number[]) => Math.max(0, ...xs);
  let line = `carry mean |error| ${(100 * mean(carry)).toFixed(2)} %, worst ${(100 * worst(carry)).toFixed(2)} %`;
  if (totals.length > 0)
    line += `; total mean |error| ${(100 * mean(totals)).toFixed(2)} %, worst ${(100 * worst(totals)).toFixed(2)} %`;
  return `${line} (${rows.length} rows)`;
}

function report(aero: AeroCoefficients): void {
  const results = REFERENCE_SHOTS.map((shot) => fly(shot, aero));
  const bySource = new Map<ReferenceSourceKey, RowResult[]>();
  for (const r of results) bySource.set(r.shot.source, [...(bySource.get(r.shot.source) ?? []), r]);
  for (const [source, rows] of bySource) {
    console.log(`\n${source} (${REFERENCE_SOURCES[source].role}): ${summary(rows.filter((r) => !r.shot.outlier))}`);
    for (const r of rows) {
      const total =
        r.totalError === null ? '' : `  total ${r.totalYd.toFixed(0)}/${r.shot.totalYd} ${percent(r.totalError)}`;
      const shape =
        r.shot.maxHeightYd === undefined
          ? ''
          : `  apex ${r.heightYd.toFixed(1)}/${r.shot.maxHeightYd}  land ${r.landDeg.toFixed(1)}/${r.shot.landAngleDeg}`;
      const flag = r.shot.outlier ? '  (outlier)' : Math.abs(r.carryError) > 0.04 ? '  <-- carry' : '';
      console.log(
        `  ${r.shot.label.padEnd(32)} carry ${r.carryYd.toFixed(1).padStart(5)}/${String(r.shot.carryYd).padEnd(3)} ${percent(r.carryError).padStart(8)}${total}${shape}${flag}`,
      );
    }
  }
  const checked = results.filter((r) => !r.shot.outlier);
  const fit = checked.filter((r) => REFERENCE_SOURCES[r.shot.source].role === 'fit');
  const heldOut = checked.filter((r) => REFERENCE_SOURCES[r.shot.source].role === 'held-out');
  console.log(`\nfitted sources:   ${summary(fit)}`);
  console.log(`held-out sources: ${summary(heldOut)}`);
}

type Bounds = Partial<Record<keyof AeroCoefficients, [number, number]>>;

/** The coefficients the fit may move, with the bounds the literature allows (aerodynamics.ts). */
const PUBLISHED_BOUNDS: Bounds = {
  cdSupercritical: [0.15, 0.25],
  cdRe: [0, 0.02],
  cdSpin: [-0.3, 0.8],
  cdSpinMax: [0.1, 0.35],
  cdSubcritical: [0.35, 0.55],
  reCriticalStart: [4.0e4, 6.0e4],
  reCriticalEnd: [6.5e4, 8.0e4],
  clIntercept: [0.03, 0.13],
  clSlope: [0.6, 1.0],
  clMax: [0.3, 0.45],
  reLiftLow: [5.5e4, 6.5e4],
  reLiftHigh: [7.0e4, 8.0e4],
  liftLoss: [0, 0.3],
  spinDecay: [2.0e-5, 2.5e-5],
};
const FREE = process.env.FIT_FREE ? (JSON.parse(process.env.FIT_FREE) as Bounds) : PUBLISHED_BOUNDS;

/** Coefficients to start from (or to report with), JSON, over DEFAULT_AERO. */
const BASE: AeroCoefficients = {
  ...DEFAULT_AERO,
  ...(JSON.parse(process.env.FIT_START ?? '{}') as Partial<AeroCoefficients>),
};

/** FIT_OUTLIERS=1: fit the rows marked outlier too, to see whether any coefficients within the bounds can hold them. */
const WITH_OUTLIERS = process.env.FIT_OUTLIERS === '1';

const SHAPE_WEIGHT = 0.2;
const PENALTY_FROM = 0.03;
const PENALTY = 500;

/** Shots whose response to air temperature and elevation the rules of thumb constrain (see conditions tests). */
const CONDITION_SHOTS: [number, number, number][] = [
  [167, 10.9, 2686],
  [120, 16.3, 7097],
  [102, 24.2, 9304],
  [132.6, 12.6, 3275],
  [106, 18.5, 6630],
];

function carryIn(aero: AeroCoefficients, [mph, launch, spin]: [number, number, number], conditions: object): number {
  return simulateShot(
    { ballSpeed: mph * MPH, launchAngle: launch, azimuth: 0, backSpin: spin, sideSpin: 0 } as never,
    { aero, ...conditions },
    { tracer: false },
  ).carry;
}

/** Squared distance of x outside [low, high]. */
const outside = (x: number, low: number, high: number) => (x < low ? low - x : x > high ? x - high : 0) ** 2;

function conditionLoss(aero: AeroCoefficients): number {
  let sum = 0;
  for (const shot of CONDITION_SHOTS) {
    const base = carryIn(aero, shot, {});
    // Per 10 °F (5.56 °C) around 24 °C: 0.5–1.2 % (Titleist 0.75 %, TrackMan 1.3–1.7 yd, PING/Rice 2 yd).
    const warm = carryIn(aero, shot, { temperature: 29.4 }) / carryIn(aero, shot, { temperature: 18.3 }) - 1;
    sum += outside(warm / 2, 0.005, 0.012) * 1e4;
    // 2000 ft: 1.0–2.5 % per 1000 ft (Titleist 1.16 %, tour irons up to about 2 %).
    const high = carryIn(aero, shot, { elevation: 50 }) / base - 1;
    sum += outside(high / 2, 0.01, 0.025) * 1e4;
  }
  return sum;
}

function loss(aero: AeroCoefficients): number {
  let sum = conditionLoss(aero);
  for (const shot of REFERENCE_SHOTS) {
    if (REFERENCE_SOURCES[shot.source].role !== 'fit' || (shot.outlier && !WITH_OUTLIERS)) continue;
    const r = fly(shot, aero);
    sum += r.carryError ** 2;
    // The acceptance band is ±4 %: anything near or outside it costs extra.
    sum += PENALTY * Math.max(0, Math.abs(r.carryError) - PENALTY_FROM) ** 2;
    // The flight's shape where the source gives it: apex height and land angle, at a small weight.
    if (r.shot.maxHeightYd !== undefined) sum += SHAPE_WEIGHT * (r.heightYd / r.shot.maxHeightYd - 1) ** 2;
    if (r.shot.landAngleDeg !== undefined)
      sum += SHAPE_WEIGHT * ((r.landDeg - r.shot.landAngleDeg) / r.shot.landAngleDeg) ** 2;
  }
  return sum;
}

function nelderMead(f: (x: number[]) => number, start: number[], scale: number[], iterations: number): number[] {
  const n = start.length;
  let simplex = [start, ...start.map((_, i) => start.map((v, j) => (i === j ? v + scale[j]! : v)))];
  let values = simplex.map(f);
  for (let it = 0; it < iterations; it++) {
    const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    simplex = order.map(([, i]) => simplex[i]!);
    values = order.map(([v]) => v);
    const centroid = start.map((_, j) => simplex.slice(0, n).reduce((s, p) => s + p[j]!, 0) / n);
    const towards = (t: number) => centroid.map((c, j) => c + t * (simplex[n]![j]! - c));
    const reflected = towards(-1);
    const fr = f(reflected);
    if (fr < values[0]!) {
      const expanded = towards(-2);
      const fe = f(expanded);
      [simplex[n], values[n]] = fe < fr ? [expanded, fe] : [reflected, fr];
    } else if (fr < values[n - 1]!) {
      [simplex[n], values[n]] = [reflected, fr];
    } else {
      const contracted = towards(0.5);
      const fc = f(contracted);
      if (fc < values[n]!) [simplex[n], values[n]] = [contracted, fc];
      else {
        simplex = simplex.map((p) => p.map((v, j) => simplex[0]![j]! + 0.5 * (v - simplex[0]![j]!)));
        values = simplex.map(f);
      }
    }
    if (it % 50 === 0) console.error(`iteration ${it}: loss ${values[0]!.toFixed(5)}`);
  }
  return simplex[values.indexOf(Math.min(...values))]!;
}

/** Fairway bounce and roll on a grid: restitution scale, crater scale, turf drag (1/s). */
function groundGrid(): void {
  const fairway = SURFACE_RESPONSE[SurfaceType.fairway] as {
    -readonly [K in keyof SurfaceResponse]: SurfaceResponse[K];
  };
  const saved = { ...fairway };
  const rows = REFERENCE_SHOTS.filter((row) => row.totalYd !== undefined && !row.outlier);
  const results: [number, number, string][] = [];
  for (const restitution of [0.6, 0.7, 0.8, 0.9])
    for (const crater of [0.7, 0.8, 0.9, 1])
      for (const rollingDrag of [0.4, 0.5, 0.6, 0.7]) {
        Object.assign(fairway, { restitution, crater, rollingDrag });
        const errors = rows.map((row) => ({ row, error: Math.abs(fly(row, BASE).totalError!) }));
        const fitted = errors.filter((e) => REFERENCE_SOURCES[e.row.source].role === 'fit').map((e) => e.error);
        const heldOut = errors.filter((e) => REFERENCE_SOURCES[e.row.source].role === 'held-out').map((e) => e.error);
        const mean = fitted.reduce((a, b) => a + b, 0) / fitted.length;
        results.push([
          mean,
          Math.max(...fitted),
          `restitution ×${restitution}, crater ×${crater}, drag ${rollingDrag}/s: fit mean ${(100 * mean).toFixed(2)} %, worst ${(100 * Math.max(...fitted)).toFixed(1)} %; held out worst ${(100 * Math.max(...heldOut)).toFixed(1)} %`,
        ]);
      }
  Object.assign(fairway, saved);
  for (const [, , line] of results.sort((a, b) => a[0] + a[1] / 4 - (b[0] + b[1] / 4)).slice(0, 10)) console.log(line);
}

if (process.argv.includes('--fit')) {
  const keys = Object.keys(FREE) as (keyof AeroCoefficients)[];
  const clamp = (k: keyof AeroCoefficients, v: number) => Math.min(FREE[k]![1], Math.max(FREE[k]![0], v));
  const toAero = (x: number[]): AeroCoefficients => ({
    ...BASE,
    ...Object.fromEntries(keys.map((k, i) => [k, clamp(k, x[i]!)])),
  });
  const start = keys.map((k) => BASE[k]);
  const best = toAero(
    nelderMead(
      (x) => loss(toAero(x)),
      start,
      keys.map((k) => 0.1 * (FREE[k]![1] - FREE[k]![0])),
      Number(process.env.FIT_ITERATIONS ?? 300),
    ),
  );
  console.log(JSON.stringify(best));
  report(best);
} else if (process.argv.includes('--ground')) {
  groundGrid();
} else {
  report(BASE);
}
