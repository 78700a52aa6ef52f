import { describe, expect, it } from 'vitest';
import { CENTIMETRES_PER_YARD, type Degrees, type MetresPerSecond, type Rpm } from '../units';
import {
  FIT_CARRY_2010,
  FIT_TOTAL_2010,
  LPGA_2014,
  LPGA_2023,
  PGA_2014,
  PGA_2023,
  REFERENCE_SHOTS,
  REFERENCE_SOURCES,
  RICE_DRIVER,
  type ReferenceShot,
} from './reference-shots';
import { simulateShot } from './simulate';

/*
 * The model against published launch-monitor data. Every row and its source are in
 * reference-shots.ts (TrackMan PGA and LPGA Tour averages of 2014 and 2023, TrackMan's 2010 driver
 * fitting chart, Andrew Rice's TrackMan driver chart, TrackMan's Normalization and average-amateur
 * examples, Miles of Golf's TrackMan averages of a state amateur field). Ball speed, launch and spin in, sea level (ISA, 15 °C), calm, fairway everywhere.
 * The coefficients were fitted to the sources marked 'fit' only; the 'held-out' ones check them.
 */

const MPH = 0.44704; // m/s, exactly (1 mile = 1609.344 m)

const fly = (row: ReferenceShot) =>
  simulateShot({
    ballSpeed: (row.ballSpeedMph * MPH) as MetresPerSecond,
    launchAngle: row.launchDeg as Degrees,
    azimuth: 0 as Degrees,
    backSpin: row.spinRpm as Rpm,
    sideSpin: 0 as Rpm,
  });

const yards = (centimetres: number) => centimetres / CENTIMETRES_PER_YARD;
const checked = REFERENCE_SHOTS.filter((row) => !row.outlier);
const name = (row: ReferenceShot) => `${row.source} ${row.label}`;

describe('carry against every cited launch-monitor row', () => {
  it.each(checked.map((row) => [name(row), row] as const))('%s: within ±4 %', (_name, row) => {
    expect(Math.abs(yards(fly(row).carry) / row.carryYd - 1)).toBeLessThanOrEqual(0.04);
  });
});

describe('total distance where the source gives it (fairway)', () => {
  const withTotal = checked.filter((row) => row.totalYd !== undefined);
  it.each(withTotal.map((row) => [name(row), row] as const))('%s: within ±8 %', (_name, row) => {
    expect(Math.abs(yards(fly(row).totalDistance) / row.totalYd! - 1)).toBeLessThanOrEqual(0.08);
  });
});

describe('the shape of the tour shots', () => {
  const tourRows = REFERENCE_SHOTS.filter((row) => row.maxHeightYd !== undefined);
  it.each(tourRows.map((row) => [name(row), row] as const))(
    '%s: apex within ±20 %, land angle within 10°',
    (_name, row) => {
      const shot = fly(row);
      expect(Math.abs(yards(shot.ballMaxHeight) / row.maxHeightYd! - 1)).toBeLessThanOrEqual(0.2);
      expect(Math.abs(shot.landingAngle - row.landAngleDeg!)).toBeLessThanOrEqual(10);
      expect(shot.lateral).toBe(0);
    },
  );

  it.each([
    ['PGA 2014', PGA_2014],
    ['PGA 2023', PGA_2023],
    ['LPGA 2014', LPGA_2014],
    ['LPGA 2023', LPGA_2023],
  ])('orders the %s clubs: each carries less than the one before', (_name, rows) => {
    const carries = rows.map((row) => fly(row).carry);
    for (let i = 1; i < carries.length; i++) expect(carries[i]).toBeLessThan(carries[i - 1]!);
  });
});

