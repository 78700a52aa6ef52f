import { describe, it, expect } from 'vitest';
import {
  type CourseDefinition,
  CourseType,
  type HoleDefinition,
  SurfaceType,
  TeeingType,
  courseLength,
  isOutOfBounds,
  playingLength,
  surfaceAt,
  validateCourse,
} from './course';
import type { Point, Polygon } from './geometry';
import { type Centimetres, centimetres } from './units';

const p = (x: number, y: number): Point => ({ x, y });
const rect = (x1: number, y1: number, x2: number, y2: number): Polygon => [p(x1, y1), p(x2, y1), p(x2, y2), p(x1, y2)];

/**
 * A straight 400 m hole written out by hand (all numbers in cm):
 * tees at y = 0 (back), 40 m (middle), 80 m (front); fairway from 82 m to
 * 385 m, 30 m wide; a square green of 30 m around the pin at 400 m; a
 * greenside bunker overlapping the green's right edge; a fairway bunker on
 * the right edge at 250 m; a lateral pond on the left that also covers part
 * of a second bunker; bounds 60 m either side; an out-of-bounds strip from
 * 45 m right of the centre line.
 */
const hole: HoleDefinition = {
  number: 1,
  par: 4,
  strokeIndex: 1,
  tees: {
    30: { position: p(0, 0), lengthCm: centimetres(40000) },
    20: { position: p(0, 4000), lengthCm: centimetres(36000) },
    10: { position: p(0, 8000), lengthCm: centimetres(32000) },
  },
  pin: p(0, 40000),
  centreLine: [],
  fairway: [rect(-1500, 8200, 1500, 38500)],
  green: rect(-1500, 38500, 1500, 41500),
  bunkers: [rect(1200, 39000, 2000, 40000), rect(1000, 24500, 2500, 25500), rect(-2600, 30000, -1600, 31000)],
  water: [rect(-3000, 20000, -1800, 30500)],
  outOfBounds: [rect(4500, -3000, 7000, 44000)],
  bounds: rect(-6000, -2500, 6000, 43500),
};

describe('surfaceAt', () => {
  const cases: [string, Point, number][] = [
    ['the pin', p(0, 40000), SurfaceType.green],
    ['the green edge (boundary counts)', p(-1500, 40000), SurfaceType.green],
    ['a greenside bunker over the green', p(1400, 39500), SurfaceType.bunker],
    ['the middle of the fairway', p(0, 25000), SurfaceType.fairway],
    ['the fairway edge', p(1500, 15000), SurfaceType.fairway],
    ['a fairway bunker', p(2000, 25000), SurfaceType.bunker],
    ['the rough', p(-4000, 15000), SurfaceType.other],
    ['just off the fairway', p(1501, 15000), SurfaceType.other],
    ['the pond', p(-2500, 25000), SurfaceType.penalty],
    ['where the pond covers a bunker', p(-2000, 30200), SurfaceType.penalty],
    ['the part of that bunker outside the pond', p(-2000, 30800), SurfaceType.bunker],
    ['the back tee marker', p(0, 0), SurfaceType.tee],
    ['5 m from the back tee', p(300, 400), SurfaceType.tee],
    ['just over 5 m from the back tee', p(300, 401), SurfaceType.other],
    ['fairway within 5 m of the front tee', p(0, 8400), SurfaceType.tee],
    ['fairway beyond 5 m of the front tee', p(0, 8600), SurfaceType.fairway],
    ['rough outside the bounds', p(-9000, 15000), SurfaceType.other],
  ];
  it.each(cases)('%s -> %i', (_label, point, expected) => {
    expect(surfaceAt(hole, point)).toBe(expected);
  });

  it('counts range targets as green', () => {
    const range: HoleDefinition = { ...hole, targets: [rect(-500, 9500, 500, 10500)] };
    expect(surfaceAt(range, p(0, 10000))).toBe(SurfaceType.green);
    expect(surfaceAt(hole, p(0, 10000))).toBe(SurfaceType.fairway);
  });
});

describe('isOutOfBounds', () => {
  const cases: [string, Point, boolean][] = [
    ['the fairway', p(0, 20000), false],
    ['left rough inside the bounds', p(-5900, 20000), false],
    ['on the left bounds line (in bounds, Rules of Golf definition)', p(-6000, 20000), false],
    ['just beyond the left bounds line', p(-6001, 20000), true],
    ['behind the tee outside the bounds', p(0, -3000), true],
    ['beyond the green outside the bounds', p(0, 44000), true],
    ['on the out-of-bounds line at 45 m right', p(4500, 20000), false],
    ['inside the out-of-bounds strip', p(4501, 20000), true],
    ['beyond both', p(8000, 20000), true],
  ];
  it.each(cases)('%s -> %s', (_label, point, expected) => {
    expect(isOutOfBounds(hole, point)).toBe(expected);
  });
});

