import {
  type BunkerSpec,
  type CourseDefinition,
  CourseType,
  type DoglegSpec,
  type HoleSpec,
  type OutOfBoundsSpec,
  type Par,
  type WaterSpec,
  buildHole,
} from '@golf/golf';

/**
 * Demo content: five fictional 18-hole courses (two of them sold in the Championship Pack) and
 * a driving range, built
 * with `buildHole`. Lengths are scorecard metres per tee (back / middle /
 * front); every hole is measured along its centre line to the pin at the
 * middle of the green (see packages/golf/src/course.ts).
 *
 * Ratings are per tee and were estimated the way a rating team starts, from
 * the length (roughly yards / 220 + 40.9 for a scratch player), then raised
 * for each course's obstacles: trees and ponds at Pinewood Heath, wind and
 * pot bunkers at Saltmarsh Links, forced carries over desert at Red Mesa.
 * Stroke indexes follow the usual card layout: odd numbers on one nine and
 * even numbers on the other.
 */

interface Row {
  readonly par: Par;
  readonly si: number;
  /** back, middle, front, in metres */
  readonly m: readonly [number, number, number];
  readonly dogleg?: DoglegSpec;
  readonly bunkers?: readonly BunkerSpec[];
  readonly water?: readonly WaterSpec[];
}

interface Style {
  readonly fairwayWidthM: number;
  readonly roughWidthM: number;
  readonly greenRadiusM: number;
  /** Hazards every hole of the course has, given the hole's lengths. */
  readonly common?: (row: Row, number: number) => Partial<Pick<HoleSpec, 'water' | 'outOfBounds'>>;
}

function holes(style: Style, rows: readonly Row[]) {
  return rows.map((row, i) => {
    const number = i + 1;
    const common = style.common?.(row, number) ?? {};
    const [back, middle, front] = row.m;
    return buildHole({
      number,
      par: row.par,
      strokeIndex: row.si,
      lengthsM: { 10: front, 20: middle, 30: back },
      ...(row.dogleg ? { dogleg: row.dogleg } : {}),
      fairwayWidthM: style.fairwayWidthM,
      roughWidthM: style.roughWidthM,
      greenRadiusM: style.greenRadiusM,
      bunkers: row.bunkers ?? [],
      water: [...(common.water ?? []), ...(row.water ?? [])],
      outOfBounds: common.outOfBounds ?? [],
    });
  });
}

const fw = (side: 'left' | 'right' | 'centre', distanceM: number, lengthM?: number, widthM?: number): BunkerSpec => ({
  at: 'fairway',
  side,
  distanceM,
  ...(lengthM !== undefined ? { lengthM } : {}),
  ...(widthM !== undefined ? { widthM } : {}),
});
const gs = (...sides: Extract<BunkerSpec, { at: 'green' }>['side'][]): BunkerSpec[] =>
  sides.map((side) => ({ at: 'green', side }));
const pot = (side: 'left' | 'right' | 'centre', distanceM: number): BunkerSpec => fw(side, distanceM, 8, 6);
const pots = (...sides: Extract<BunkerSpec, { at: 'green' }>['side'][]): BunkerSpec[] =>
  sides.map((side) => ({ at: 'green', side, sizeM: 9 }));
/** A sandy waste area, played as a bunker. */
function waste(side: 'left' | 'right' | 'centre', distanceM: number): BunkerSpec {
  return fw(side, distanceM, 40, 14);
}
/** A strip of desert marked as a penalty area beside the fairway. */
function desert(side: 'left' | 'right', fromM: number, toM: number): WaterSpec {
  return { kind: 'beside', side, fromM, toM, widthM: 20, gapM: 8 };
}
const left = (angleDeg: number, atM: number): DoglegSpec => ({ direction: 'left', angleDeg, atM });
const right = (angleDeg: number, atM: number): DoglegSpec => ({ direction: 'right', angleDeg, atM });

