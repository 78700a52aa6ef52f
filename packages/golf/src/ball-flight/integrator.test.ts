import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  BALL_AREA_M2,
  BALL_MASS_KG,
  dragCoefficient,
  liftCoefficient,
  reynoldsNumber,
  spinDecayRate,
  spinFactor,
} from './aerodynamics';
import { airForElevation, Elevation, STANDARD_GRAVITY } from './atmosphere';
import { simulateFlight } from './flight';
import { LPGA_2023, PGA_2014, RICE_DRIVER } from './reference-shots';

const MPH = 0.44704;

/**
 * A plain RK4 reference built on the coefficient functions of aerodynamics.ts, at a 1 ms step, in
 * the vertical plane: it checks the integrator and that flight.ts's speed-form constants give the
 * same coefficients.
 */
function reference(v0: number, angleDeg: number, rpm: number): number {
  const air = airForElevation(Elevation.sea_level);
  const k = (air.density * BALL_AREA_M2) / (2 * BALL_MASS_KG);
  const f = (vx: number, vz: number, w: number): [number, number, number] => {
    const V = Math.hypot(vx, vz);
    const re = reynoldsNumber(V, air.density, air.viscosity);
    const s = spinFactor(w, V);
    const cd = dragCoefficient(re, s);
    const cl = liftCoefficient(re, s);
    return [
      -k * V * (cd * vx + cl * vz),
      -k * V * (cd * vz - cl * vx) - STANDARD_GRAVITY,
      -spinDecayRate(V, air.density) * w,
    ];
  };
  const dt = 0.001;
  const a = (angleDeg * Math.PI) / 180;
  let [x, z, vx, vz, w] = [0, 0, v0 * Math.cos(a), v0 * Math.sin(a), (rpm * Math.PI) / 30];
  for (;;) {
    const k1 = f(vx, vz, w);
    const k2 = f(vx + (dt / 2) * k1[0], vz + (dt / 2) * k1[1], w + (dt / 2) * k1[2]);
    const k3 = f(vx + (dt / 2) * k2[0], vz + (dt / 2) * k2[1], w + (dt / 2) * k2[2]);
    const k4 = f(vx + dt * k3[0], vz + dt * k3[1], w + dt * k3[2]);
    const nx = x + dt * vx + ((dt * dt) / 6) * (k1[0] + k2[0] + k3[0]);
    const nz = z + dt * vz + ((dt * dt) / 6) * (k1[1] + k2[1] + k3[1]);
    vx += (dt / 6) * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]);
    vz += (dt / 6) * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1]);
    w += (dt / 6) * (k1[2] + 2 * k2[2] + 2 * k3[2] + k4[2]);
    if (nz <= 0) return x + ((nx - x) * z) / (z - nz);
    x = nx;
    z = nz;
  }
}

describe('the flight integrator', () => {
  // Tour shots from driver to wedge, and slow drives whose descent crosses the drag crisis.
  it.each([...PGA_2014, ...LPGA_2023, ...RICE_DRIVER].map((row) => [`${row.source} ${row.label}`, row] as const))(
    '%s: lands within 2 cm of an RK4 reference at a 1 ms step',
    (_name, row) => {
      const v0 = row.ballSpeedMph * MPH;
      const a = (row.launchDeg * Math.PI) / 180;
      const flight = simulateFlight(
        {
          vx: v0 * Math.cos(a),
          vy: 0,
          vz: v0 * Math.sin(a),
          omega: (row.spinRpm * Math.PI) / 30,
          ax: 0,
          ay: -1,
          az: 0,
        },
        { air: airForElevation(Elevation.sea_level), windX: 0, windY: 0 },
      );
      expect(Math.abs(flight.x - reference(v0, row.launchDeg, row.spinRpm))).toBeLessThan(0.02);
    },
  );
});

describe('the flight integrator over the whole input range', () => {
  // The default step is long (FLIGHT_STEP_S); the same equations at a 1 ms step are the reference.
  // Random 3-D launches inside the endpoint's bounds, with side spin, wind and every elevation.
  it('lands, peaks and times the flight like a 1 ms step: within 1 cm, 1 cm and 1 ms', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 15, max: 100, noNaN: true }),
        fc.double({ min: 5, max: 85, noNaN: true }),
        fc.double({ min: -45, max: 45, noNaN: true }),
        fc.double({ min: 0, max: 15000, noNaN: true }),
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -15, max: 15, noNaN: true }),
        fc.double({ min: -15, max: 15, noNaN: true }),
        fc.constantFrom(10, 20, 30, 40, 50),
        (speed, launchDeg, azimuthDeg, rpm, axisDeg, windX, windY, elevation) => {
          const theta = (launchDeg * Math.PI) / 180;
          const psi = (azimuthDeg * Math.PI) / 180;
          const phi = (axisDeg * Math.PI) / 180;
          const start = {
            vx: speed * Math.cos(theta) * Math.cos(psi),
            vy: speed * Math.cos(theta) * Math.sin(psi),
            vz: speed * Math.sin(theta),
            omega: (rpm * Math.PI) / 30,
            ax: Math.sin(psi) * Math.cos(phi),
            ay: -Math.cos(psi) * Math.cos(phi),
            az: Math.sin(phi),
          };
          const env = { air: airForElevation(elevation as Elevation), windX, windY };
          const flight = simulateFlight(start, env);
          const fine = simulateFlight(start, env, { step: 0.001 });
          expect(Math.hypot(flight.x - fine.x, flight.y - fine.y)).toBeLessThan(0.01);
          expect(Math.abs(flight.maxHeight - fine.maxHeight)).toBeLessThan(0.01);
          expect(Math.abs(flight.time - fine.time)).toBeLessThan(0.001);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('samples the tracer every 50 ms in the air and ends it at the landing', () => {
    const v0 = 120 * MPH;
    const a = (16.3 * Math.PI) / 180;
    const flight = simulateFlight(
      { vx: v0 * Math.cos(a), vy: 0, vz: v0 * Math.sin(a), omega: (7097 * Math.PI) / 30, ax: 0, ay: -1, az: 0 },
      { air: airForElevation(Elevation.sea_level), windX: 0, windY: 0 },
    );
    const times = flight.path.filter((_, i) => i % 4 === 3);
    for (let i = 1; i < times.length - 1; i++) expect(times[i]).toBeCloseTo(i * 0.05, 9);
    expect(times[times.length - 1]).toBe(flight.time);
    expect(flight.time - times[times.length - 2]!).toBeLessThanOrEqual(0.05);
    expect(flight.path.slice(-4, -1)).toEqual([flight.x, flight.y, 0]);
  });
});
