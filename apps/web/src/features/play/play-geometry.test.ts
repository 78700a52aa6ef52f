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
  // Pinewood Heath's 17th (demo data): 390 m from the back, a 15° dogleg left at 235 m, a fairway
  // bunker right at 240 m. QA's drive finished in that bunker ~5 m past the corner, and the old rule
  // kept aiming at the corner (0, 23 500), left and back: 62 swings out of bounds.
  const pinewood17 = buildHole({
    number: 17,
    par: 4,
    strokeIndex: 6,
    lengthsM: { 10: 312, 20: 357, 30: 390 },
    dogleg: { direction: 'left', angleDeg: 15, atM: 235 },
  });
  const corner = pinewood17.centreLine[0]!;
  /** A point `along` cm down the second leg (corner → pin) and `right` cm to its right. */
  const onSecondLeg = (along: number, right: number) => {
    const dx = pinewood17.pin.x - corner.x;
    const dy = pinewood17.pin.y - corner.y;
    const length = Math.hypot(dx, dy);
    return {
      x: Math.round(corner.x + (dx * along) / length + (dy * right) / length),
      y: Math.round(corner.y + (dy * along) / length - (dx * right) / length),
    };
  };

  it('the corner is where QA saw the aim stay', () => {
    expect(corner).toEqual({ x: 0, y: 23_500 });
  });

  it.each([
    { where: 'back tee', ball: pinewood17.tees[30].position, aim: 'corner' },
    { where: 'middle tee', ball: pinewood17.tees[20].position, aim: 'corner' },
    { where: 'front tee', ball: pinewood17.tees[10].position, aim: 'corner' },
    { where: '100 m short of the corner, in the fairway', ball: { x: 0, y: 13_500 }, aim: 'corner' },
    { where: '60 m short of the corner, 25 m right', ball: { x: 2_500, y: 17_500 }, aim: 'corner' },
    { where: '30 m short of the corner, 20 m left', ball: { x: -2_000, y: 20_500 }, aim: 'corner' },
    { where: '10 m short of the corner (too close to aim there)', ball: { x: 0, y: 22_500 }, aim: 'pin' },
    { where: 'at the corner', ball: corner, aim: 'pin' },
    { where: 'in the right fairway bunker 5 m past the corner (QA)', ball: { x: 2_000, y: 24_000 }, aim: 'pin' },
    { where: 'far right of the corner, 1 m past it', ball: { x: 4_000, y: 23_600 }, aim: 'pin' },
    { where: 'beside the corner on the outside, level with it', ball: { x: 3_000, y: 23_500 }, aim: 'pin' },
    { where: '50 m down the second leg', ball: onSecondLeg(5_000, 0), aim: 'pin' },
    { where: '50 m down the second leg, 30 m right', ball: onSecondLeg(5_000, 3_000), aim: 'pin' },
    { where: 'on the green', ball: onSecondLeg(15_000, 0), aim: 'pin' },
  ])('from $where aims at the $aim', ({ ball, aim }) => {
    expect(defaultAim(pinewood17, ball)).toEqual(aim === 'corner' ? corner : pinewood17.pin);
  });

  it('aims at the dogleg corner from the tee, at the pin past it', () => {
    expect(defaultAim(dogleg, dogleg.tees[30].position)).toEqual(dogleg.centreLine[0]);
    const pastCorner = { x: 2_000, y: 27_000 };
    expect(defaultAim(dogleg, pastCorner)).toEqual(dogleg.pin);
  });

  it('aims at the pin on a straight hole', () => {
    expect(defaultAim(straight, straight.tees[20].position)).toEqual(straight.pin);
    expect(defaultAim(straight, { x: 1_500, y: 8_000 })).toEqual(straight.pin);
  });

  it('takes the turns in order on a double dogleg, aiming at the next one still ahead', () => {
    const doubleDogleg = {
      ...straight,
      par: 5 as const,
      pin: { x: 0, y: 50_000 },
      centreLine: [
        { x: 0, y: 20_000 },
        { x: 10_000, y: 35_000 },
      ],
    };
    const [first, second] = doubleDogleg.centreLine;
    expect(defaultAim(doubleDogleg, straight.tees[30].position)).toEqual(first);
    expect(defaultAim(doubleDogleg, { x: 1_000, y: 21_000 })).toEqual(second);
    expect(defaultAim(doubleDogleg, { x: 10_000, y: 36_000 })).toEqual(doubleDogleg.pin);
  });
});

describe('formatDistance', () => {
  it.each([
    { cm: 15_000, unit: 'metric' as const, expected: { value: '150', unit: 'm' } },
    { cm: 2_345, unit: 'metric' as const, expected: { value: '23.5', unit: 'm' } },
    { cm: 15_000, unit: 'imperial' as const, expected: { value: '164', unit: 'yd' } },
    { cm: 914, unit: 'imperial' as const, expected: { value: '30', unit: 'ft' } },
  ])('$cm cm in $unit is $expected.value $expected.unit', ({ cm, unit, expected }) => {
    expect(formatDistance(cm, unit, 'en')).toEqual(expected);
  });

  it('writes the decimal mark of the UI language (it showed "2.7 m" on a Swedish screen)', () => {
    expect(formatDistance(270, 'metric', 'sv')).toEqual({ value: '2,7', unit: 'm' });
    expect(formatDistance(300, 'metric', 'sv')).toEqual({ value: '3', unit: 'm' });
    expect(formatDistance(2_999, 'metric', 'en')).toEqual({ value: '30', unit: 'm' });
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
