import { describe, expect, it } from 'vitest';
import type { Celsius, Metres } from '../units';
import {
  DEFAULT_AERO,
  dragCoefficient,
  liftCoefficient,
  reynoldsNumber,
  SEA_LEVEL_DENSITY,
  spinDecayRate,
} from './aerodynamics';
import { airAtAltitude, airForElevation, Elevation } from './atmosphere';
import { simulateFlight } from './flight';

describe('air', () => {
  it('has the ISA densities: 1.225 kg/m³ at sea level, about 5.7 % less at 2000 ft', () => {
    expect(airAtAltitude(0 as Metres).density).toBeCloseTo(1.225, 3);
    expect(airAtAltitude(0 as Metres).viscosity).toBeCloseTo(1.789e-5, 8);
    expect(airForElevation(Elevation.ft_2000).density).toBeCloseTo(1.1549, 3);
    const densities = [10, 20, 30, 40, 50].map((e) => airForElevation(e as Elevation).density);
    for (let i = 1; i < densities.length; i++) expect(densities[i]).toBeLessThan(densities[i - 1]!);
  });

  it('takes an air temperature at the step’s ISA pressure: 1.1839 kg/m³ at 25 °C and sea level', () => {
    // 25 °C is TrackMan's Normalization default (77 °F); dry air at 101 325 Pa is 1.1839 kg/m³.
    const warm = airForElevation(Elevation.sea_level, 25 as Celsius);
    expect(warm.density).toBeCloseTo(1.1839, 4);
    expect(warm.viscosity).toBeGreaterThan(airForElevation(Elevation.sea_level).viscosity);
    expect(airForElevation(Elevation.sea_level, 15 as Celsius).density).toBeCloseTo(1.225, 3);
    expect(airForElevation(Elevation.ft_2000, 0 as Celsius).density).toBeGreaterThan(
      airForElevation(Elevation.ft_2000).density,
    );
    expect(() => airForElevation(Elevation.sea_level, -300 as Celsius)).toThrow(RangeError);
  });
});

/*
 * The coefficient laws against published golf-ball aerodynamics (Re = ρVD/μ, S = rω/V):
 * - supercritical lift of modern balls, CL ≈ 0.065 + 0.85·S for 0.04 ≤ S ≤ 0.3 and Re ≥ 7.5e4 (fit
 *   to wind-tunnel and launched-ball data of Lyu, Kensrud, Smith & Tosaya, Proceedings 2 (2018)
 *   238; Lyu, Kensrud & Smith, Sports Engineering 23 (2020) 3; the USGA ITR patent US 6,186,002;
 *   Bridgestone's US 7,238,121), ball-to-ball scatter ±0.03; Bearman & Harvey (Aeronautical
 *   Quarterly 27, 1976) level off at 0.35–0.45 for S 0.46–1.0;
 * - supercritical drag, CD ≈ 0.22 − 0.27·S + 3·S² for S ≤ 0.22 (the same sources), then about
 *   0.30 + 0.38·(S − 0.22) (Bearman & Harvey);
 * - the drag crisis: CD 0.46–0.53 at Re 5e4 and 0.32–0.41 at Re 6.3e4 (Lyu 2020, S 0.2–0.27);
 * - spin decay dω/dt = −Rω·(V/r)·ω with Rω = 2.0e-5 (Smits & Smith, Science and Golf II, 1994)
 *   to 2.5e-5 (Tavares, Shannon & Melvin, Science and Golf III, 1999, from radar).
 */
describe('the coefficient laws', () => {
  it.each([0.05, 0.1, 0.15, 0.2, 0.25, 0.3])('lift at S %d above the crisis: within 0.04 of the measured law', (s) => {
    for (const re of [1.0e5, 1.5e5, 2.0e5])
      expect(Math.abs(liftCoefficient(re, s) - (0.065 + 0.85 * s))).toBeLessThan(0.04);
  });

  it('levels the lift off at 0.35 for high spin, and has none without spin', () => {
    expect(liftCoefficient(1.5e5, 0.5)).toBeCloseTo(DEFAULT_AERO.clMax, 9);
    expect(DEFAULT_AERO.clMax).toBeGreaterThanOrEqual(0.33);
    expect(liftCoefficient(1.5e5, 0)).toBe(0);
    expect(liftCoefficient(1.5e5, 0.01)).toBeLessThan(0.04);
  });

  it.each([0.05, 0.1, 0.15, 0.2, 0.3, 0.4])('drag at S %d and Re 1.5e5: within 0.04 of the measured law', (s) => {
    const measured = s <= 0.22 ? 0.22 - 0.27 * s + 3 * s * s : 0.3 + 0.38 * (s - 0.22);
    expect(Math.abs(dragCoefficient(1.5e5, s) - measured)).toBeLessThan(0.04);
  });

  it('has the drag crisis: high drag below Re 5e4 falling to the supercritical law by Re 8e4', () => {
    expect(dragCoefficient(4e4, 0.25)).toBeGreaterThanOrEqual(0.4);
    const at63 = dragCoefficient(6.3e4, 0.25);
    expect(at63).toBeGreaterThanOrEqual(0.32);
    expect(at63).toBeLessThanOrEqual(0.41);
    expect(dragCoefficient(8.5e4, 0.25)).toBeLessThan(0.34);
    for (let re = 3e4; re < 2.4e5; re += 5e3)
      expect(dragCoefficient(re + 5e3, 0.2)).toBeLessThanOrEqual(dragCoefficient(re, 0.2) + 0.001);
  });

  it('loses a little lift below Re 8e4 and none above', () => {
    expect(liftCoefficient(5e4, 0.2)).toBeCloseTo(liftCoefficient(2e5, 0.2) - DEFAULT_AERO.liftLoss, 9);
    expect(liftCoefficient(8.5e4, 0.2)).toBe(liftCoefficient(2e5, 0.2));
  });

  it('decays the spin at Smits & Smith’s to Tavares’s rate: a time constant of 19–24 s at 100 mph', () => {
    const tau = 1 / spinDecayRate(44.704);
    expect(tau).toBeGreaterThan(18.9);
    expect(tau).toBeLessThan(23.9);
    // The aerodynamic torque scales with the air's density.
    expect(spinDecayRate(44.704, SEA_LEVEL_DENSITY * 0.8)).toBeCloseTo(0.8 * spinDecayRate(44.704), 12);
  });

  it('spins a tour drive down by 60–110 rpm a second (TrackMan radar of a Pro V1x: about 75)', () => {
    // Acushnet, US 7,591,742 B2: spin against time measured by TrackMan for driver shots.
    const v0 = 167 * 0.44704;
    const a = (10.9 * Math.PI) / 180;
    const omega = (2686 * Math.PI) / 30;
    const flight = simulateFlight(
      { vx: v0 * Math.cos(a), vy: 0, vz: v0 * Math.sin(a), omega, ax: 0, ay: -1, az: 0 },
      { air: airForElevation(Elevation.sea_level), windX: 0, windY: 0 },
    );
    const rpmPerSecond = ((omega - flight.omega) * 30) / Math.PI / flight.time;
    expect(rpmPerSecond).toBeGreaterThan(60);
    expect(rpmPerSecond).toBeLessThan(110);
  });

  it('computes the Reynolds number of a 100 mph ball at sea level: about 1.3e5', () => {
    const air = airForElevation(Elevation.sea_level);
    expect(reynoldsNumber(44.704, air.density, air.viscosity)).toBeCloseTo(1.3e5, -4);
  });
});
