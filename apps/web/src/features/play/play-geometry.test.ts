import { describe, expect, it } from 'vitest';
import { buildHole } from '@golf/golf';
import {
  defaultAim,
  formatDistance,
  fromSvg,
  holeViewBox,
  polygonPath,
  teePosition,
  toSvg,
  tracerAt,
  tracerDuration,
  tracerSpeed,
} from './play-geometry';

const dogleg = buildHole({
  number: 1,
  par: 4,
  strokeIndex: 1,
  lengthsM: { 10: 330, 20: 360, 30: 400 },
  dogleg: { direction: 'right', angleDeg: 30, atM: 240 },
});
const straight = buildHole({ number: 2, par: 3, strokeIndex: 2, lengthsM: { 10: 130, 20: 150, 30: 170 } });

describe('hole drawing', () => {
  it('flips y so the hole runs up the screen, and back', () => {
    expect(toSvg({ x: 120, y: 5000 })).toEqual({ x: 120, y: -5000 });
    expect(fromSvg({ x: 120.4, y: -5000.6 })).toEqual({ x: 120, y: 5001 });
  });

  it('draws a closed polygon path', () => {
    expect(
      polygonPath([
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 200 },
      ]),
    ).toBe('M0 0 L100 0 L100 -200 Z');
    expect(polygonPath([])).toBe('');
  });

  it('frames the whole playable area, pin and tees inside the view box', () => {
    const box = holeViewBox(dogleg);
    for (const p of [dogleg.pin, ...dogleg.bounds, dogleg.tees[30].position]) {
      expect(p.x).toBeGreaterThan(box.x);
      expect(p.x).toBeLessThan(box.x + box.width);
      expect(-p.y).toBeGreaterThan(box.y);
      expect(-p.y).toBeLessThan(box.y + box.height);
    }
  });

  it.each([
    { tee: 10, expected: straight.tees[10].position },
    { tee: 30, expected: straight.tees[30].position },
    { tee: 77, expected: straight.tees[20].position },
  ])('tees off from teeing type $tee', ({ tee, expected }) => {
    expect(teePosition(straight, tee)).toEqual(expected);
  });
});

describe('defaultAim', () => {
  it('aims at the dogleg corner from the tee, at the pin past it', () => {
    expect(defaultAim(dogleg, dogleg.tees[30].position)).toEqual(dogleg.centreLine[0]);
    const pastCorner = { x: 2_000, y: 27_000 };
    expect(defaultAim(dogleg, pastCorner)).toEqual(dogleg.pin);
  });

  it('aims at the pin on a straight hole', () => {
    expect(defaultAim(straight, straight.tees[20].position)).toEqual(straight.pin);
  });
});

describe('formatDistance', () => {
  it.each([
    { cm: 15_000, unit: 'metric' as const, expected: { value: 150, unit: 'm' } },
    { cm: 2_345, unit: 'metric' as const, expected: { value: 23.5, unit: 'm' } },
    { cm: 15_000, unit: 'imperial' as const, expected: { value: 164, unit: 'yd' } },
    { cm: 914, unit: 'imperial' as const, expected: { value: 30, unit: 'ft' } },
  ])('$cm cm in $unit is $expected.value $expected.unit', ({ cm, unit, expected }) => {
    expect(formatDistance(cm, unit)).toEqual(expected);
  });
});

describe('tracers', () => {
  const path = [
    { x: 0, y: 0, z: 0, t: 0 },
    { x: 0, y: 1000, z: 500, t: 1 },
    { x: 0, y: 3000, z: 0, t: 3 },
  ];

  it('draws the samples up to t and puts the ball between them', () => {
    const half = tracerAt(path, 0.5);
    expect(half.drawn).toHaveLength(2);
    expect(half.ball).toEqual({ x: 0, y: 500, z: 250, t: 0.5 });
    const later = tracerAt(path, 2);
    expect(later.drawn).toHaveLength(3);
    expect(later.ball).toEqual({ x: 0, y: 2000, z: 250, t: 2 });
  });

  it('ends at the last sample', () => {
    expect(tracerAt(path, 10)).toEqual({ drawn: path, ball: path[2] });
    expect(tracerAt([], 1)).toEqual({ drawn: [], ball: null });
  });

  it('plays long shots faster so none lasts more than 2.5 s, short ones in real time', () => {
    expect(tracerDuration(path)).toBe(3);
    expect(tracerSpeed(path)).toBe(1.2);
    const short = path.slice(0, 2);
    expect(tracerSpeed(short)).toBe(1);
    const long = [...path, { x: 0, y: 9000, z: 0, t: 12 }];
    expect(tracerDuration(long) / tracerSpeed(long)).toBe(2.5);
  });
});
