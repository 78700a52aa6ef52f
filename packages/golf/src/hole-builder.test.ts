import { describe, it, expect } from 'vitest';
import {
  type CourseDefinition,
  CourseType,
  SurfaceType,
  TEEING_TYPES,
  isOutOfBounds,
  playingLength,
  surfaceAt,
  validateCourse,
} from './course';
import { type Point, isSimplePolygon, pointInPolygon } from './geometry';
import { type HoleSpec, buildHole } from './hole-builder';

const p = (x: number, y: number): Point => ({ x, y });
const straight: HoleSpec = { number: 1, par: 4, strokeIndex: 1, lengthsM: { 10: 320, 20: 360, 30: 400 } };

describe('buildHole: tees, pin and length', () => {
  it('puts the tees and the pin on the y axis of a straight hole', () => {
    const hole = buildHole(straight);
    expect(hole.tees).toEqual({
      30: { position: p(0, 0), lengthCm: 40000 },
      20: { position: p(0, 4000), lengthCm: 36000 },
      10: { position: p(0, 8000), lengthCm: 32000 },
    });
    expect(hole.pin).toEqual(p(0, 40000));
    expect(hole.centreLine).toEqual([]);
  });

  it.each([
    ['right', 20, 240, 1],
    ['left', 20, 240, -1],
    ['right', 45, 200, 1],
    ['left', 5, 300, -1],
  ] as const)('dogleg %s %i degrees at %i m', (direction, angleDeg, atM, sign) => {
    const hole = buildHole({ ...straight, dogleg: { direction, angleDeg, atM } });
    expect(hole.centreLine).toEqual([p(0, atM * 100)]);
    expect(Math.sign(hole.pin.x)).toBe(sign);
    const turn = (angleDeg * Math.PI) / 180;
    expect(hole.pin.x).toBe(Math.round(sign * (400 - atM) * 100 * Math.sin(turn)));
    for (const t of TEEING_TYPES) {
      expect(Math.abs(playingLength(hole, t) - hole.tees[t].lengthCm)).toBeLessThan(1);
    }
  });

  it('places the default dogleg corner at 60% of the back length, at most 250 m', () => {
    expect(buildHole({ ...straight, dogleg: { direction: 'left', angleDeg: 10 } }).centreLine).toEqual([p(0, 24000)]);
    const long = buildHole({
      ...straight,
      par: 5,
      lengthsM: { 10: 430, 20: 480, 30: 520 },
      dogleg: { direction: 'left', angleDeg: 10 },
    });
    expect(long.centreLine).toEqual([p(0, 25000)]);
  });

  it('is deterministic', () => {
    const spec: HoleSpec = {
      ...straight,
      dogleg: { direction: 'right', angleDeg: 17 },
      bunkers: [{ at: 'green', side: 'front-left' }],
    };
    expect(buildHole(spec)).toEqual(buildHole(spec));
  });

  it.each([
    ['a dogleg sharper than 75 degrees', { ...straight, dogleg: { direction: 'left', angleDeg: 80 } }],
    ['a dogleg corner beyond the pin', { ...straight, dogleg: { direction: 'left', angleDeg: 10, atM: 400 } }],
    ['a front tee longer than the back tee', { ...straight, lengthsM: { 10: 410, 20: 360, 30: 400 } }],
    ['a zero length', { ...straight, lengthsM: { 10: 0, 20: 360, 30: 400 } }],
  ] as [string, HoleSpec][])('rejects %s', (_label, spec) => {
    expect(() => buildHole(spec)).toThrow(RangeError);
  });
});

