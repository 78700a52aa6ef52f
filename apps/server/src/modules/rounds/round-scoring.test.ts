import { describe, expect, it } from 'vitest';
import { GameMode } from '@golf/golf';
import { playerInput, roundScorecard, type ScoringContext } from './round-scoring';

// 18 holes, par 4, stroke index = hole number.
const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4 as const, strokeIndex: i + 1 }));
const frontNine = (hcpRebasing: boolean): ScoringContext => ({
  round: { gameMode: GameMode.stroke_play, useHcp: true, holes: holes.slice(0, 9).map((h) => h.number), tries: 1 },
  holes,
  // Course Handicap of index 15.4 here: 15.4 x 113/113 + (72 - 72) = 15.4; at 95 %, 14.63.
  tee: { courseRating: 72, slopeRating: 113 },
  hcpRebasing,
});
const player = { userId: 1, handicapIndex: 15.4, scores: [] };

describe('playerInput', () => {
  it('gives the engines the playing handicap and the figure before its rounding', () => {
    expect(playerInput(frontNine(false), player)).toMatchObject({ playingHandicap: 15 });
    expect(playerInput(frontNine(false), player).unroundedPlayingHandicap).toBeCloseTo(14.63, 10);
  });

  it('so a rebased front nine gets 14.63 / 2 = 7.3 -> 7 strokes, rounded once, not 15 / 2 = 7.5 -> 8 (Rule 6.1b)', () => {
    const card = roundScorecard(frontNine(true), [player], []).stroke_play!;
    expect(card.players[0]!.holes.reduce((sum, h) => sum + h.strokesReceived, 0)).toBe(7);
  });
});
