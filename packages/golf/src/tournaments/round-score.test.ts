import { describe, expect, it } from 'vitest';
import { scoreTournamentRound, tournamentPlayingHandicap, type ScoredHole } from './round-score';

// Four par-4 holes, stroke index 1..4.
const holes = (strokes: (number | null)[]): ScoredHole[] =>
  strokes.map((value, index) => ({ par: 4, strokeIndex: index + 1, strokes: value }));

describe('scoreTournamentRound', () => {
  it.each([
    {
      name: 'gross only',
      strokes: [4, 5, 3, null],
      hcp: null,
      want: { thru: 3, gross: 12, toPar: 0, net: null, netToPar: null, points: 6 },
    },
    // Handicap 2 over 4 holes: a stroke on SI 1 and 2.
    {
      name: 'net with strokes on SI 1-2',
      strokes: [5, 5, 4, 4],
      hcp: 2,
      want: { thru: 4, gross: 18, toPar: 2, net: 16, netToPar: 0, points: 8 },
    },
    // Stableford: 2 under net on SI 1 (par 4, 3 gross - 1) = 4 points; a 9 is 0.
    {
      name: 'stableford points floor at 0',
      strokes: [3, 9, null, null],
      hcp: 1,
      want: { thru: 2, gross: 12, toPar: 4, net: 11, netToPar: 3, points: 4 },
    },
    {
      name: 'not started',
      strokes: [null, null, null, null],
      hcp: 5,
      want: { thru: 0, gross: 0, toPar: 0, net: 0, netToPar: 0, points: 0 },
    },
  ])('$name', ({ strokes, hcp, want }) => {
    expect(scoreTournamentRound(holes(strokes), hcp)).toEqual(want);
  });
});

describe('tournamentPlayingHandicap', () => {
  // Rules of Handicapping 2024, Rule 6.1a / 6.2a: 10.0 × 125/113 + (72.4 − 72) = 11.46; × 95 % = 10.89 → 11.
  it('applies the 95 % individual allowance to the course handicap', () => {
    expect(
      tournamentPlayingHandicap({
        handicapIndex: 10,
        slopeRating: 125,
        courseRating: 72.4,
        par: 72,
        holeCount: 18,
        format: 'stroke_play',
      }),
    ).toBe(11);
  });

  // 9 holes: (10 / 2) × 113/113 + (36 − 36) = 5; × 95 % = 4.75 → 5.
  it('uses the 9-hole course handicap for nine holes', () => {
    expect(
      tournamentPlayingHandicap({
        handicapIndex: 10,
        slopeRating: 113,
        courseRating: 36,
        par: 36,
        holeCount: 9,
        format: 'stableford',
      }),
    ).toBe(5);
  });
});