describe('buildHole: surfaces', () => {
  const hole = buildHole({
    ...straight,
    fairwayWidthM: 30,
    greenRadiusM: 15,
    roughWidthM: 40,
    bunkers: [
      { at: 'fairway', side: 'right', distanceM: 250, lengthM: 20, widthM: 10 },
      { at: 'fairway', side: 'left', distanceM: 230 },
      { at: 'fairway', side: 'centre', distanceM: 300, lengthM: 8, widthM: 6 },
      { at: 'green', side: 'front', sizeM: 16 },
      { at: 'green', side: 'left', sizeM: 16 },
    ],
    water: [
      { kind: 'crossing', fromM: 120, toM: 130 },
      { kind: 'beside', side: 'right', fromM: 150, toM: 200, widthM: 20, gapM: 5 },
      { kind: 'green', side: 'back-right', sizeM: 30 },
    ],
    outOfBounds: [{ side: 'left', offsetM: 45 }],
  });

  // Green: 16.5 m deep and 13.5 m wide semi-axes around the pin at (0, 400 m).
  const cases: [string, Point, number][] = [
    ['the pin', p(0, 40000), SurfaceType.green],
    ['the back tee', p(0, 0), SurfaceType.tee],
    ['the front tee', p(0, 8000), SurfaceType.tee],
    ['between the tees', p(0, 6000), SurfaceType.other],
    ['the fairway on the centre line', p(0, 20000), SurfaceType.fairway],
    ['the fairway 14 m right', p(1400, 20000), SurfaceType.fairway],
    ['16 m right of the centre line', p(1600, 20000), SurfaceType.other],
    ['the fairway bunker on the right', p(1500 + 500 - 200, 25000), SurfaceType.bunker],
    ['the fairway bunker on the left', p(-1800, 23000), SurfaceType.bunker],
    ['the cross bunker', p(0, 30000), SurfaceType.bunker],
    ['the front greenside bunker', p(0, 40000 - 1650 - 150 - 320), SurfaceType.bunker],
    ['the left greenside bunker', p(-(1350 + 150 + 320), 40000), SurfaceType.bunker],
    ['the crossing water on the centre line', p(0, 12500), SurfaceType.penalty],
    ['the crossing water at the edge of the bounds', p(5400, 12500), SurfaceType.penalty],
    ['the water beside on the right', p(3000, 17500), SurfaceType.penalty],
    ['the rough between fairway and water', p(1800, 17500), SurfaceType.other],
    ['the greenside pond', p(2400, 42400), SurfaceType.penalty],
  ];
  it.each(cases)('%s -> %i', (_label, point, expected) => {
    expect(surfaceAt(hole, point)).toBe(expected);
  });

  it.each([
    ['the fairway', p(0, 20000), false],
    ['40 m left', p(-4000, 20000), false],
    ['50 m left, beyond the out-of-bounds line', p(-5000, 20000), true],
    ['50 m right, in the rough', p(5000, 20000), false],
    ['60 m right, beyond the bounds', p(6000, 20000), true],
    ['30 m behind the back tee', p(0, -3000), true],
    ['30 m beyond the pin', p(0, 43000), false],
    ['40 m beyond the pin', p(0, 44000), true],
  ])('out of bounds at %s -> %s', (_label, point, expected) => {
    expect(isOutOfBounds(hole, point)).toBe(expected);
  });

  it('draws every area as a simple polygon with whole-centimetre vertices', () => {
    const polygons = [hole.green, hole.bounds, ...hole.fairway, ...hole.bunkers, ...hole.water, ...hole.outOfBounds];
    for (const polygon of polygons) {
      expect(isSimplePolygon(polygon)).toBe(true);
      expect(polygon.every((q) => Number.isInteger(q.x) && Number.isInteger(q.y))).toBe(true);
    }
    expect(hole.green).toHaveLength(16);
  });

  it('leaves the front greenside bunker off the green', () => {
    for (const q of hole.bunkers[3]!) expect(pointInPolygon(q, hole.green)).toBe(false);
  });
});

