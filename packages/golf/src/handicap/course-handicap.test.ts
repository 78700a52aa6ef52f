import { describe, expect, it } from 'vitest';
import { HANDICAP_ALLOWANCES, courseHandicap, nineHoleCourseHandicap, playingHandicap } from './course-handicap';
import { adjustedGrossScore, netDoubleBogey } from './net-double-bogey';

describe('courseHandicap and playingHandicap (Rules of Handicapping 2024, Rules 6.1a and 6.2a)', () => {
  // Rule 6.2a/1 "Use of Full Calculated Value of Course Handicap": Course Rating 71.0,
  // Slope Rating 125, par 71, four-ball stroke play (85 %): HI 8.6 -> 9.5132... -> 8;
  // HI 10.3 -> 11.3938... -> 10 (with rounded Course Handicaps both would get 9).
  it.each([
    [8.6, 9.5132, 8],
    [10.3, 11.3938, 10],
  ])('HI %d: Course Handicap %d, four-ball Playing Handicap %i', (handicapIndex, unrounded, expected) => {
    const ch = courseHandicap({ handicapIndex, slopeRating: 125, courseRating: 71.0, par: 71 });
    expect(Math.trunc(ch * 10000) / 10000).toBe(unrounded); // the source truncates: "9.5132..."
    expect(playingHandicap({ courseHandicap: ch, allowance: HANDICAP_ALLOWANCES.four_ball_stroke_play })).toBe(
      expected,
    );
  });

  it('adds Course Rating minus par', () => {
    // 18.0 x 113/113 + (74.5 - 72) = 20.5
    expect(courseHandicap({ handicapIndex: 18, slopeRating: 113, courseRating: 74.5, par: 72 })).toBeCloseTo(20.5, 10);
  });

  it('gives a plus handicap for a negative index', () => {
    const ch = courseHandicap({ handicapIndex: -2.4, slopeRating: 130, courseRating: 72.0, par: 72 });
    expect(playingHandicap({ courseHandicap: ch, allowance: 1 })).toBe(-3); // -2.76 -> -3
  });

  it('computes the 9-hole Course Handicap from half the index (Rule 6.1b)', () => {
    // (12.0 / 2) x 121/113 + (35.2 - 36) = 6.425 - 0.8 = 5.625
    expect(nineHoleCourseHandicap({ handicapIndex: 12, slopeRating: 121, courseRating: 35.2, par: 36 })).toBeCloseTo(
      5.625,
      3,
    );
  });

  it('has the recommended allowances of Appendix C (Rules of Handicapping 2024), every one of them', () => {
    // Appendix C: individual stroke play, Stableford, par/bogey and maximum score 95 %; individual
    // match play 100 %; four-ball stroke play and Stableford 85 %; four-ball par/bogey and match play 90 %.
    expect(HANDICAP_ALLOWANCES).toEqual({
      individual_stroke_play: 0.95,
      individual_stableford: 0.95,
      individual_par_bogey: 0.95,
      individual_maximum_score: 0.95,
      individual_match_play: 1,
      four_ball_stroke_play: 0.85,
      four_ball_stableford: 0.85,
      four_ball_par_bogey: 0.9,
      four_ball_match_play: 0.9,
    });
  });

  it('refuses an allowance outside (0, 1]', () => {
    expect(() => playingHandicap({ courseHandicap: 10, allowance: 95 })).toThrow(RangeError);
  });
});

describe('netDoubleBogey and adjustedGrossScore (Rule 3.1b)', () => {
  it.each([
    [4, 0, 6],
    [4, 1, 7],
    [5, 2, 9],
    [3, -1, 4], // plus handicap giving a stroke back
  ])('par %i with %i strokes received -> %i', (par, strokesReceived, expected) => {
    expect(netDoubleBogey({ par, strokesReceived })).toBe(expected);
  });

  it('caps each hole at net double bogey and records a picked-up hole at it', () => {
    expect(
      adjustedGrossScore([
        { par: 4, strokesReceived: 1, strokes: 9 }, // capped at 7
        { par: 3, strokesReceived: 0, strokes: 3 },
        { par: 5, strokesReceived: 1, strokes: null }, // picked up: 8
      ]),
    ).toBe(18);
  });
});