/** A dogleg right: 200 m to the corner, then 250 m at a 36.87 degree turn (a 3-4-5 triangle). */
const dogleg: HoleDefinition = {
  ...hole,
  par: 5,
  tees: {
    30: { position: p(0, 0), lengthCm: centimetres(45000) },
    20: { position: p(0, 3000), lengthCm: centimetres(42000) },
    10: { position: p(0, 9000), lengthCm: centimetres(36000) },
  },
  centreLine: [p(0, 20000)],
  pin: p(15000, 40000),
  fairway: [],
  green: rect(13500, 38500, 16500, 41500),
  bunkers: [],
  water: [],
  outOfBounds: [],
  bounds: [p(-6000, -2500), p(6000, -2500), p(21000, 40000), p(21000, 44000), p(9000, 44000), p(-6000, 22000)],
};

describe('playingLength', () => {
  it.each([
    [hole, TeeingType.back, 40000],
    [hole, TeeingType.front, 32000],
    // Along the dogleg, not the straight line (which would be 42 720 cm from the back tee).
    [dogleg, TeeingType.back, 45000],
    [dogleg, TeeingType.middle, 42000],
    [dogleg, TeeingType.front, 36000],
  ])('hole %#: tee %i measures %i cm', (h, teeingType, expected) => {
    expect(playingLength(h, teeingType)).toBeCloseTo(expected, 6);
  });
});

function course(
  overrides: Partial<CourseDefinition> = {},
  holeOverrides: (h: HoleDefinition) => HoleDefinition = (h) => h,
): CourseDefinition {
  const holes = Array.from({ length: 18 }, (_, i) =>
    holeOverrides({ ...(i === 5 ? dogleg : hole), number: i + 1, strokeIndex: ((i * 7) % 18) + 1 }),
  );
  return {
    inGameId: 'test-course',
    title: 'Test Course',
    category: 'parkland',
    courseType: CourseType.regular,
    ratings: {
      10: { courseRating: 66.2, slopeRating: 115 },
      20: { courseRating: 70.4, slopeRating: 125 },
      30: { courseRating: 73.1, slopeRating: 133 },
    },
    par: 73,
    holes,
    ...overrides,
  };
}

const onHole = (n: number, change: (h: HoleDefinition) => HoleDefinition) => (h: HoleDefinition) =>
  h.number === n ? change(h) : h;
const withTee = (teeingType: 10 | 20 | 30, tee: Partial<HoleDefinition['tees'][10]>) => (h: HoleDefinition) => ({
  ...h,
  tees: { ...h.tees, [teeingType]: { ...h.tees[teeingType], ...tee } },
});

