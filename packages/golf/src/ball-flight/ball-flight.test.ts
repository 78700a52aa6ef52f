import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SurfaceType, TeeingType } from '../course';
import { buildHole } from '../hole-builder';
import { type Degrees, type Feet, type Metres, type MetresPerSecond, type Rpm, CENTIMETRES_PER_YARD } from '../units';
import {
  BALL_AREA_M2,
  BALL_MASS_KG,
  BALL_RADIUS_M,
  DEFAULT_AERO,
  dragCoefficient,
  liftCoefficient,
  reynoldsNumber,
  spinFactor,
} from './aerodynamics';
import { airAtAltitude, airForElevation, Elevation, STANDARD_GRAVITY } from './atmosphere';
import { greenRollingDeceleration, turfRestitution } from './bounce-roll';
import { simulateFlight } from './flight';
import {
  holeSurfaceLookup,
  MAX_PATH_POINTS,
  shotPointToHole,
  simulateShot,
  type ShotConditions,
  type ShotLaunch,
} from './simulate';

const MPH = 0.44704; // m/s, exactly (1 mile = 1609.344 m)

const launch = (ballSpeed: number, launchAngle: number, backSpin: number, sideSpin = 0, azimuth = 0): ShotLaunch => ({
  ballSpeed: ballSpeed as MetresPerSecond,
  launchAngle: launchAngle as Degrees,
  azimuth: azimuth as Degrees,
  backSpin: backSpin as Rpm,
  sideSpin: sideSpin as Rpm,
});

interface ReferenceRow {
  club: string;
  ballSpeedMph: number;
  launchDeg: number;
  spinRpm: number;
  maxHeightYd: number;
  landAngleDeg: number;
  carryYd: number;
}

/*
 * TrackMan PGA Tour averages: club speed / ball speed (mph), launch angle (deg), spin rate (rpm),
 * max height (yd), land angle (deg), carry (yd). Source for every row below: TrackMan, "TrackMan
 * Average Tour Stats" (PGA Tour averages), https://blog.trackmangolf.com/trackman-average-tour-stats/
 * (the table as published in 2014 and widely reproduced, e.g. Golf Monthly, "How far PGA Tour
 * players hit every club in the bag", 2023). Club speed is listed for reference; the flight only
 * needs the ball's launch.
 */