/** Tree-lined parkland with ponds, a creek and doglegs both ways. */
const pinewoodHeath: CourseDefinition = {
  inGameId: 'pinewood-heath',
  title: 'Pinewood Heath',
  category: 'parkland',
  courseType: CourseType.regular,
  ratings: {
    10: { courseRating: 66.8, slopeRating: 118 },
    20: { courseRating: 70.9, slopeRating: 129 },
    30: { courseRating: 73.6, slopeRating: 136 },
  },
  par: 72,
  holes: holes({ fairwayWidthM: 30, roughWidthM: 40, greenRadiusM: 14 }, [
    { par: 4, si: 9, m: [365, 330, 281], dogleg: right(15, 230), bunkers: [fw('right', 235), ...gs('front-left')] },
    { par: 4, si: 3, m: [398, 364, 318], bunkers: [fw('left', 240), fw('right', 255), ...gs('left', 'right')] },
    { par: 3, si: 15, m: [165, 153, 129], bunkers: gs('back'), water: [{ kind: 'green', side: 'front-left' }] },
    {
      par: 5,
      si: 7,
      m: [492, 447, 399],
      dogleg: left(20, 260),
      bunkers: [fw('left', 265), ...gs('front-right')],
      water: [{ kind: 'beside', side: 'right', fromM: 300, toM: 420, widthM: 20 }],
    },
    { par: 4, si: 11, m: [372, 343, 294], bunkers: [fw('right', 225), ...gs('front-left', 'front-right')] },
    {
      par: 4,
      si: 1,
      m: [410, 370, 316],
      dogleg: right(25, 240),
      bunkers: gs('back-left'),
      water: [{ kind: 'crossing', fromM: 330, toM: 345 }],
    },
    { par: 3, si: 13, m: [188, 172, 150], bunkers: gs('left', 'right', 'front') },
    { par: 4, si: 17, m: [352, 326, 275], dogleg: left(10, 210), bunkers: gs('front') },
    {
      par: 5,
      si: 5,
      m: [505, 459, 409],
      bunkers: [fw('right', 250), fw('left', 290), fw('centre', 400, 14, 8)],
      water: [{ kind: 'green', side: 'right' }],
    },
    { par: 4, si: 8, m: [380, 350, 300], dogleg: right(12, 225), bunkers: [fw('left', 240), ...gs('front-right')] },
    {
      par: 3,
      si: 14,
      m: [172, 155, 132],
      bunkers: gs('back-right'),
      water: [{ kind: 'crossing', fromM: 60, toM: 110 }],
    },
    {
      par: 4,
      si: 4,
      m: [401, 367, 321],
      bunkers: [fw('right', 245), ...gs('front-right')],
      water: [{ kind: 'beside', side: 'left', fromM: 180, toM: 330, widthM: 25 }],
    },
    {
      par: 5,
      si: 10,
      m: [478, 443, 373],
      dogleg: left(18, 250),
      bunkers: [fw('centre', 370, 14, 8), ...gs('front-left', 'right')],
    },
    { par: 4, si: 16, m: [345, 314, 279], bunkers: gs('front-left', 'front-right', 'back') },
    {
      par: 4,
      si: 2,
      m: [418, 385, 330],
      dogleg: right(20, 245),
      bunkers: [fw('left', 250)],
      water: [{ kind: 'green', side: 'left' }],
    },
    { par: 3, si: 18, m: [155, 140, 119], bunkers: gs('front', 'left') },
    { par: 4, si: 6, m: [390, 357, 312], dogleg: left(15, 235), bunkers: [fw('right', 240), ...gs('front')] },
    {
      par: 5,
      si: 12,
      m: [520, 482, 406],
      dogleg: right(10, 270),
      bunkers: [fw('left', 280), ...gs('left')],
      water: [{ kind: 'beside', side: 'right', fromM: 380, toM: 500, widthM: 25 }],
    },
  ]),
};

/**
 * An out-and-back links: the front nine runs out with the boundary on the
 * right, the back nine returns with it on the left. Pot bunkers everywhere,
 * a burn in front of the 1st green and across the 18th.
 */