describe('validateCourse', () => {
  it('accepts a well-formed course', () => {
    expect(validateCourse(course())).toEqual([]);
    expect(courseLength(course(), TeeingType.back)).toBe(17 * 40000 + 45000);
  });

  it('accepts a 9-hole course with ratings in the 9-hole range', () => {
    const full = course();
    const nine = course({
      holes: full.holes.slice(0, 9).map((h, i) => ({ ...h, strokeIndex: i + 1 })),
      par: 37,
      ratings: {
        10: { courseRating: 33.1, slopeRating: 115 },
        20: { courseRating: 35.2, slopeRating: 125 },
        30: { courseRating: 36.5, slopeRating: 133 },
      },
    });
    expect(validateCourse(nine)).toEqual([]);
  });

  it('accepts a scorecard length within 1 m of the measured length', () => {
    expect(validateCourse(course({}, onHole(2, withTee(30, { lengthCm: centimetres(40100) }))))).toEqual([]);
    expect(validateCourse(course({}, onHole(2, withTee(30, { lengthCm: centimetres(39900) }))))).toEqual([]);
  });

  const broken: [string, CourseDefinition, string][] = [
    ['17 holes', { ...course(), holes: course().holes.slice(0, 17) }, 'a regular course has 9 or 18 holes, not 17'],
    ['holes out of order', { ...course(), holes: [...course().holes].reverse() }, 'hole at position 1 is numbered 18'],
    [
      'a repeated stroke index',
      course(
        {},
        onHole(2, (h) => ({ ...h, strokeIndex: 1 })),
      ),
      'stroke indexes are not a permutation of 1..18',
    ],
    ['wrong course par', course({ par: 72 }), 'hole pars add up to 73, not the course par 72'],
    [
      'par 7',
      course(
        { par: 76 },
        onHole(3, (h) => ({ ...h, par: 7 as 6 })),
      ),
      'hole 3: par 7 is not 3 to 6',
    ],
    [
      'a tee 2 m off',
      course({}, onHole(4, withTee(20, { lengthCm: centimetres(36200) }))),
      'hole 4: tee 20 lengthCm 36200 differs from the measured 36000',
    ],
    [
      'the straight-line length on a dogleg',
      course({}, onHole(6, withTee(30, { lengthCm: centimetres(42720) }))),
      'hole 6: tee 30 lengthCm 42720 differs',
    ],
    [
      'a fractional length',
      course({}, onHole(4, withTee(10, { lengthCm: 32000.5 as Centimetres }))),
      'hole 4: tee 10 lengthCm 32000.5 is not a positive whole number',
    ],
    [
      'tees out of order',
      course({}, onHole(4, withTee(10, { position: p(0, 2000), lengthCm: centimetres(38000) }))),
      'hole 4: tee lengths are not ordered',
    ],
    [
      'back tee away from the origin',
      course({}, onHole(4, withTee(30, { position: p(0, 100), lengthCm: centimetres(39900) }))),
      'hole 4: the back tee is not at the origin',
    ],
    [
      'a tee beyond the corner',
      course({}, onHole(6, withTee(10, { position: p(0, 21000), lengthCm: centimetres(26000) }))),
      'hole 6: tee 10 is not before the first turning point',
    ],
    [
      'a tee in the water',
      course(
        {},
        onHole(7, (h) => ({ ...h, water: [...h.water, rect(-200, 7900, 200, 8100)] })),
      ),
      'hole 7: tee 10 lies in a bunker, penalty area or on the green',
    ],
    [
      'a tee out of bounds',
      course(
        {},
        onHole(7, (h) => ({ ...h, outOfBounds: [...h.outOfBounds, rect(-200, 3000, 200, 5000)] })),
      ),
      'hole 7: tee 20 is out of bounds',
    ],
    [
      'pin off the green',
      course(
        {},
        onHole(8, (h) => ({ ...h, green: rect(-1500, 41000, 1500, 43000) })),
      ),
      'hole 8: the green does not contain the pin',
    ],
    [
      'pin in a bunker',
      course(
        {},
        onHole(8, (h) => ({ ...h, bunkers: [rect(-100, 39900, 100, 40100)] })),
      ),
      'hole 8: the pin lies in a bunker or penalty area',
    ],
    [
      'pin out of bounds',
      course(
        {},
        onHole(8, (h) => ({ ...h, outOfBounds: [rect(-100, 39900, 100, 40100)] })),
      ),
      'hole 8: the pin is out of bounds',
    ],
    [
      'a bow-tie bunker',
      course(
        {},
        onHole(9, (h) => ({ ...h, bunkers: [[p(0, 0), p(100, 100), p(100, 0), p(0, 100)]] })),
      ),
      'hole 9: bunker 1 is not a simple polygon',
    ],
    [
      'fractional coordinates',
      course(
        {},
        onHole(9, (h) => ({ ...h, fairway: [rect(-1500.5, 8200, 1500, 38500)] })),
      ),
      'hole 9: fairway 1 has coordinates that are not whole centimetres',
    ],
    [
      'slope rating 156',
      course({ ratings: { ...course().ratings!, 30: { courseRating: 73.1, slopeRating: 156 } } }),
      'tee 30: slope rating 156 is not a whole number from 55 to 155',
    ],
    [
      'course rating with two decimals',
      course({ ratings: { ...course().ratings!, 20: { courseRating: 70.45, slopeRating: 125 } } }),
      'tee 20: course rating 70.45 is not a one-decimal value',
    ],
    [
      'course rating out of range',
      course({ ratings: { ...course().ratings!, 10: { courseRating: 40.0, slopeRating: 115 } } }),
      'tee 10: course rating 40 is not a one-decimal value from 50 to 85',
    ],
    [
      'no ratings on a regular course',
      course({ ratings: null }),
      'a regular course needs course and slope ratings for every tee',
    ],
    [
      'a driving range with ratings',
      course({
        courseType: CourseType.driving_range,
        holes: course()
          .holes.slice(0, 1)
          .map((h) => ({ ...h, strokeIndex: 1 })),
        par: 4,
      }),
      'a driving range has no course or slope ratings',
    ],
    [
      'a driving range with two holes',
      course({ courseType: CourseType.driving_range, ratings: null }),
      'a driving range has exactly one hole, not 18',
    ],
    ['an empty title', course({ title: ' ' }), 'title is empty'],
    ['an unknown category', course({ category: 'moon' as 'links' }), 'category moon is not one of'],
  ];

  it.each(broken)('reports %s', (_label, c, expected) => {
    const problems = validateCourse(c);
    expect(
      problems.some((problem) => problem.startsWith(expected)),
      problems.join('\n'),
    ).toBe(true);
  });
});
