import { describe, expect, it } from 'vitest';
import { expectedNineHoleDifferential, nineHoleScoreDifferential, scoreDifferential } from './score-differential';
import { roundHalfUp } from './rounding';

describe('scoreDifferential (Rules of Handicapping 2024, Rule 5.1a)', () => {
  // (113 / Slope) x (AGS - CR - PCC), to the nearest tenth, .5 upwards.
  const cases: [string, number, number, number, number, number][] = [
    // label, AGS, CR, slope, PCC, expected
    ['standard slope: the differential is AGS - CR', 85, 72.0, 113, 0, 13.0],
    ['85 on 71.3 / 130: 11.908 -> 11.9', 85, 71.3, 130, 0, 11.9],
    ['with PCC +1: 85 - 71.3 - 1 = 12.7 x 113/130 = 11.039 -> 11.0', 85, 71.3, 130, 1, 11.0],
    ['with PCC -1: 13.7 + 1 = 14.7 x 113/130 = 12.777 -> 12.8', 85, 71.3, 130, -1, 12.8],
    // 6.0 x 113/120 = 5.65 exactly; as floats 113/120*6 is 5.6499999999999995.
    ['an exact .05 rounds up: 5.65 -> 5.7', 78, 72.0, 120, 0, 5.7],
    // Rule 5.1c: "-1.55 is rounded to -1.5" - .5 rounds towards +infinity (towards 0).
    ['a negative exact .05 rounds towards zero: -5.65 -> -5.6 (Rule 5.1c)', 66, 72.0, 120, 0, -5.6],
    ['a negative value just past .05 rounds away: -6.1 x 113/120 = -5.744 -> -5.7', 66, 72.1, 120, 0, -5.7],
    ['AGS equal to CR is 0', 72, 72.0, 140, 0, 0],
  ];
  it.each(cases)('%s', (_label, adjustedGrossScore, courseRating, slopeRating, pcc, expected) => {
    expect(scoreDifferential({ adjustedGrossScore, courseRating, slopeRating, pcc })).toBe(expected);
  });

  it('treats a missing PCC as 0', () => {
    expect(scoreDifferential({ adjustedGrossScore: 85, courseRating: 71.3, slopeRating: 130 })).toBe(11.9);
  });

  it('refuses a slope rating that is not positive', () => {
    expect(() => scoreDifferential({ adjustedGrossScore: 80, courseRating: 70, slopeRating: 0 })).toThrow(RangeError);
  });
});

describe('roundHalfUp (Rule 5.1c examples)', () => {
  // Rule 5.1c: -1.54 -> -1.5, -1.55 -> -1.5; and the positive counterpart 1.55 -> 1.6.
  it.each([
    [-1.54, -1.5],
    [-1.55, -1.5],
    [-1.56, -1.6],
    [1.55, 1.6],
    [12.25, 12.3],
    [-0.04, 0],
  ])('%d -> %d', (value, expected) => {
    expect(roundHalfUp(value, 1)).toBe(expected);
  });

  it('rounds whole strokes .5 upwards (Rule 6.2a): 8.5 -> 9, -8.5 -> -8', () => {
    expect(roundHalfUp(8.5)).toBe(9);
    expect(roundHalfUp(-8.5)).toBe(-8);
    expect(Object.is(roundHalfUp(-0.2), -0)).toBe(false);
  });
});

describe('nineHoleScoreDifferential (Rule 5.1b, 2024)', () => {
  it('adds the unrounded 9-hole differential to the expected 9-hole differential, then rounds', () => {
    // 9-hole: 113/121 x (45 - 35.2) = 9.152...; expected for HI 12.0: 12 x 0.52 + 1.2 = 7.44; sum 16.59 -> 16.6.
    expect(
      nineHoleScoreDifferential({ adjustedGrossScore: 45, courseRating: 35.2, slopeRating: 121, handicapIndex: 12 }),
    ).toBe(16.6);
  });

  it('uses half the PCC over 9 holes', () => {
    // 113/113 x (40 - 36.0 - 0.5 x 2) = 3.0; expected for HI 0: 1.2 -> 4.2.
    expect(
      nineHoleScoreDifferential({
        adjustedGrossScore: 40,
        courseRating: 36,
        slopeRating: 113,
        pcc: 2,
        handicapIndex: 0,
      }),
    ).toBe(4.2);
  });

  it('takes a replacement for the expected differential', () => {
    const differential = nineHoleScoreDifferential({
      adjustedGrossScore: 40,
      courseRating: 36,
      slopeRating: 113,
      handicapIndex: 10,
      expectedDifferential: (hi) => hi / 2,
    });
    expect(differential).toBe(9); // 4.0 + 5.0
  });

  it('uses HI x 0.52 + 1.2 as the expected 9-hole differential', () => {
    expect(expectedNineHoleDifferential(0)).toBeCloseTo(1.2, 10);
    expect(expectedNineHoleDifferential(20)).toBeCloseTo(11.6, 10);
  });
});