const saltmarshLinks: CourseDefinition = {
  inGameId: 'saltmarsh-links',
  title: 'Saltmarsh Links',
  category: 'links',
  courseType: CourseType.regular,
  ratings: {
    10: { courseRating: 67.1, slopeRating: 121 },
    20: { courseRating: 71.4, slopeRating: 132 },
    30: { courseRating: 74.3, slopeRating: 139 },
  },
  par: 71,
  holes: holes(
    {
      fairwayWidthM: 34,
      roughWidthM: 45,
      greenRadiusM: 16,
      common: (_row, number): { outOfBounds: OutOfBoundsSpec[] } => ({
        outOfBounds: [{ side: number <= 9 ? 'right' : 'left', offsetM: 45 }],
      }),
    },
    [
      {
        par: 4,
        si: 10,
        m: [380, 343, 293],
        bunkers: [pot('left', 230), ...pots('front-left')],
        water: [{ kind: 'crossing', fromM: 340, toM: 346 }],
      },
      {
        par: 4,
        si: 4,
        m: [405, 371, 324],
        dogleg: left(10, 240),
        bunkers: [
          pot('right', 225),
          pot('right', 250),
          pot('centre', 290),
          ...pots('front-left', 'front-right', 'right'),
        ],
      },
      {
        par: 4,
        si: 12,
        m: [362, 336, 282],
        bunkers: [pot('left', 215), pot('centre', 260), ...pots('front', 'back-left')],
      },
      { par: 3, si: 14, m: [178, 162, 144], bunkers: pots('front-left', 'front-right', 'left', 'back') },
      {
        par: 5,
        si: 8,
        m: [495, 456, 391],
        dogleg: right(12, 260),
        bunkers: [pot('left', 240), pot('centre', 310), pot('right', 330), pot('left', 360), ...pots('front', 'right')],
      },
      {
        par: 4,
        si: 2,
        m: [415, 375, 320],
        bunkers: [
          pot('right', 235),
          pot('left', 250),
          pot('centre', 270),
          ...pots('front-left', 'front-right', 'back'),
        ],
      },
      {
        par: 4,
        si: 16,
        m: [348, 318, 278],
        dogleg: left(8, 220),
        bunkers: [pot('centre', 200), ...pots('left', 'right')],
      },
      { par: 3, si: 18, m: [142, 132, 111], bunkers: pots('front', 'front-left', 'front-right', 'back-right') },
      {
        par: 4,
        si: 6,
        m: [392, 356, 318],
        bunkers: [pot('left', 230), pot('right', 245), ...pots('front-left', 'front-right')],
      },
      { par: 4, si: 3, m: [410, 378, 324], bunkers: [pot('right', 240), pot('left', 255), ...pots('front', 'right')] },
      {
        par: 4,
        si: 9,
        m: [372, 336, 286],
        dogleg: right(10, 225),
        bunkers: [pot('left', 210), pot('centre', 270), ...pots('front-left', 'back')],
      },
      { par: 3, si: 11, m: [195, 178, 156], bunkers: pots('front-left', 'front-right', 'left', 'right') },
      {
        par: 5,
        si: 7,
        m: [512, 475, 399],
        bunkers: [
          pot('left', 245),
          pot('right', 260),
          fw('centre', 350, 12, 10),
          ...pots('front', 'front-left', 'back-right'),
        ],
      },
      {
        par: 4,
        si: 1,
        m: [428, 389, 347],
        dogleg: left(12, 250),
        bunkers: [pot('right', 250), pot('centre', 300), ...pots('front-left', 'front-right', 'back')],
      },
      { par: 4, si: 13, m: [358, 330, 283], bunkers: [pot('left', 220), pot('right', 230), ...pots('front')] },
      { par: 3, si: 17, m: [168, 152, 129], bunkers: pots('front', 'left', 'right') },
      {
        par: 5,
        si: 15,
        m: [485, 444, 388],
        dogleg: right(15, 260),
        bunkers: [pot('left', 250), pot('right', 330), ...pots('front-left', 'left')],
      },
      {
        par: 4,
        si: 5,
        m: [430, 399, 335],
        bunkers: [pot('left', 260), ...pots('front-right')],
        water: [{ kind: 'crossing', fromM: 120, toM: 126 }],
      },
    ],
  ),
};

/**
 * Desert target golf: the committee marks the desert as a penalty area, so
 * every tee shot carries a strip of it and many fairways are lined with it.
 * Sandy waste areas are played as bunkers; there are a few lakes.
 */
