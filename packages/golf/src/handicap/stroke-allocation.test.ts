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
  ])('scales %i to %i of %i holes: %i', (handicap, played, total, expected) => {
    expect(rebasedPlayingHandicap(handicap, played, total)).toBe(expected);
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
