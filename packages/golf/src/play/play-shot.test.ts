import { describe, expect, it } from 'vitest';
import type { ShotLaunch } from '../ball-flight/simulate';
import { isOutOfBounds, SurfaceType, surfaceAt } from '../course';
import { distance, type Point } from '../geometry';
import { buildHole } from '../hole-builder';
import type { Degrees, Feet, MetresPerSecond, Rpm } from '../units';
import { CUP_RADIUS_CM } from './cup';
import { playShotOnHole } from './play-shot';

/**
 * A 150 m par 3 (pin at (0, 15000), green radius 14 m) with water across it from 60 to 80 m and
 * out of bounds 30 m right of the centre line.
 */
const hole = buildHole({
  number: 1,
  par: 3,
  strokeIndex: 1,
  lengthsM: { 10: 120, 20: 135, 30: 150 },
  water: [{ kind: 'crossing', fromM: 60, toM: 80 }],
  outOfBounds: [{ side: 'right', offsetM: 30 }],
});
const launch = (ballSpeed: number, launchAngle: number, azimuth = 0, backSpin = 0, sideSpin = 0): ShotLaunch => ({
  ballSpeed: ballSpeed as MetresPerSecond,
  launchAngle: launchAngle as Degrees,
  azimuth: azimuth as Degrees,
  backSpin: backSpin as Rpm,
  sideSpin: sideSpin as Rpm,
});
const play = (position: Point, surface: SurfaceType, shot: ShotLaunch, aim: Point = hole.pin) =>
  playShotOnHole({ hole, ball: { position, surface }, launch: shot, aim, conditions: { greenStimp: 9 as Feet } });

describe('playShotOnHole: putting', () => {
  const threeMetres = { x: 0, y: 14700 };

  it.each([2.6, 2.9, 3.2])('holes a straight 3 m putt at %f m/s (the ball reaches the cup slowly enough)', (speed) => {
    const shot = play(threeMetres, SurfaceType.green, launch(speed, 2));
    expect(shot.holed).toBe(true);
    expect(shot.penalty).toBeNull();
    expect(shot.rest).toEqual(hole.pin);
    expect(shot.nextPosition).toEqual(hole.pin);
    expect(shot.distanceToHole).toBe(0);
    expect(shot.totalDistance).toBe(300);
    const last = shot.path[shot.path.length - 1]!;
    expect({ x: last.x, y: last.y }).toEqual(hole.pin);
  });

  it.each([
    ['short', 2.0, 0],
    ['too fast: it rolls over the cup', 4.5, 0],
    ['off line by 3 degrees', 2.9, 3],
  ])('misses %s', (_label, speed, azimuth) => {
    const shot = play(threeMetres, SurfaceType.green, launch(speed, 2, azimuth));
    expect(shot.holed).toBe(false);
    expect(shot.restSurface).toBe(SurfaceType.green);
    expect(shot.nextPosition).toEqual(shot.rest);
    expect(shot.distanceToHole).toBe(Math.round(distance(shot.rest, hole.pin)));
    expect(shot.distanceToHole).toBeGreaterThan(CUP_RADIUS_CM);
  });

  it('rolls further on faster greens (stimp)', () => {
    const slow = playShotOnHole({
      hole,
      ball: { position: { x: 0, y: 13800 }, surface: SurfaceType.green },
      launch: launch(2, 2),
      aim: { x: 0, y: 16000 },
      conditions: { greenStimp: 7 as Feet },
    });
    const fast = playShotOnHole({
      hole,
      ball: { position: { x: 0, y: 13800 }, surface: SurfaceType.green },
      launch: launch(2, 2),
      aim: { x: 0, y: 16000 },
      conditions: { greenStimp: 13 as Feet },
    });
    expect(fast.totalDistance).toBeGreaterThan(slow.totalDistance * 1.5);
  });
});

describe('playShotOnHole: the approach', () => {
  it('a chip from 20 m that lands on the green and runs in is holed', () => {
    // The launch is the model's: the chip holes between 12.7 and 13.55 m/s (its landing leaves a ball mark).
    const shot = play({ x: 0, y: 13000 }, SurfaceType.fairway, launch(13.1, 35, 0, 3000));
    expect(shot.holed).toBe(true);
    expect(shot.carry).toBeLessThan(1700); // the green starts 6 m ahead: it lands on it and runs
    expect(shot.distanceToHole).toBe(0);
  });

  it('a tee shot that finishes on the green stays there, with the tracer in the hole frame', () => {
    // 48 m/s carries about 137 m, onto the green (136–164 m from this tee), and stops short of the pin.
    const shot = play(hole.tees[30].position, SurfaceType.tee, launch(48, 20, 0, 5000));
    expect(shot.holed).toBe(false);
    expect(shot.penalty).toBeNull();
    expect(shot.restSurface).toBe(SurfaceType.green);
    expect(shot.nextPosition).toEqual(shot.rest);
    expect(shot.path[0]).toMatchObject({ x: 0, y: 0, z: 0, t: 0 });
    expect(Math.max(...shot.path.map((p) => p.z))).toBe(shot.ballMaxHeight);
    const last = shot.path[shot.path.length - 1]!;
    expect({ x: last.x, y: last.y }).toEqual(shot.rest);
  });

  it('the azimuth is relative to the aim line', () => {
    // Aiming 20 m left of the pin with a 7.6 degree push-out brings the ball back to the pin line.
    const aim = { x: -2000, y: 15000 };
    const pushed = play({ x: 0, y: 0 }, SurfaceType.tee, launch(45, 20, 7.6, 5000), aim);
    expect(Math.abs(pushed.rest.x)).toBeLessThan(200);
    const straight = play({ x: 0, y: 0 }, SurfaceType.tee, launch(45, 20, 0, 5000), aim);
    expect(straight.rest.x).toBeLessThan(-1500);
    expect(straight.lateral).toBeLessThan(100);
  });
});

describe('playShotOnHole: penalties', () => {
  it('out of bounds: stroke and distance, the next stroke from the previous spot', () => {
    const from = hole.tees[20].position;
    const shot = play(from, SurfaceType.tee, launch(45, 20, 20, 5000));
    expect(isOutOfBounds(hole, shot.rest)).toBe(true);
    expect(shot.penalty).toBe('out_of_bounds');
    expect(shot.holed).toBe(false);
    expect(shot.nextPosition).toEqual(from);
    expect(shot.nextSurface).toBe(SurfaceType.tee);
    expect(shot.distanceToHole).toBe(Math.round(distance(from, hole.pin)));
  });

  it('water: dropped just outside the area where the ball crossed into it, no nearer the hole', () => {
    const shot = play({ x: 0, y: 0 }, SurfaceType.tee, launch(30, 20, 0, 5000));
    expect(shot.restSurface).toBe(SurfaceType.penalty);
    expect(shot.penalty).toBe('water');
    // The band runs from y = 6000 to 8000; the ball flew in over its near edge.
    expect(shot.nextPosition.y).toBeLessThan(6000);
    expect(shot.nextPosition.y).toBeGreaterThan(5950);
    expect(surfaceAt(hole, shot.nextPosition)).not.toBe(SurfaceType.penalty);
    expect(shot.nextSurface).toBe(surfaceAt(hole, shot.nextPosition));
    expect(distance(shot.nextPosition, hole.pin)).toBeGreaterThanOrEqual(9000);
    expect(shot.distanceToHole).toBe(Math.round(distance(shot.nextPosition, hole.pin)));
  });
});