const redMesa: CourseDefinition = {
  inGameId: 'red-mesa',
  title: 'Red Mesa',
  category: 'desert',
  courseType: CourseType.regular,
  ratings: {
    10: { courseRating: 67.4, slopeRating: 123 },
    20: { courseRating: 71.6, slopeRating: 134 },
    30: { courseRating: 74.7, slopeRating: 142 },
  },
  par: 72,
  holes: holes(
    {
      fairwayWidthM: 36,
      roughWidthM: 30,
      greenRadiusM: 15,
      // Desert between the front tee and the fairway; par 3s list their own carry.
      common: (row): { water: WaterSpec[] } => {
        const frontTeeM = row.m[0] - row.m[2];
        return { water: row.par === 3 ? [] : [{ kind: 'crossing', fromM: frontTeeM + 10, toM: frontTeeM + 32 }] };
      },
    },
    [
      {
        par: 4,
        si: 11,
        m: [375, 339, 289],
        bunkers: [waste('right', 240), ...gs('front-right')],
        water: [desert('left', 150, 330)],
      },
      {
        par: 5,
        si: 5,
        m: [515, 471, 412],
        dogleg: left(15, 250),
        bunkers: [waste('left', 270), ...gs('left', 'back')],
        water: [desert('right', 160, 460)],
      },
      {
        par: 3,
        si: 13,
        m: [182, 169, 142],
        bunkers: gs('left', 'right'),
        water: [{ kind: 'crossing', fromM: 48, toM: 140 }],
      },
      {
        par: 4,
        si: 3,
        m: [395, 359, 320],
        dogleg: right(20, 235),
        bunkers: gs('front-left'),
        water: [{ kind: 'beside', side: 'right', fromM: 200, toM: 300, widthM: 20, gapM: 3 }],
      },
      { par: 4, si: 15, m: [340, 313, 269], bunkers: [waste('centre', 230), ...gs('front', 'back')] },
      {
        par: 4,
        si: 1,
        m: [425, 384, 327],
        bunkers: gs('back-right'),
        water: [desert('left', 170, 400), desert('right', 170, 400), { kind: 'green', side: 'left' }],
      },
      {
        par: 3,
        si: 17,
        m: [160, 146, 128],
        bunkers: gs('back'),
        water: [
          { kind: 'crossing', fromM: 40, toM: 110 },
          { kind: 'green', side: 'front' },
        ],
      },
      {
        par: 5,
        si: 9,
        m: [498, 462, 388],
        dogleg: right(12, 260),
        bunkers: [waste('left', 250), waste('right', 380), ...gs('front-left', 'right')],
        water: [desert('left', 300, 470)],
      },
      {
        par: 4,
        si: 7,
        m: [402, 365, 326],
        bunkers: gs('right'),
        water: [{ kind: 'beside', side: 'left', fromM: 250, toM: 395, widthM: 22, gapM: 3 }],
      },
      {
        par: 4,
        si: 10,
        m: [388, 357, 307],
        dogleg: left(10, 230),
        bunkers: [waste('right', 235), ...gs('front-right', 'back-left')],
      },
      {
        par: 4,
        si: 14,
        m: [365, 330, 281],
        bunkers: gs('front-left', 'front-right'),
        water: [desert('right', 150, 340)],
      },
      {
        par: 3,
        si: 8,
        m: [198, 181, 158],
        bunkers: gs('front-right', 'left'),
        water: [
          { kind: 'crossing', fromM: 48, toM: 150 },
          { kind: 'green', side: 'right' },
        ],
      },
      {
        par: 5,
        si: 4,
        m: [530, 491, 413],
        dogleg: right(18, 250),
        bunkers: [waste('left', 270), ...gs('front', 'back-right')],
        water: [{ kind: 'crossing', fromM: 390, toM: 410 }],
      },
      {
        par: 4,
        si: 6,
        m: [410, 373, 332],
        bunkers: [waste('right', 250), ...gs('left')],
        water: [desert('left', 160, 380)],
      },
      {
        par: 3,
        si: 18,
        m: [150, 138, 119],
        bunkers: gs('front-left', 'back'),
        water: [{ kind: 'crossing', fromM: 39, toM: 105 }],
      },
      { par: 4, si: 16, m: [355, 321, 273], dogleg: left(20, 220), bunkers: [waste('left', 215), ...gs('front')] },
      {
        par: 5,
        si: 12,
        m: [505, 462, 404],
        bunkers: [waste('left', 260), ...gs('right', 'front-left')],
        water: [{ kind: 'beside', side: 'right', fromM: 330, toM: 480, widthM: 30, gapM: 3 }],
      },
      {
        par: 4,
        si: 2,
        m: [435, 403, 339],
        dogleg: left(12, 250),
        bunkers: gs('back-right'),
        water: [desert('right', 170, 420), { kind: 'green', side: 'front-left' }],
      },
    ],
  ),
};

