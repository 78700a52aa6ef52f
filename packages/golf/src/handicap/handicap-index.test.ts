import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FEWER_THAN_20_TABLE, handicapIndex, handicapIndexDetails } from './handicap-index';

/** Distinct differentials 10.0, 11.0, 12.0, ... so "the lowest N" is easy to read. */
const ladder = (n: number) => Array.from({ length: n }, (_, i) => 10 + i);

describe('handicapIndex: the table for fewer than 20 scores (Rules of Handicapping 2024, Rule 5.2a)', () => {
  // scores, lowest counted, adjustment, expected index from ladder(scores) shuffled
  const cases: [number, number, number, number][] = [
    [3, 1, -2.0, 8.0], // lowest 1 (10.0) - 2.0
    [4, 1, -1.0, 9.0],
    [5, 1, 0, 10.0],
    [6, 2, -1.0, 9.5], // avg(10, 11) = 10.5 - 1.0
    [7, 2, 0, 10.5],
    [8, 2, 0, 10.5],
    [9, 3, 0, 11.0], // avg(10, 11, 12)
    [11, 3, 0, 11.0],
    [12, 4, 0, 11.5],
    [14, 4, 0, 11.5],
    [15, 5, 0, 12.0],
    [16, 5, 0, 12.0],
    [17, 6, 0, 12.5],
    [18, 6, 0, 12.5],
    [19, 7, 0, 13.0],
    [20, 8, 0, 13.5], // Rule 5.2b: average of the lowest 8 of 20
  ];
  it.each(cases)('%i scores: lowest %i, adjustment %d -> %d', (scores, lowest, adjustment, expected) => {
    const record = ladder(scores).reverse(); // lowest last: order must not matter
    const details = handicapIndexDetails(record)!;
    expect(details.lowestCounted).toBe(lowest);
    expect(details.adjustment).toBe(adjustment);
    expect(details.handicapIndex).toBe(expected);
    expect(FEWER_THAN_20_TABLE[scores]).toEqual({ lowest, adjustment });
  });

  it('gives no Handicap Index for fewer than 3 scores', () => {
    expect(handicapIndex([])).toBeNull();
    expect(handicapIndex([12.3, 14.0])).toBeNull();
  });

  it('uses only the most recent 20 (Rule 5.2b), oldest first', () => {
    const old = [0, 0, 0, 0, 0]; // five excellent but old rounds drop out
    expect(handicapIndex([...old, ...ladder(20)])).toBe(13.5);
  });

  it('rounds the average to the nearest tenth, .5 up', () => {
    // lowest 8: 10.1 x 4 + 10.2 x 4 = 81.2 / 8 = 10.15 -> 10.2
    const record = [10.1, 10.1, 10.1, 10.1, 10.2, 10.2, 10.2, 10.2, ...Array(12).fill(30)];
    expect(handicapIndex(record)).toBe(10.2);
    // lowest 8 of 10.0 x 7 and 10.1: 80.1 / 8 = 10.0125 -> 10.0
    expect(handicapIndex([...Array(7).fill(10), 10.1, ...Array(12).fill(30)])).toBe(10);
  });

  it('limits the index to 54.0 (Rule 5.3)', () => {
    const details = handicapIndexDetails([60, 61, 62, 63, 64])!;
    expect(details.handicapIndex).toBe(54);
    expect(details.limitedToMaximum).toBe(true);
  });

  it('can go below zero (a plus handicap)', () => {
    expect(handicapIndex([-1.5, 0.2, 1.0])).toBe(-3.5);
  });
});

describe('handicapIndex: soft and hard cap (Rule 5.8)', () => {
  /** 20 differentials whose lowest 8 average exactly `average` (the other 12 are higher). */
  const recordAveraging = (average: number) => [...Array(8).fill(average), ...Array(12).fill(average + 10)];

  it('USGA soft cap example: average 11.6, Low HI 6.5 -> 10.55 -> 10.6', () => {
    // USGA, Rules of Handicapping, Rule 5.8 "Cap Examples (Soft Cap and Hard Cap)":
    // 11.6 - 6.5 = 5.1; 5.1 - 3.0 = 2.1; 11.6 - 50 % of 2.1 = 10.55, rounded to 10.6.
    const details = handicapIndexDetails(recordAveraging(11.6), { lowHandicapIndex: 6.5 })!;
    expect(details.handicapIndex).toBe(10.6);
    expect(details.cap).toBe('soft');
  });

  it('USGA hard cap example: average 18.2, Low HI 10.2 -> 15.2', () => {
    // Same source: 18.2 - 10.2 = 8.0; soft cap gives 18.2 - 2.5 = 15.7, which is
    // more than 5.0 above the Low HI, so the hard cap gives 10.2 + 5.0 = 15.2.
    const details = handicapIndexDetails(recordAveraging(18.2), { lowHandicapIndex: 10.2 })!;
    expect(details.handicapIndex).toBe(15.2);
    expect(details.cap).toBe('hard');
  });

  it('USGA FAQ example: Low HI 10.0, calculation 13.4 -> 13.2', () => {
    // USGA Rules of Handicapping FAQ "Is there a limit on how much my Handicap Index can increase?" (Rule 5.8).
    expect(handicapIndex(recordAveraging(13.4), { lowHandicapIndex: 10 })).toBe(13.2);
  });

  it.each([
    ['exactly 3.0 above: no cap', 13.0, 10.0, 13.0, 'none'],
    ['below the Low HI: no cap', 8.0, 10.0, 8.0, 'none'],
    ['no Low HI: no cap', 20.0, null, 20.0, 'none'],
  ] as const)('%s', (_label, average, low, expected, cap) => {
    const details = handicapIndexDetails(recordAveraging(average), { lowHandicapIndex: low })!;
    expect(details.handicapIndex).toBe(expected);
    expect(details.cap).toBe(cap);
  });

  it('never ends more than 5.0 above the Low HI (property)', () => {
    const tenth = fc.integer({ min: -50, max: 540 }).map((t) => t / 10);
    fc.assert(
      fc.property(fc.array(tenth, { minLength: 3, maxLength: 40 }), tenth, (differentials, low) => {
        const index = handicapIndex(differentials, { lowHandicapIndex: low })!;
        expect(index).toBeLessThanOrEqual(Math.min(54, low + 5) + 1e-9);
        expect(Math.round(index * 10)).toBeCloseTo(index * 10, 9); // one decimal
      }),
    );
  });
});
