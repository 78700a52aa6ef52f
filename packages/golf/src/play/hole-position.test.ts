import { describe, expect, it } from 'vitest';
import { TeeingType } from '../course';
import { buildHole } from '../hole-builder';
import type { Centimetres } from '../units';
import { distanceToHole, headingTowards, positionFromDistance, teePosition } from './hole-position';

const straight = buildHole({ number: 1, par: 4, strokeIndex: 1, lengthsM: { 10: 320, 20: 360, 30: 400 } });
const dogleg = buildHole({
  number: 2,
  par: 4,
  strokeIndex: 2,
  lengthsM: { 10: 320, 20: 360, 30: 400 },
  dogleg: { direction: 'right', angleDeg: 30, atM: 240 },
});

describe('teePosition', () => {
  it.each([
    [TeeingType.back, { x: 0, y: 0 }],
    [TeeingType.middle, { x: 0, y: 4000 }],
    [TeeingType.front, { x: 0, y: 8000 }],
  ])('teeing_type %i plays from its own tee', (teeingType, position) => {
    expect(teePosition(straight, teeingType)).toEqual(position);
    expect(distanceToHole(straight, teePosition(straight, teeingType))).toBe(straight.tees[teeingType].lengthCm);
  });

  it('refuses a teeing type that is not in the enumeration', () => {
    expect(() => teePosition(straight, 15 as TeeingType)).toThrow(RangeError);
  });
});

describe('headingTowards', () => {
  it.each([
    [{ x: 0, y: 100 }, 0],
    [{ x: 100, y: 0 }, 90],
    [{ x: -100, y: 0 }, -90],
    [{ x: 100, y: 100 }, 45],
    [{ x: 0, y: 0 }, 0],
  ])('from the origin to %o is %f degrees', (to, heading) => {
    expect(headingTowards({ x: 0, y: 0 }, to)).toBeCloseTo(heading, 9);
  });
});

describe('positionFromDistance', () => {
  it.each([
    [0, { x: 0, y: 40000 }],
    [10000, { x: 0, y: 30000 }],
    [40000, { x: 0, y: 0 }],
    [90000, { x: 0, y: 0 }],
  ])('on a straight hole, %i cm from the pin', (cm, expected) => {
    expect(positionFromDistance(straight, TeeingType.back, cm as Centimetres)).toEqual(expected);
  });

  it('follows the dogleg back from the pin and stops at the tee played', () => {
    const leg = Math.hypot(dogleg.pin.x - 0, dogleg.pin.y - 24000);
    const short = positionFromDistance(dogleg, TeeingType.back, 5000 as Centimetres);
    expect(distanceToHole(dogleg, short)).toBe(5000);
    expect(positionFromDistance(dogleg, TeeingType.back, Math.round(leg) as Centimetres)).toEqual({ x: 0, y: 24000 });
    expect(positionFromDistance(dogleg, TeeingType.front, 1_000_000 as Centimetres)).toEqual(
      dogleg.tees[TeeingType.front].position,
    );
  });
});