/**
 * The practice range: one 300 m "hole" with a wide fairway, target greens at
 * 50, 100, 150 and 200 m and the pin on a green at the far end. A range is not
 * rated; its par of 4 is nominal (the par a 300 m hole would have) and is never
 * used for scoring.
 */
const practiceRange: CourseDefinition = {
  inGameId: 'practice-range',
  title: 'Practice Range',
  category: 'practice',
  courseType: CourseType.driving_range,
  ratings: null,
  par: 4,
  holes: [
    buildHole({
      number: 1,
      par: 4,
      strokeIndex: 1,
      lengthsM: { 10: 300, 20: 300, 30: 300 },
      fairwayWidthM: 90,
      fairwayFromM: 10,
      roughWidthM: 15,
      greenRadiusM: 15,
      targets: [
        { atM: 50, radiusM: 6 },
        { atM: 100, radiusM: 8, offsetM: -10 },
        { atM: 150, radiusM: 10, offsetM: 12 },
        { atM: 200, radiusM: 12 },
      ],
    }),
  ],
};

/** Middle and front tees at 92 % and 80 % of the back tee, rounded to the metre: [back, middle, front]. */
const tees = (backM: number): readonly [number, number, number] => [
  backM,
  Math.round(backM * 0.92),
  Math.round(backM * 0.8),
];

/**
 * Open heathland: heather and sandy waste beside wide fairways, few trees, one pond. The first
 * of the two courses the Championship Pack sells (not default).
 */
const thornburyHeath: CourseDefinition = {
  inGameId: 'thornbury-heath',
  title: 'Thornbury Heath',
  category: 'heathland',
  courseType: CourseType.regular,
  ratings: {
    10: { courseRating: 67.2, slopeRating: 120 },
    20: { courseRating: 71.3, slopeRating: 131 },
    30: { courseRating: 74.1, slopeRating: 138 },
  },
  par: 72,
  holes: holes({ fairwayWidthM: 38, roughWidthM: 40, greenRadiusM: 15 }, [
    { par: 4, si: 7, m: tees(372), bunkers: [waste('right', 230), ...gs('front-left')] },
    { par: 5, si: 11, m: tees(482), dogleg: left(15, 260), bunkers: [waste('left', 280), ...gs('right')] },
    { par: 3, si: 17, m: tees(158), bunkers: gs('front', 'right') },
    { par: 4, si: 1, m: tees(425), dogleg: right(18, 250), bunkers: [waste('left', 250), ...gs('front-right')] },
    { par: 4, si: 9, m: tees(380), bunkers: [fw('centre', 280, 14, 8), ...gs('left', 'back')] },
    { par: 3, si: 15, m: tees(182), bunkers: gs('left'), water: [{ kind: 'green', side: 'front-right' }] },
    { par: 4, si: 3, m: tees(410), dogleg: left(12, 240), bunkers: [waste('right', 245), ...gs('front')] },
    { par: 5, si: 13, m: tees(512), bunkers: [waste('left', 260), waste('right', 390), ...gs('front-left')] },
    { par: 4, si: 5, m: tees(398), bunkers: [fw('right', 235), ...gs('front-left', 'front-right')] },
    { par: 4, si: 8, m: tees(388), dogleg: right(10, 230), bunkers: [waste('left', 240), ...gs('back')] },
    { par: 4, si: 12, m: tees(362), bunkers: [fw('left', 220), ...gs('front-right')] },
    { par: 3, si: 18, m: tees(150), bunkers: gs('front-left', 'front-right', 'back') },
    { par: 5, si: 6, m: tees(508), dogleg: left(14, 270), bunkers: [waste('right', 280), ...gs('left')] },
    { par: 4, si: 2, m: tees(415), bunkers: [waste('left', 245), waste('right', 260), ...gs('front')] },
    { par: 4, si: 14, m: tees(345), dogleg: right(15, 215), bunkers: gs('left', 'right') },
    { par: 3, si: 16, m: tees(190), bunkers: gs('front', 'back-left') },
    { par: 4, si: 4, m: tees(415), bunkers: [fw('right', 250), ...gs('front-left')] },
    { par: 5, si: 10, m: tees(505), dogleg: right(12, 265), bunkers: [waste('left', 290), ...gs('front', 'right')] },
  ]),
};