const TRACKMAN_PGA_TOUR: ReferenceRow[] = [
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): driver, club speed 113 mph
  {
    club: 'driver',
    ballSpeedMph: 167,
    launchDeg: 10.9,
    spinRpm: 2686,
    maxHeightYd: 32,
    landAngleDeg: 38,
    carryYd: 275,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 3-wood, club speed 107 mph
  { club: '3-wood', ballSpeedMph: 158, launchDeg: 9.2, spinRpm: 3655, maxHeightYd: 30, landAngleDeg: 43, carryYd: 243 },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 5-wood, club speed 103 mph
  { club: '5-wood', ballSpeedMph: 152, launchDeg: 9.4, spinRpm: 4350, maxHeightYd: 31, landAngleDeg: 47, carryYd: 230 },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): hybrid, club speed 100 mph
  {
    club: 'hybrid',
    ballSpeedMph: 146,
    launchDeg: 10.2,
    spinRpm: 4437,
    maxHeightYd: 29,
    landAngleDeg: 47,
    carryYd: 225,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 3-iron, club speed 98 mph
  {
    club: '3-iron',
    ballSpeedMph: 142,
    launchDeg: 10.4,
    spinRpm: 4630,
    maxHeightYd: 27,
    landAngleDeg: 46,
    carryYd: 212,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 4-iron, club speed 96 mph
  {
    club: '4-iron',
    ballSpeedMph: 137,
    launchDeg: 11.0,
    spinRpm: 4836,
    maxHeightYd: 28,
    landAngleDeg: 48,
    carryYd: 203,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 5-iron, club speed 94 mph
  {
    club: '5-iron',
    ballSpeedMph: 132,
    launchDeg: 12.1,
    spinRpm: 5361,
    maxHeightYd: 31,
    landAngleDeg: 49,
    carryYd: 194,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 6-iron, club speed 92 mph
  {
    club: '6-iron',
    ballSpeedMph: 127,
    launchDeg: 14.1,
    spinRpm: 6231,
    maxHeightYd: 30,
    landAngleDeg: 50,
    carryYd: 183,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 7-iron, club speed 90 mph
  {
    club: '7-iron',
    ballSpeedMph: 120,
    launchDeg: 16.3,
    spinRpm: 7097,
    maxHeightYd: 32,
    landAngleDeg: 50,
    carryYd: 172,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 8-iron, club speed 87 mph
  {
    club: '8-iron',
    ballSpeedMph: 115,
    launchDeg: 18.1,
    spinRpm: 7998,
    maxHeightYd: 31,
    landAngleDeg: 50,
    carryYd: 160,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): 9-iron, club speed 85 mph
  {
    club: '9-iron',
    ballSpeedMph: 109,
    launchDeg: 20.4,
    spinRpm: 8647,
    maxHeightYd: 30,
    landAngleDeg: 51,
    carryYd: 148,
  },
  // TrackMan PGA Tour averages (blog.trackmangolf.com/trackman-average-tour-stats): pitching wedge, club speed 83 mph
  {
    club: 'pitching wedge',
    ballSpeedMph: 102,
    launchDeg: 24.2,
    spinRpm: 9304,
    maxHeightYd: 29,
    landAngleDeg: 52,
    carryYd: 136,
  },
];

const simulateRow = (row: ReferenceRow, conditions: ShotConditions = {}) =>
  simulateShot(launch(row.ballSpeedMph * MPH, row.launchDeg, row.spinRpm), conditions);

describe('simulateShot against the TrackMan PGA Tour averages', () => {
  it.each(TRACKMAN_PGA_TOUR)('$club: carry within ±4 %, apex within ±15 %, land angle within 10°', (row) => {
    const shot = simulateRow(row);
    const carryYd = shot.carry / CENTIMETRES_PER_YARD;
    const heightYd = shot.ballMaxHeight / CENTIMETRES_PER_YARD;
    expect(Math.abs(carryYd - row.carryYd) / row.carryYd).toBeLessThanOrEqual(0.04);
    expect(Math.abs(heightYd - row.maxHeightYd) / row.maxHeightYd).toBeLessThanOrEqual(0.15);
    expect(Math.abs(shot.landingAngle - row.landAngleDeg)).toBeLessThanOrEqual(10);
    expect(shot.lateral).toBe(0);
  });

  it('orders the clubs: each carries less than the one before', () => {
    const carries = TRACKMAN_PGA_TOUR.map((row) => simulateRow(row).carry);
    for (let i = 1; i < carries.length; i++) expect(carries[i]).toBeLessThan(carries[i - 1]!);
  });
});

describe('the flight integrator', () => {
  /** A plain RK4 reference built on the coefficient functions, at a 1 ms step. */
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
        -(DEFAULT_AERO.spinDecay * V * w) / BALL_RADIUS_M,
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

  it.each(TRACKMAN_PGA_TOUR)('$club: lands within 2 cm of an RK4 reference at a 1 ms step', (row) => {
    const v0 = row.ballSpeedMph * MPH;
    const a = (row.launchDeg * Math.PI) / 180;
    const flight = simulateFlight(
      { vx: v0 * Math.cos(a), vy: 0, vz: v0 * Math.sin(a), omega: (row.spinRpm * Math.PI) / 30, ax: 0, ay: -1, az: 0 },
      { air: airForElevation(Elevation.sea_level), windX: 0, windY: 0 },
    );
    expect(Math.abs(flight.x - reference(v0, row.launchDeg, row.spinRpm))).toBeLessThan(0.02);
  });
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

describe('aerodynamics and air', () => {
  it('has the ISA densities: 1.225 kg/m³ at sea level, about 5.7 % less at 2000 ft', () => {
    expect(airAtAltitude(0 as Metres).density).toBeCloseTo(1.225, 3);
    expect(airAtAltitude(0 as Metres).viscosity).toBeCloseTo(1.789e-5, 8);
    expect(airForElevation(Elevation.ft_2000).density).toBeCloseTo(1.1549, 3);
    const densities = [10, 20, 30, 40, 50].map((e) => airForElevation(e as Elevation).density);
    for (let i = 1; i < densities.length; i++) expect(densities[i]).toBeLessThan(densities[i - 1]!);
  });

  it.each([
    // Re, S, CD, CL: below, inside and above the drag crisis
    [2.5e4, 0.1, 0.5 + 0.018, 0],
    [4e4, 0.1, 0.5 + 0.018, (0.32 * 0.1) / 0.175 / 8.5],
    [6e4, 0.1, 0.35 + 0.018, (((0.32 * 0.1) / 0.175) * 3) / 8.5],
    [1.5e5, 0.2, 0.2 + 0.017 * 0.8 + 0.036, (0.32 * 0.2) / 0.275],
  ])('CD and CL at Re %d, S %d', (re, s, cd, cl) => {
    expect(dragCoefficient(re, s)).toBeCloseTo(cd, 6);
    expect(liftCoefficient(re, s)).toBeCloseTo(cl, 6);
  });

  it('has Penner’s turf restitution and the stimpmeter deceleration', () => {
    expect(turfRestitution(0)).toBeCloseTo(0.51, 6);
    expect(turfRestitution(25)).toBe(0.12);
    // 1.83 m/s rolls 11 ft (3.3528 m): a = v² / 2d
    expect(greenRollingDeceleration(11 as Feet)).toBeCloseTo((1.83 * 1.83) / (2 * 3.3528), 6);
  });
});

describe('direction, wind and elevation', () => {
  const seven = launch(120 * MPH, 16.3, 7097);

  it('curves right with positive side spin and left with negative', () => {
    expect(simulateShot(launch(60, 14, 5000, 800)).lateral).toBeGreaterThan(500);
    expect(simulateShot(launch(60, 14, 5000, -800)).lateral).toBeLessThan(-500);
  });

  it('starts right with a positive azimuth and flies straight along it without side spin', () => {
    const shot = simulateShot(launch(60, 14, 5000, 0, 5));
    const direction = (Math.atan2(shot.landing.y, shot.landing.x) * 180) / Math.PI;
    expect(direction).toBeCloseTo(5, 1);
  });

  it('treats total spin plus spin axis like the same back and side spin', () => {
    const axis = simulateShot({
      ballSpeed: 60 as MetresPerSecond,
      launchAngle: 14 as Degrees,
      azimuth: 0 as Degrees,
      totalSpin: 5000 as Rpm,
      spinAxis: 10 as Degrees,
    });
    const parts = simulateShot(
      launch(60, 14, 5000 * Math.cos((10 * Math.PI) / 180), 5000 * Math.sin((10 * Math.PI) / 180)),
    );
    expect(axis.carry).toBe(parts.carry);
    expect(axis.lateral).toBe(parts.lateral);
    expect(axis.lateral).toBeGreaterThan(0);
  });

  it('carries further downwind, shorter into the wind, and drifts with a crosswind', () => {
    const calm = simulateShot(seven).carry;
    const wind = (direction: number) => ({ wind: { speed: 5 as MetresPerSecond, direction: direction as Degrees } });
    expect(simulateShot(seven, wind(0)).carry).toBeGreaterThan(calm + 500);
    expect(simulateShot(seven, wind(180)).carry).toBeLessThan(calm - 500);
    expect(simulateShot(seven, wind(90)).lateral).toBeGreaterThan(300); // blowing left to right
    expect(simulateShot(seven, wind(270)).lateral).toBeLessThan(-300);
  });

  it('carries further in thinner air', () => {
    const carries = [10, 20, 30, 40, 50].map(
      (elevation) => simulateShot(seven, { elevation: elevation as Elevation }).carry,
    );
    for (let i = 1; i < carries.length; i++) expect(carries[i]).toBeGreaterThan(carries[i - 1]!);
    // Roughly 1 % per 1000 ft for a mid-iron (a widely quoted rule of thumb is 1–2 %).
    expect(carries[4]! / carries[0]!).toBeGreaterThan(1.01);
    expect(carries[4]! / carries[0]!).toBeLessThan(1.05);
  });
});

describe('bounce and roll', () => {
  const everywhere = (surface: SurfaceType): ShotConditions => ({ surfaceAt: () => surface });
  const bump = launch(14, 6, 1500); // a low running chip

  it('rolls further on faster greens', () => {
    const rolls = [7, 9, 11, 13].map((stimp) => {
      const shot = simulateShot(bump, { ...everywhere(SurfaceType.green), greenStimp: stimp as Feet });
      return shot.totalDistance - shot.carry;
    });
    for (let i = 1; i < rolls.length; i++) expect(rolls[i]).toBeGreaterThan(rolls[i - 1]!);
    expect(rolls[0]).toBeGreaterThan(100);
  });

  it('runs a drive out on the fairway, less in the rough', () => {
    const driver = launch(167 * MPH, 10.9, 2686);
    const fairway = simulateShot(driver, everywhere(SurfaceType.fairway));
    const rough = simulateShot(driver, everywhere(SurfaceType.other));
    const fairwayRoll = fairway.totalDistance - fairway.carry;
    expect(fairwayRoll).toBeGreaterThan(10 * CENTIMETRES_PER_YARD);
    expect(fairwayRoll).toBeLessThan(30 * CENTIMETRES_PER_YARD);
    expect(rough.totalDistance - rough.carry).toBeLessThan(fairwayRoll / 2);
  });

  it('stops a tour 7-iron on the green within a few yards', () => {
    const shot = simulateShot(launch(120 * MPH, 16.3, 7097), {
      ...everywhere(SurfaceType.green),
      greenStimp: 11 as Feet,
    });
    expect(Math.abs(shot.totalDistance - shot.carry)).toBeLessThan(6 * CENTIMETRES_PER_YARD);
    expect(shot.restSurface).toBe(SurfaceType.green);
  });

  it('stops the ball within half a metre in a bunker', () => {
    for (const row of [TRACKMAN_PGA_TOUR[0]!, TRACKMAN_PGA_TOUR[8]!, TRACKMAN_PGA_TOUR[11]!]) {
      const shot = simulateRow(row, everywhere(SurfaceType.bunker));
      expect(Math.abs(shot.totalDistance - shot.carry)).toBeLessThan(50);
      expect(shot.restSurface).toBe(SurfaceType.bunker);
    }
  });

  it('leaves the ball where it lands in a penalty area', () => {
    const shot = simulateShot(launch(50, 15, 6000), everywhere(SurfaceType.penalty));
    expect(shot.rest).toEqual(shot.landing);
    expect(shot.totalDistance).toBe(shot.carry);
    expect(shot.restSurface).toBe(SurfaceType.penalty);
  });

  it('stops a rolling ball where it runs into water', () => {
    // Fairway up to 30 m, water beyond: the chip lands short and rolls in.
    const shot = simulateShot(launch(16, 8, 800), {
      surfaceAt: (p) => (p.x < 3000 ? SurfaceType.fairway : SurfaceType.penalty),
    });
    expect(shot.landing.x).toBeLessThan(3000);
    expect(shot.restSurface).toBe(SurfaceType.penalty);
    expect(shot.rest.x).toBeGreaterThanOrEqual(3000);
    expect(shot.rest.x).toBeLessThan(3100);
  });
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
    const shot = simulateShot(launch(120 * MPH, 20, 8000), { surfaceAt });
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
        fc.constantFrom(SurfaceType.fairway, SurfaceType.green, SurfaceType.other, SurfaceType.bunker),
        ([speed, angle, back, side], azimuth, elevation, surface) => {
          const shot = simulateShot(launch(speed, angle, back, side, azimuth), {
            elevation: elevation as Elevation,
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
  });
});
