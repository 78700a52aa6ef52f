import { describe, expect, it } from 'vitest';
import { type HandicapRound, handicapIndexHistory } from './handicap-history';

const DAY = 86_400_000;
/** An 18-hole round on a standard course (slope 113, CR 72.0): the differential is AGS - 72. */
const round = (adjustedGrossScore: number, day: number): HandicapRound => ({
  adjustedGrossScore,
  courseRating: 72,
  slopeRating: 113,
  holes: 18,
  playedAt: day * DAY,
});

describe('handicapIndexHistory', () => {
  it('issues an index at the third score and follows the Rule 5.2a table', () => {
    const history = handicapIndexHistory([round(90, 0), round(88, 1), round(86, 2), round(92, 3)]);
    expect(history.map((h) => h.handicapIndex)).toEqual([null, null, 12.0, 13.0]); // 14 - 2.0; 14 - 1.0
    expect(history.map((h) => h.scoreDifferential)).toEqual([18, 16, 14, 20]);
  });

  it('applies an exceptional score reduction against the index in effect (Rule 5.9)', () => {
    const steady = Array.from({ length: 20 }, (_, i) => round(92, i)); // differentials 20.0, index 20.0
    const history = handicapIndexHistory([...steady, round(82, 20)]); // 10.0 below: -2 on the last 20
    const last = history.at(-1)!;
    expect(last.exceptionalScoreReduction).toBe(-2);
    // Record: 19 x (20.0 - 2) and (10.0 - 2): lowest 8 = 8.0 + 7 x 18.0 = 134 / 8 = 16.75 -> 16.8
    expect(last.handicapIndex).toBe(16.8);
  });

  it('caps the rise against the Low Handicap Index of the last 365 days (Rule 5.8)', () => {
    const good = Array.from({ length: 20 }, (_, i) => round(82, i)); // differentials 10.0
    const bad = Array.from({ length: 20 }, (_, i) => round(100, 30 + i)); // differentials 28.0
    const history = handicapIndexHistory([...good, ...bad]);
    expect(history[2]!.handicapIndex).toBe(8); // 10.0 - 2.0 with three scores: the lowest index of the year
    expect(history[19]!.handicapIndex).toBe(10);
    expect(history.at(-1)!.lowHandicapIndex).toBe(8);
    expect(history.at(-1)!.handicapIndex).toBe(13); // hard cap: 8.0 + 5.0
  });

  it('forgets a Low Handicap Index older than 365 days', () => {
    const good = Array.from({ length: 20 }, (_, i) => round(82, i));
    const bad = Array.from({ length: 20 }, (_, i) => round(100, 400 + i));
    const history = handicapIndexHistory([...good, ...bad]);
    // The first round after the gap still looks back from the latest score already in the record
    // (day 19, Rule 5.7), so the 8.0 of day 2 is its Low Handicap Index; from the next round on the
    // period ends on day 400 and only the 10.0 of that day is in it: 8.0 is forgotten.
    expect(history[20]).toMatchObject({ lowHandicapIndex: 8, handicapIndex: 10 });
    expect(history[21]).toMatchObject({ lowHandicapIndex: 10 });
    expect(history.at(-1)).toMatchObject({ lowHandicapIndex: 10, handicapIndex: 15 });
  });

  it('runs the 365 days back from the most recent score in the record, not the new one (Rule 5.7, Interpretation 5.7/1)', () => {
    // QA's case: 20 differentials of 0.0 years ago; then 8 x 0.0 and 12 x 40.0 (index 0.0, Low
    // Handicap Index 0.0); then one 40.0 posted 400 days after the last of them.
    const early = Array.from({ length: 20 }, (_, i) => round(72, i));
    const mixed = [
      ...Array.from({ length: 8 }, (_, i) => round(72, 1000 + i)), // 0.0
      ...Array.from({ length: 12 }, (_, i) => round(112, 1008 + i)), // 40.0
    ];
    const history = handicapIndexHistory([...early, ...mixed, round(112, 1019 + 400)]);
    expect(history[39]).toMatchObject({ handicapIndex: 0, lowHandicapIndex: 0 });
    // Lowest 8 of 7 x 0.0 and 13 x 40.0 = 5.0; the Low Handicap Index of the year before day 1019 is
    // 0.0, so the soft cap of Rule 5.8 makes it 3.0 + (2.0 / 2) = 4.0 (uncapped it would be 5.0).
    expect(history.at(-1)).toMatchObject({ lowHandicapIndex: 0, handicapIndex: 4 });
  });

  it('skips a 9-hole round before there is an index, and converts it after', () => {
    const nine: HandicapRound = { adjustedGrossScore: 45, courseRating: 36, slopeRating: 113, holes: 9, playedAt: 0 };
    expect(handicapIndexHistory([nine])[0]!.scoreDifferential).toBeNull();
    // 9.0 + expected for HI 10.0 (10 x 0.52 + 1.2 = 6.4) = 15.4
    expect(handicapIndexHistory([nine], { initialHandicapIndex: 10 })[0]!.scoreDifferential).toBe(15.4);
  });
});