/**
 * A mountain course: narrow fairways, ravines to carry and a drop-off out of bounds on one side
 * of every hole. The second course of the Championship Pack (not default).
 */
const wolfRidge: CourseDefinition = {
  inGameId: 'wolf-ridge',
  title: 'Wolf Ridge',
  category: 'mountain',
  courseType: CourseType.regular,
  ratings: {
    10: { courseRating: 67.0, slopeRating: 124 },
    20: { courseRating: 71.0, slopeRating: 135 },
    30: { courseRating: 73.9, slopeRating: 143 },
  },
  par: 71,
  holes: holes(
    {
      fairwayWidthM: 28,
      roughWidthM: 30,
      greenRadiusM: 13,
      common: (_row, number): { outOfBounds: OutOfBoundsSpec[] } => ({
        outOfBounds: [{ side: number % 2 === 1 ? 'left' : 'right', offsetM: 40 }],
      }),
    },
    [
      { par: 4, si: 8, m: tees(378), dogleg: right(15, 230), bunkers: gs('front-left') },
      { par: 4, si: 4, m: tees(412), bunkers: [fw('right', 240), ...gs('left')] },
      { par: 3, si: 16, m: tees(172), bunkers: gs('back'), water: [{ kind: 'crossing', fromM: 50, toM: 110 }] },
      { par: 5, si: 10, m: tees(508), dogleg: left(18, 265), bunkers: [fw('left', 270), ...gs('front-right')] },
      { par: 4, si: 2, m: tees(430), water: [{ kind: 'crossing', fromM: 300, toM: 320 }], bunkers: gs('right') },
      { par: 4, si: 14, m: tees(352), dogleg: left(10, 215), bunkers: gs('front-left', 'front-right') },
      { par: 3, si: 18, m: tees(148), bunkers: gs('front', 'left', 'right') },
      { par: 5, si: 6, m: tees(530), bunkers: [fw('right', 260), fw('centre', 420, 14, 8), ...gs('back')] },
      { par: 4, si: 12, m: tees(365), dogleg: right(12, 225), bunkers: gs('front') },
      { par: 4, si: 5, m: tees(405), water: [{ kind: 'crossing', fromM: 150, toM: 175 }], bunkers: gs('left') },
      { par: 3, si: 15, m: tees(195), bunkers: gs('front-right'), water: [{ kind: 'green', side: 'left' }] },
      { par: 4, si: 1, m: tees(440), dogleg: left(15, 250), bunkers: [fw('right', 255), ...gs('front')] },
      { par: 4, si: 11, m: tees(372), bunkers: [fw('left', 225), ...gs('right', 'back')] },
      { par: 5, si: 9, m: tees(515), dogleg: right(14, 270), bunkers: [fw('left', 280), ...gs('front-left')] },
      { par: 4, si: 13, m: tees(358), water: [{ kind: 'crossing', fromM: 250, toM: 268 }], bunkers: gs('back') },
      { par: 3, si: 17, m: tees(162), bunkers: gs('front-left', 'front-right') },
      { par: 4, si: 3, m: tees(422), dogleg: right(10, 240), bunkers: [fw('left', 245), ...gs('front-right')] },
      { par: 4, si: 7, m: tees(395), bunkers: [fw('right', 230), ...gs('left', 'back')] },
    ],
  ),
};

/** Every player has these (is_default). */
export const defaultDemoCourses: CourseDefinition[] = [pinewoodHeath, saltmarshLinks, redMesa, practiceRange];
/** Not default: players get them through the Championship Pack (demo-map-packs.ts) or a grant. */
export const championshipCourses: CourseDefinition[] = [thornburyHeath, wolfRidge];
export const demoCourses: CourseDefinition[] = [...defaultDemoCourses, ...championshipCourses];
