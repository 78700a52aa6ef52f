import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocateHandicapStrokes,
  rebaseStrokeIndexes,
  rebasedPlayingHandicap,
  strokesReceived,
} from './stroke-allocation';

const eighteen = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, strokeIndex: ((i * 7) % 18) + 1 }));

describe('strokesReceived (Rules of Handicapping 2024, Appendix E)', () => {
  it.each([
    // playing handicap, stroke index, expected
    [0, 1, 0],
    [10, 10, 1],
    [10, 11, 0],
    [18, 18, 1],
    [20, 2, 2],
    [20, 3, 1],
    [36, 18, 2],
    [40, 4, 3],
    [40, 5, 2],
    [54, 18, 3],
    [-2, 18, -1], // plus 2 gives back on SI 18 and 17
    [-2, 17, -1],
    [-2, 16, 0],
    [-20, 1, -1],
    [-20, 18, -2],
  ])('handicap %i on SI %i -> %i', (handicap, strokeIndex, expected) => {
    expect(strokesReceived(handicap, strokeIndex)).toBe(expected);
  });

  it('refuses a stroke index outside 1..holes and a fractional handicap', () => {
    expect(() => strokesReceived(5, 19)).toThrow(RangeError);
    expect(() => strokesReceived(5.5, 3)).toThrow(RangeError);
  });

  it('allocates exactly the playing handicap over the course (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 80 }), fc.constantFrom(9, 18), (handicap, holes) => {
        const course = eighteen.slice(0, holes).map((hole, i) => ({ ...hole, strokeIndex: i + 1 }));
        const strokes = allocateHandicapStrokes({ playingHandicap: handicap, holes: course });
        expect(strokes.reduce((a, b) => a + b, 0)).toBe(handicap);
        // no two holes differ by more than one stroke
        expect(Math.max(...strokes) - Math.min(...strokes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('hcp_rebasing', () => {
  const backNine = eighteen.slice(9); // holes 10-18 with their 18-hole stroke indexes

  it('re-ranks the stroke indexes of the holes played to 1..n in order of difficulty', () => {
    const rebased = rebaseStrokeIndexes(backNine);
    expect(rebased.map((h) => h.number)).toEqual(backNine.map((h) => h.number));
    expect([...rebased.map((h) => h.strokeIndex)].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const hardest = backNine.reduce((a, b) => (a.strokeIndex < b.strokeIndex ? a : b));
    expect(rebased.find((h) => h.number === hardest.number)!.strokeIndex).toBe(1);
  });

  it.each([
    [15, 9, 18, 8], // 7.5 -> 8
    [14, 9, 18, 7],
    [-3, 9, 18, -1], // -1.5 -> -1 (.5 upwards)
    [20, 18, 18, 20],
    // Rule 6.1b: HI 13.9, Slope 113, CR 72.6, par 72: the unrounded 18-hole Course Handicap 14.5
    // over 9 holes is 7.25 -> 7 (the 9-hole Course Handicap 13.9 / 2 + (36.3 - 36)), not 15 / 2 -> 8.
    [14.5, 9, 18, 7],
    [14.5, 18, 18, 15], // the whole course: the figure rounded once
  ])('scales %d to %i of %i holes: %i', (handicap, played, total, expected) => {
    expect(rebasedPlayingHandicap(handicap, played, total)).toBe(expected);
  });

  it('scales the unrounded playing handicap, rounding once (Rule 6.1b: 7, not 8)', () => {
    // HI 13.9 x 113/113 + (72.6 - 72) = 14.5, playing handicap 15 once rounded.
    const strokes = allocateHandicapStrokes({
      playingHandicap: 15,
      unroundedPlayingHandicap: 14.5,
      holes: backNine,
      courseHoleCount: 18,
      rebase: true,
    });
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(7);
  });

  it('spreads a 9-hole Course Handicap over holes 10-18 by their re-ranked indexes (Rule 6.1b)', () => {
    // The handicap is already for the 9 holes played (courseHoleCount 9): no scaling, and the
    // 18-hole indexes (up to 18) are re-ranked 1..9 instead of refused.
    const strokes = allocateHandicapStrokes({ playingHandicap: 7, holes: backNine, courseHoleCount: 9, rebase: true });
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(7);
    const rebased = rebaseStrokeIndexes(backNine);
    expect(strokes).toEqual(rebased.map((hole) => (hole.strokeIndex <= 7 ? 1 : 0)));
  });

  it('defaults the course to the largest stroke index present: holes 1-9 of 18 keep their indexes', () => {
    const frontNine = eighteen.slice(0, 9);
    expect(Math.max(...frontNine.map((h) => h.strokeIndex))).toBeGreaterThan(9);
    expect(allocateHandicapStrokes({ playingHandicap: 0, holes: frontNine })).toEqual(frontNine.map(() => 0));
    expect(allocateHandicapStrokes({ playingHandicap: 9, holes: frontNine })).toEqual(
      frontNine.map((h) => (h.strokeIndex <= 9 ? 1 : 0)),
    );
  });

  it('with rebasing, a 9-hole round receives the scaled handicap spread by the new indexes', () => {
    const strokes = allocateHandicapStrokes({
      playingHandicap: 15,
      holes: backNine,
      courseHoleCount: 18,
      rebase: true,
    });
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(8);
    expect(Math.max(...strokes)).toBe(1);
  });

  it('without rebasing, the holes keep their 18-hole indexes and receive only their share', () => {
    const strokes = allocateHandicapStrokes({ playingHandicap: 15, holes: backNine, courseHoleCount: 18 });
    const expected = backNine.filter((h) => h.strokeIndex <= 15).length;
    expect(strokes.reduce((a, b) => a + b, 0)).toBe(expected);
  });
});
