import { roundHalfUp } from './rounding';

/**
 * Handicap strokes on one hole (Rules of Handicapping 2024, Rule 6 and
 * Appendix E): a playing handicap of H over `holeCount` holes gives every hole
 * floor(H / holeCount) strokes, plus one more on the holes with stroke index
 * 1 .. (H mod holeCount). So 20 on 18 holes is 2 on SI 1-2 and 1 elsewhere,
 * and 40 is 3 on SI 1-4 and 2 elsewhere.
 *
 * A plus handicap (H < 0) gives strokes back, starting with the hole of the
 * highest stroke index (Appendix E): +2 over 18 holes is -1 on SI 18 and 17.
 * The result is then negative (the player adds strokes to the gross score).
 */
export function strokesReceived(playingHandicap: number, strokeIndex: number, holeCount = 18): number {
  if (!Number.isInteger(playingHandicap)) {
    throw new RangeError(`playing handicap must be a whole number, got ${playingHandicap}`);
  }
  if (!Number.isInteger(strokeIndex) || strokeIndex < 1 || strokeIndex > holeCount) {
    throw new RangeError(`stroke index ${strokeIndex} is not 1..${holeCount}`);
  }
  const magnitude = Math.abs(playingHandicap);
  const base = Math.floor(magnitude / holeCount);
  const extra = magnitude % holeCount;
  if (playingHandicap >= 0) return base + (strokeIndex <= extra ? 1 : 0);
  const given = base + (strokeIndex > holeCount - extra ? 1 : 0);
  return given === 0 ? 0 : -given;
}

export interface StrokeIndexedHole {
  readonly number: number;
  /** Stroke index on the course, 1 (hardest) .. number of holes on the course. */
  readonly strokeIndex: number;
}

/**
 * `hcp_rebasing`: re-ranks the stroke indexes of the holes actually played to
 * 1..n (n = holes played), keeping their order of difficulty; ties (which a
 * valid course does not have) keep the holes' order. Playing holes 10-18 of a
 * course whose back nine has SI 2, 4, ..., 18 gives them SI 1..9. Returns new
 * objects, in the input order.
 */
export function rebaseStrokeIndexes<T extends StrokeIndexedHole>(holes: readonly T[]): T[] {
  const ranked = holes.map((hole, position) => ({ hole, position }));
  ranked.sort((a, b) => a.hole.strokeIndex - b.hole.strokeIndex || a.position - b.position);
  const rank = new Map<number, number>();
  ranked.forEach(({ position }, i) => rank.set(position, i + 1));
  return holes.map((hole, position) => ({ ...hole, strokeIndex: rank.get(position)! }));
}

/**
 * `hcp_rebasing`: the playing handicap scaled to the holes played,
 * round(H x holesPlayed / courseHoleCount), .5 upwards: 15 over 9 of 18 holes
 * is 8, +3 is -1.
 */
export function rebasedPlayingHandicap(playingHandicap: number, holesPlayed: number, courseHoleCount: number): number {
  if (holesPlayed >= courseHoleCount) return playingHandicap;
  return roundHalfUp((playingHandicap * holesPlayed) / courseHoleCount);
}

export interface StrokeAllocationInput {
  /** Whole-number playing handicap over the whole course (negative for plus). */
  readonly playingHandicap: number;
  /** The holes being played, in order. */
  readonly holes: readonly StrokeIndexedHole[];
  /** Holes on the course; defaults to the number of holes played. */
  readonly courseHoleCount?: number;
  /** The course's `hcp_rebasing` flag. */
  readonly rebase?: boolean;
}

/**
 * Handicap strokes received on each hole played, in the order of `holes`.
 *
 * Without rebasing every hole keeps its course stroke index and the full
 * playing handicap is spread over the whole course, so a player on part of
 * the course receives only the strokes that fall on the holes played (a
 * front nine with the odd indexes receives more than the back nine).
 * With `rebase` (the course's `hcp_rebasing`) and fewer holes than the course,
 * the handicap is scaled to the holes played (`rebasedPlayingHandicap`) and
 * spread over them by their re-ranked stroke indexes (`rebaseStrokeIndexes`).
 */
export function allocateHandicapStrokes({
  playingHandicap,
  holes,
  courseHoleCount = holes.length,
  rebase = false,
}: StrokeAllocationInput): number[] {
  if (rebase && holes.length < courseHoleCount) {
    const handicap = rebasedPlayingHandicap(playingHandicap, holes.length, courseHoleCount);
    return rebaseStrokeIndexes(holes).map((hole) => strokesReceived(handicap, hole.strokeIndex, holes.length));
  }
  return holes.map((hole) => strokesReceived(playingHandicap, hole.strokeIndex, courseHoleCount));
}
