import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SurfaceType, TeeingType } from '../course';
import { buildHole } from '../hole-builder';
import type { Celsius, Degrees, MetresPerSecond, Rpm } from '../units';
import type { Elevation } from './atmosphere';
import { holeSurfaceLookup, MAX_PATH_POINTS, shotPointToHole, simulateShot, type ShotLaunch } from './simulate';

const launch = (ballSpeed: number, launchAngle: number, backSpin: number, sideSpin = 0, azimuth = 0): ShotLaunch => ({
  ballSpeed: ballSpeed as MetresPerSecond,
  launchAngle: launchAngle as Degrees,
  azimuth: azimuth as Degrees,
  backSpin: backSpin as Rpm,
  sideSpin: sideSpin as Rpm,
});

describe('course geometry', () => {
  it('maps shot-frame points into the hole frame', () => {
    const from = { x: 100, y: 200 };
    expect(shotPointToHole({ x: 1000, y: 50 }, from, 0 as Degrees)).toEqual({ x: 150, y: 1200 });
    const turned = shotPointToHole({ x: 1000, y: 50 }, from, 90 as Degrees);
    expect(turned.x).toBeCloseTo(1100, 6);
    expect(turned.y).toBeCloseTo(150, 6);
  });

  it('reads the landing and rest surfaces from a hole', () => {
    const hole = buildHole({
      number: 1,
      par: 3,
      strokeIndex: 1,
      lengthsM: { [TeeingType.front]: 130, [TeeingType.middle]: 140, [TeeingType.back]: 150 },
      greenRadiusM: 15,
    });
    const surfaceAt = holeSurfaceLookup(hole, { x: 0, y: 0 }, 0 as Degrees);
    expect(surfaceAt({ x: 15000, y: 0 })).toBe(SurfaceType.green);
    const shot = simulateShot(launch(120 * 0.44704, 20, 8000), { surfaceAt });
    expect(Math.abs(shot.rest.x - 15000)).toBeLessThan(1500);
    expect(shot.restSurface).toBe(SurfaceType.green);
  });
});

describe('properties over sane launches', () => {
  /** Ball speed (m/s), launch angle (degrees), back and side spin (rpm) of real shots. */
  const saneLaunch = fc.tuple(
    fc.double({ min: 20, max: 85, noNaN: true }),
    fc.double({ min: 4, max: 40, noNaN: true }),
    fc.double({ min: 1000, max: 10000, noNaN: true }),
    fc.double({ min: -1500, max: 1500, noNaN: true }),
  );

  it('gives finite, bounded results and a tracer that moves downrange in flight', () => {
    fc.assert(
      fc.property(
        saneLaunch,
        fc.double({ min: -10, max: 10, noNaN: true }),
        fc.constantFrom(10, 20, 30, 40, 50),
        fc.double({ min: -10, max: 40, noNaN: true }),
        fc.constantFrom(SurfaceType.fairway, SurfaceType.green, SurfaceType.other, SurfaceType.bunker),
        ([speed, angle, back, side], azimuth, elevation, temperature, surface) => {
          const shot = simulateShot(launch(speed, angle, back, side, azimuth), {
            elevation: elevation as Elevation,
            temperature: temperature as Celsius,
            surfaceAt: () => surface,
          });
          for (const value of [
            shot.carry,
            shot.totalDistance,
            shot.ballMaxHeight,
            shot.lateral,
            shot.flightTime,
            shot.landingAngle,
          ]) {
            expect(Number.isFinite(value)).toBe(true);
          }
          expect(shot.carry).toBeGreaterThanOrEqual(0);
          expect(shot.ballMaxHeight).toBeGreaterThan(0);
          expect(shot.landingAngle).toBeGreaterThan(0);
          expect(shot.path.length).toBeLessThanOrEqual(MAX_PATH_POINTS);
          expect(shot.path[0]).toEqual({ x: 0, y: 0, z: 0, t: 0 });
          const last = shot.path[shot.path.length - 1]!;
          expect({ x: last.x, y: last.y }).toEqual(shot.rest);
          const flight = shot.path.filter((p) => p.t <= shot.flightTime);
          for (let i = 1; i < flight.length; i++) {
            expect(flight[i]!.x).toBeGreaterThanOrEqual(flight[i - 1]!.x - 1);
            expect(flight[i]!.t).toBeGreaterThanOrEqual(flight[i - 1]!.t);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the same shot without a tracer, only with an empty path', () => {
    fc.assert(
      fc.property(
        saneLaunch,
        fc.constantFrom(SurfaceType.fairway, SurfaceType.green, SurfaceType.bunker, SurfaceType.penalty),
        ([speed, angle, back, side], surface) => {
          const conditions = { surfaceAt: () => surface };
          const traced = simulateShot(launch(speed, angle, back, side), conditions);
          const distancesOnly = simulateShot(launch(speed, angle, back, side), conditions, { tracer: false });
          expect(traced.path.length).toBeGreaterThan(1);
          expect(distancesOnly).toEqual({ ...traced, path: [] });
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses launch data that are not numbers', () => {
    expect(() => simulateShot(launch(Number.NaN, 10, 3000))).toThrow(RangeError);
    expect(() => simulateShot(launch(-5, 10, 3000))).toThrow(RangeError);
    expect(() => simulateShot(launch(50, 10, 3000), { temperature: Number.NaN as Celsius })).toThrow(RangeError);
  });
});