describe('buildHole: fairway shape', () => {
  it('follows a dogleg: the fairway bends with the centre line', () => {
    const hole = buildHole({ ...straight, dogleg: { direction: 'right', angleDeg: 30, atM: 200 }, fairwayWidthM: 30 });
    // 100 m after the corner along the second leg.
    const onSecondLeg = p(Math.round(10000 * Math.sin(Math.PI / 6)), 20000 + Math.round(10000 * Math.cos(Math.PI / 6)));
    expect(surfaceAt(hole, onSecondLeg)).toBe(SurfaceType.fairway);
    // Straight on from the first leg, 100 m past the corner, is well off the fairway.
    expect(surfaceAt(hole, p(0, 30000))).toBe(SurfaceType.other);
  });

  it('gives a par 3 only an apron in front of the green', () => {
    const hole = buildHole({
      number: 1,
      par: 3,
      strokeIndex: 1,
      lengthsM: { 10: 130, 20: 150, 30: 170 },
      greenRadiusM: 14,
    });
    expect(surfaceAt(hole, p(0, 15000))).toBe(SurfaceType.fairway);
    expect(surfaceAt(hole, p(0, 10000))).toBe(SurfaceType.other);
  });

  it('starts the fairway where the spec says', () => {
    const hole = buildHole({ ...straight, fairwayFromM: 150 });
    expect(surfaceAt(hole, p(0, 14900))).toBe(SurfaceType.other);
    expect(surfaceAt(hole, p(0, 15100))).toBe(SurfaceType.fairway);
  });

  it('draws range targets as round greens at their distances', () => {
    const hole = buildHole({
      ...straight,
      lengthsM: { 10: 300, 20: 300, 30: 300 },
      targets: [
        { atM: 50, radiusM: 6 },
        { atM: 150, radiusM: 10, offsetM: 12 },
      ],
    });
    expect(hole.targets).toHaveLength(2);
    expect(surfaceAt(hole, p(0, 5000))).toBe(SurfaceType.green);
    expect(surfaceAt(hole, p(1200, 15000))).toBe(SurfaceType.green);
    expect(surfaceAt(hole, p(0, 15000))).not.toBe(SurfaceType.green);
  });
});

describe('buildHole: validation', () => {
  it('builds holes that make a valid 9-hole course', () => {
    const specs: HoleSpec[] = [
      { ...straight, bunkers: [{ at: 'green', side: 'front-right' }] },
      { ...straight, par: 5, lengthsM: { 10: 410, 20: 460, 30: 505 }, dogleg: { direction: 'left', angleDeg: 25 } },
      {
        ...straight,
        par: 3,
        lengthsM: { 10: 120, 20: 140, 30: 165 },
        water: [{ kind: 'crossing', fromM: 60, toM: 110 }],
      },
      {
        ...straight,
        dogleg: { direction: 'right', angleDeg: 40, atM: 220 },
        water: [{ kind: 'beside', side: 'left', fromM: 150, toM: 330, widthM: 25 }],
      },
      {
        ...straight,
        outOfBounds: [{ side: 'right', offsetM: 40 }],
        bunkers: [{ at: 'fairway', side: 'centre', distanceM: 260 }],
      },
      { ...straight, par: 3, lengthsM: { 10: 150, 20: 170, 30: 190 }, water: [{ kind: 'green', side: 'left' }] },
      { ...straight, dogleg: { direction: 'left', angleDeg: 60, atM: 230 } },
      { ...straight, par: 6, lengthsM: { 10: 520, 20: 580, 30: 640 }, dogleg: { direction: 'right', angleDeg: 12 } },
      { ...straight, par: 4, lengthsM: { 10: 290, 20: 330, 30: 350 } },
    ];
    const holes = specs.map((s, i) => buildHole({ ...s, number: i + 1, strokeIndex: ((i * 2) % 9) + 1 }));
    const course: CourseDefinition = {
      inGameId: 'nine',
      title: 'Nine',
      category: 'parkland',
      courseType: CourseType.regular,
      ratings: {
        10: { courseRating: 34.0, slopeRating: 120 },
        20: { courseRating: 35.5, slopeRating: 126 },
        30: { courseRating: 37.0, slopeRating: 131 },
      },
      par: holes.reduce((sum, h) => sum + h.par, 0),
      holes,
    };
    expect(validateCourse(course)).toEqual([]);
  });
});
