import { describe, expect, it } from 'vitest';
import { SurfaceType } from '../course';
import { CENTIMETRES_PER_YARD, type Degrees, type Feet, type MetresPerSecond, type Rpm } from '../units';
import { greenRollingDeceleration, turfRestitution } from './bounce-roll';
import { simulateShot, type ShotConditions, type ShotLaunch } from './simulate';

const MPH = 0.44704;
const launch = (ballSpeed: number, launchAngle: number, backSpin: number): ShotLaunch => ({
  ballSpeed: ballSpeed as MetresPerSecond,
  launchAngle: launchAngle as Degrees,
  azimuth: 0 as Degrees,
  backSpin: backSpin as Rpm,
  sideSpin: 0 as Rpm,
});
const everywhere = (surface: SurfaceType): ShotConditions => ({ surfaceAt: () => surface });
const roll = (shot: ShotLaunch, conditions: ShotConditions) => {
  const result = simulateShot(shot, conditions);
  return result.totalDistance - result.carry;
};

// TrackMan PGA Tour averages (reference-shots.ts): driver, 7-iron, pitching wedge.
const driver = launch(167 * MPH, 10.9, 2686);
const sevenIron = launch(120 * MPH, 16.3, 7097);
const wedge = launch(102 * MPH, 24.2, 9304);

describe('the ground laws', () => {
  it('has Penner’s turf restitution and the stimpmeter deceleration', () => {
    expect(turfRestitution(0)).toBeCloseTo(0.51, 6);
    expect(turfRestitution(25)).toBe(0.12);
    // 1.83 m/s rolls 11 ft (3.3528 m): a = v² / 2d
    expect(greenRollingDeceleration(11 as Feet)).toBeCloseTo((1.83 * 1.83) / (2 * 3.3528), 6);
  });

  it('rolls a putt the stimp reading from the stimpmeter’s release speed', () => {
    // Released rolling, as off the stimpmeter's ramp: top spin of v / r (819 rpm at 1.83 m/s).
    const rolling = -((1.83 / 0.021335) * 30) / Math.PI;
    for (const stimp of [7, 9, 11, 13]) {
      const putt = simulateShot(launch(1.83, 0, rolling), {
        ...everywhere(SurfaceType.green),
        greenStimp: stimp as Feet,
      });
      expect(putt.totalDistance).toBeCloseTo(stimp * 30.48, -0.5);
    }
  });
});

describe('bounce and roll', () => {
  const bump = launch(14, 6, 1500); // a low running chip

  it('rolls further on faster greens', () => {
    const rolls = [7, 9, 11, 13].map((stimp) =>
      roll(bump, { ...everywhere(SurfaceType.green), greenStimp: stimp as Feet }),
    );
    for (let i = 1; i < rolls.length; i++) expect(rolls[i]).toBeGreaterThan(rolls[i - 1]!);
    expect(rolls[0]).toBeGreaterThan(100);
  });

  it('runs a tour drive out 15–40 yd on the fairway (TrackMan’s 2010 chart: 20–40), little in the rough', () => {
    const fairwayRoll = roll(driver, everywhere(SurfaceType.fairway));
    expect(fairwayRoll).toBeGreaterThan(15 * CENTIMETRES_PER_YARD);
    expect(fairwayRoll).toBeLessThan(40 * CENTIMETRES_PER_YARD);
    expect(roll(driver, everywhere(SurfaceType.other))).toBeLessThan(fairwayRoll / 2);
    expect(roll(driver, everywhere(SurfaceType.tee))).toBe(fairwayRoll);
  });

  it('runs a low chip out on the fairway, less in the rough', () => {
    // The turf drag grows with the ball's speed: it tames a drive's roll and leaves a chip's.
    const chip = roll(bump, everywhere(SurfaceType.fairway));
    expect(chip).toBeGreaterThan(10 * CENTIMETRES_PER_YARD);
    expect(roll(bump, everywhere(SurfaceType.other))).toBeLessThan(chip);
  });

  it('stops a tour 7-iron on the green within a few yards and checks a wedge', () => {
    const green = { ...everywhere(SurfaceType.green), greenStimp: 11 as Feet };
    const shot = simulateShot(sevenIron, green);
    expect(Math.abs(shot.totalDistance - shot.carry)).toBeLessThan(6 * CENTIMETRES_PER_YARD);
    expect(shot.restSurface).toBe(SurfaceType.green);
    expect(roll(wedge, green)).toBeLessThan(roll(sevenIron, green));
  });

  it('stops the ball within half a metre in a bunker', () => {
    for (const shot of [driver, sevenIron, wedge]) {
      const result = simulateShot(shot, everywhere(SurfaceType.bunker));
      expect(Math.abs(result.totalDistance - result.carry)).toBeLessThan(50);
      expect(result.restSurface).toBe(SurfaceType.bunker);
    }
  });

  it('leaves the ball where it lands in a penalty area', () => {
    const shot = simulateShot(launch(50, 15, 6000), everywhere(SurfaceType.penalty));
    expect(shot.rest).toEqual(shot.landing);
    expect(shot.totalDistance).toBe(shot.carry);
    expect(shot.restSurface).toBe(SurfaceType.penalty);
  });

  it('stops a rolling ball where it runs into water', () => {
    // Fairway up to 20 m, water beyond: the chip lands short and rolls in.
    const shot = simulateShot(launch(16, 8, 800), {
      surfaceAt: (p) => (p.x < 2000 ? SurfaceType.fairway : SurfaceType.penalty),
    });
    expect(shot.landing.x).toBeLessThan(2000);
    expect(shot.restSurface).toBe(SurfaceType.penalty);
    expect(shot.rest.x).toBeGreaterThanOrEqual(2000);
    expect(shot.rest.x).toBeLessThan(2100);
  });

  it('rolls the same with and without surface look-ups on one surface', () => {
    for (const surface of [SurfaceType.fairway, SurfaceType.green, SurfaceType.other]) {
      const looked = simulateShot(driver, everywhere(surface)).totalDistance;
      const plain = simulateShot(driver, surface === SurfaceType.fairway ? {} : { surfaceAt: () => surface });
      expect(Math.abs(looked - plain.totalDistance)).toBeLessThanOrEqual(1);
    }
  });
});
