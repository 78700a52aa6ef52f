import { describe, expect, it } from 'vitest';
import { applyExceptionalScoreReduction, exceptionalScoreReduction, reducedScoringRecord } from './exceptional-score';

describe('exceptionalScoreReduction (Rules of Handicapping 2024, Rule 5.9)', () => {
  // Rule 5.9: 7.0-9.9 strokes below the Handicap Index at the time -> -1.0; 10.0 or more -> -2.0.
  it.each([
    [15.0, 8.1, 0], // 6.9 below
    [15.0, 8.0, -1], // 7.0 below
    [15.0, 5.1, -1], // 9.9 below
    [15.0, 5.0, -2], // 10.0 below
    [2.0, -9.5, -2],
    [10.0, 12.0, 0], // above the index
  ] as const)('HI %d, differential %d -> %d', (handicapIndex, scoreDifferential, expected) => {
    expect(exceptionalScoreReduction({ handicapIndex, scoreDifferential })).toBe(expected);
  });

  it('applies the reduction to the most recent 20 differentials only, the exceptional one included', () => {
    const record = Array.from({ length: 22 }, (_, i) => 10 + i / 10); // 10.0 .. 12.1, newest last
    const reduced = applyExceptionalScoreReduction(record, -2);
    expect(reduced.slice(0, 2)).toEqual([10.0, 10.1]);
    expect(reduced[2]).toBe(8.2);
    expect(reduced[21]).toBe(10.1);
  });

  it('leaves the record unchanged for 0', () => {
    expect(applyExceptionalScoreReduction([12.3, 14.5], 0)).toEqual([12.3, 14.5]);
  });
});

describe('reducedScoringRecord (Rule 5.9)', () => {
  it('applies each reduction to its own score and the ones before it, against the index each was played on', () => {
    // Index 18.0 from five 18.0s; a 3.0 is 15.0 below: -2.0 on all six (QA's case).
    const steady = Array.from({ length: 5 }, () => ({ scoreDifferential: 18, handicapIndexBefore: 18 }));
    expect(reducedScoringRecord([...steady, { scoreDifferential: 3, handicapIndexBefore: 18 }])).toEqual([
      16, 16, 16, 16, 16, 1,
    ]);
  });

  it('keeps an earlier reduction on the scores before it, and a later one adds to it', () => {
    const record = reducedScoringRecord([
      { scoreDifferential: 20, handicapIndexBefore: null }, // no index yet: no reduction
      { scoreDifferential: 12, handicapIndexBefore: 20 }, // 8.0 below: -1 on both
      { scoreDifferential: 25, handicapIndexBefore: 19 }, // above: none
      { scoreDifferential: 5, handicapIndexBefore: 15 }, // 10.0 below: -2 on all four
    ]);
    expect(record).toEqual([17, 9, 23, 3]);
  });
});
