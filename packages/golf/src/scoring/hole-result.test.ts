import { describe, expect, it } from 'vitest';
import { ScoringTerm, isHoledOut, scoringTerm } from './hole-result';
import { competitionRanks } from './ranking';

describe('scoringTerm (spec enumeration scoring_term)', () => {
  it.each([
    [1, 3, ScoringTerm.hole_in_one],
    [1, 4, ScoringTerm.hole_in_one], // 60 whatever the par
    [1, 5, ScoringTerm.hole_in_one],
    [2, 6, ScoringTerm.condor],
    [1, 6, ScoringTerm.hole_in_one],
    [2, 5, ScoringTerm.albatross],
    [2, 4, ScoringTerm.eagle],
    [3, 5, ScoringTerm.eagle],
    [2, 3, ScoringTerm.birdie],
    [4, 4, ScoringTerm.par],
    [5, 4, ScoringTerm.bogey],
    [6, 4, ScoringTerm.double_bogey],
    [7, 4, ScoringTerm.triple_bogey],
    [8, 4, ScoringTerm.quadruple_bogey],
    [12, 4, ScoringTerm.quadruple_bogey], // worse than +4 reports the last term
  ])('%i on a par %i -> %i', (strokes, par, expected) => {
    expect(scoringTerm(strokes, par)).toBe(expected);
  });

  it('has the spec numeric keys', () => {
    expect(Object.values(ScoringTerm)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });

  it('refuses a score below 1', () => {
    expect(() => scoringTerm(0, 4)).toThrow(RangeError);
  });

  it('counts holed, gimme and conceded as holed out, not a pick-up', () => {
    expect([isHoledOut('holed'), isHoledOut('gimme'), isHoledOut('conceded')]).toEqual([true, true, true]);
    expect([isHoledOut('picked_up'), isHoledOut(null)]).toEqual([false, false]);
  });
});

describe('competitionRanks', () => {
  it.each([
    [
      [70, 70, 72],
      [1, 1, 3],
    ],
    [
      [72, 70, 70, 68],
      [4, 2, 2, 1],
    ],
    [
      [1, 2, 3],
      [1, 2, 3],
    ],
    [
      [5, 5, 5],
      [1, 1, 1],
    ],
    [[], []],
  ])('%j -> %j', (values, expected) => {
    expect(competitionRanks(values, (a, b) => a - b)).toEqual(expected);
  });
});