describe('the sources held out of the fit', () => {
  // Figures quoted in docs/ball-flight.md: mean and worst carry error of the held-out rows.
  it('fly the held-out rows as well as the fitted ones: mean carry error under 2 %', () => {
    const meanError = (role: 'fit' | 'held-out') => {
      const rows = checked.filter((row) => REFERENCE_SOURCES[row.source].role === role);
      return rows.reduce((sum, row) => sum + Math.abs(yards(fly(row).carry) / row.carryYd - 1), 0) / rows.length;
    };
    expect(meanError('held-out')).toBeLessThan(0.02);
    expect(meanError('fit')).toBeLessThan(0.02);
  });
});

describe('the one row not held to ±4 %', () => {
  /** For each step of a chart to the next: its first ball speed and the elasticity d ln(carry) / d ln(ball speed). */
  const elasticities = (rows: readonly ReferenceShot[]) =>
    rows.slice(1).map((row, i) => ({
      fromMph: rows[i]!.ballSpeedMph,
      value: Math.log(row.carryYd / rows[i]!.carryYd) / Math.log(row.ballSpeedMph / rows[i]!.ballSpeedMph),
    }));
  const column = (rows: readonly ReferenceShot[], attack: string) => rows.filter((row) => row.label.endsWith(attack));

  it('is the 65 mph row of the Rice chart, whose step to 75 mph grows carry as no slow step of TrackMan’s does', () => {
    // Carry grows as ball speed² in a vacuum (elasticity 2) and more slowly the more drag takes, so the
    // slower the ball, the nearer 2. TrackMan's charts: 1.25–1.79 on every step from below 140 mph,
    // rising as the ball slows; the rest of the Rice chart 1.44–1.63; its 65 → 75 mph step 0.99, as if
    // drag took everything. A drag coefficient falling as the ball slows would do that: the published
    // measurements have it level or rising there (aerodynamics.ts), and no coefficients within them,
    // nor well outside them, fly that row within ±4 % (docs/decisions/0038-ball-flight-model.md).
    const [slowest, next, ...others] = RICE_DRIVER;
    expect(REFERENCE_SHOTS.filter((row) => row.outlier)).toEqual([slowest]);
    const trackman = ['AoA −5', 'AoA 0', 'AoA +5']
      .flatMap((attack) => [
        ...elasticities(column(FIT_CARRY_2010, attack)),
        ...elasticities(column(FIT_TOTAL_2010, attack)),
      ])
      .filter((step) => step.fromMph < 140);
    expect(trackman).toHaveLength(27);
    for (const step of trackman) expect(step.value).toBeGreaterThanOrEqual(1.25);
    const [first, ...rest] = elasticities(RICE_DRIVER);
    for (const step of rest) expect(step.value).toBeGreaterThanOrEqual(1.4);
    expect(first!.value).toBeLessThan(1.05);
    expect([next, ...others].every((row) => !row!.outlier)).toBe(true);
    // The model, a physical flight, grows carry over that step as TrackMan's charts do, and so flies
    // the 65 mph row 7 % short of the printed carry.
    const model =
      Math.log(fly(next!).carry / fly(slowest!).carry) / Math.log(next!.ballSpeedMph / slowest!.ballSpeedMph);
    expect(model).toBeGreaterThan(1.25);
    expect(model).toBeLessThan(1.8);
    expect(Math.abs(yards(fly(slowest!).carry) / slowest!.carryYd - 1)).toBeLessThan(0.08);
    // TrackMan's own slow steps, taken down from Rice's 75 mph row, put the 65 mph carry at 121–131 yd:
    // the model's carry lies in that band, the printed 136 yd above it.
    const values = trackman.map((step) => step.value);
    const band = [Math.max(...values), Math.min(...values)].map(
      (power) => next!.carryYd * (slowest!.ballSpeedMph / next!.ballSpeedMph) ** power,
    );
    expect(band[0]).toBeGreaterThan(120);
    expect(band[1]).toBeLessThan(132);
    expect(yards(fly(slowest!).carry)).toBeGreaterThan(band[0]!);
    expect(yards(fly(slowest!).carry)).toBeLessThan(band[1]!);
    expect(slowest!.carryYd).toBeGreaterThan(band[1]!);
  });
});
