import type { HoleCompletion, HoleResult, PlayerRoundInput, ScoringHole } from './hole-result';

/** 18 holes, par 72: pars 4 4 3 5 4 4 3 4 5 / 4 4 3 5 4 4 3 4 5, stroke indexes a permutation of 1..18. */
export const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
export const STROKE_INDEXES = [7, 1, 15, 11, 3, 13, 17, 5, 9, 8, 2, 16, 12, 4, 14, 18, 6, 10];
export const COURSE: ScoringHole[] = PARS.map((par, i) => ({ number: i + 1, par, strokeIndex: STROKE_INDEXES[i]! }));

export function result(
  holeNumber: number,
  strokes: number,
  completion: HoleCompletion | null = 'holed',
  putts = 2,
): HoleResult {
  return { holeNumber, strokes, penaltyStrokes: 0, putts, completion };
}

/** A player who scored `scores[i]` on hole i + 1 (null: not yet completed). */
export function player(
  playerId: string,
  playingHandicap: number,
  scores: readonly (number | null)[],
): PlayerRoundInput {
  return {
    playerId,
    playingHandicap,
    holes: scores.flatMap((strokes, i) => (strokes === null ? [] : [result(i + 1, strokes)])),
  };
}
