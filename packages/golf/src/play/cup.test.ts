import { describe, expect, it } from 'vitest';
import type { Centimetres } from '../units';
import { captureSpeed, CUP_DIAMETER_CM, findCupCapture, type HolePathPoint } from './cup';

const pin = { x: 0, y: 1000 };
/** A ball rolling along y from 0 with speed v0 (m/s) and deceleration a (m/s²), sampled every 0.2 s, at x = offset. */
function roll(v0: number, a: number, offset = 0): HolePathPoint[] {
  const stop = v0 / a;
  const points: HolePathPoint[] = [];
  for (let t = 0; t < stop; t += 0.2)
    points.push({ x: offset, y: Math.round((v0 * t - 0.5 * a * t * t) * 100), z: 0, t });
  points.push({ x: offset, y: Math.round(((v0 * v0) / (2 * a)) * 100), z: 0, t: stop });
  return points;
}

describe('captureSpeed', () => {
  it('is the Rules of Golf cup: 4.25 in = 108 mm', () => {
    expect(CUP_DIAMETER_CM).toBeCloseTo(4.25 * 2.54, 1);
  });

  it('is 1.64 m/s straight over the centre, next to Holmes (1991): 1.63 m/s', () => {
    expect(captureSpeed(0 as Centimetres)).toBeCloseTo(1.63, 1);
  });

  it.each([
    [2, 1.52],
    [4, 1.1],
    [5.4, 0],
    [8, 0],
  ])('%f cm off centre: %f m/s', (offset, speed) => {
    expect(captureSpeed(offset as Centimetres)).toBeCloseTo(speed, 2);
  });
});

describe('findCupCapture', () => {
  const a = 0.6;
  // Speed at the cup (10 m away): √(v0² − 2·a·10).
  it.each([
    ['dies in the cup', Math.sqrt(2 * a * 10.02), 0, true],
    ['reaches it at 1.0 m/s', Math.sqrt(1 + 2 * a * 9.95), 0, true],
    ['reaches it at 2.0 m/s: rolls over', Math.sqrt(4 + 2 * a * 9.95), 0, false],
    ['stops short', Math.sqrt(2 * a * 9.8), 0, false],
    ['passes 6 cm wide', Math.sqrt(1 + 2 * a * 9.95), 6, false],
    ['reaches it 4 cm off centre at 1.0 m/s', Math.sqrt(1 + 2 * a * 9.95), 4, true],
    ['reaches it 4 cm off centre at 1.3 m/s', Math.sqrt(1.69 + 2 * a * 9.95), 4, false],
  ])('a ball that %s', (_label, v0, offset, holed) => {
    const capture = findCupCapture(roll(v0, a, offset), pin, () => a);
    expect(capture !== null).toBe(holed);
    // The drop point is on the lip, in whole centimetres.
    if (capture) expect(Math.hypot(capture.point.x - pin.x, capture.point.y - pin.y)).toBeLessThan(5.4 + 1);
  });

  it('a ball that comes down into the cup from the air is holed; one that flies over it is not', () => {
    const pitch = (landY: number): HolePathPoint[] => [
      { x: 0, y: 0, z: 0, t: 0 },
      { x: 0, y: 500, z: 300, t: 0.5 },
      { x: 0, y: landY, z: 0, t: 1 },
      { x: 0, y: landY + 400, z: 0, t: 2 },
    ];
    expect(findCupCapture(pitch(1003), pin, () => a)).toMatchObject({ point: { x: 0, y: 1003 }, t: 1 });
    expect(findCupCapture(pitch(1020), pin, () => a)).toBeNull();
  });
});
