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
 * round(H x holesPlayed / courseHoleCount), .5 upwards, rounded once. Pass the
 * unrounded figure (Course Handicap x allowance): rounding it first and again
 * after scaling can give a stroke too many (Rules of Handicapping 2024,
 * Rule 6.1b: HI 13.9 on a course of Slope 113, CR 72.6, par 72 has a 9-hole
 * Course Handicap of 13.9 / 2 + (36.3 - 36) = 7.25 -> 7, while rounding the
 * 18-hole 14.5 to 15 first gives 7.5 -> 8). 15 over 9 of 18 holes is 8, +3 is
 * -1; over the whole course it is the figure rounded.
 */
export function rebasedPlayingHandicap(playingHandicap: number, holesPlayed: number, courseHoleCount: number): number {
  const share = holesPlayed >= courseHoleCount ? 1 : holesPlayed / courseHoleCount;
  return roundHalfUp(playingHandicap * share);
}

export interface StrokeAllocationInput {
  /** Whole-number playing handicap over the whole course (negative for plus). */
  readonly playingHandicap: number;
  /**
   * The playing handicap before its rounding (Course Handicap x allowance). With `rebase` on fewer
   * holes than the course, the handicap for the holes played is scaled from it and rounded once
   * (Rule 6.1b); without it, from `playingHandicap`.
   */
  readonly unroundedPlayingHandicap?: number;
  /** The holes being played, in order. */
  readonly holes: readonly StrokeIndexedHole[];
  /**
   * Holes on the course; defaults to the largest stroke index among the holes (at least the
   * number of holes), so holes 1-9 of an 18-hole course keep their 18-hole indexes.
   */
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
 * With `rebase` (the course's `hcp_rebasing`) the handicap is spread over the
 * holes played by their re-ranked stroke indexes (`rebaseStrokeIndexes`); with
 * fewer holes than the course it is first scaled to the holes played
 * (`rebasedPlayingHandicap`). A handicap that is already for the holes played
 * (a 9-hole Course Handicap, Rule 6.1b, with `courseHoleCount` 9) is only
 * spread, so holes 10-18 with their 18-hole indexes receive it by difficulty.
 */
export function allocateHandicapStrokes({
  playingHandicap,
  unroundedPlayingHandicap,
  holes,
  courseHoleCount = Math.max(holes.length, ...holes.map((hole) => hole.strokeIndex)),
  rebase = false,
}: StrokeAllocationInput): number[] {
  if (rebase) {
    const handicap =
      holes.length < courseHoleCount
        ? rebasedPlayingHandicap(unroundedPlayingHandicap ?? playingHandicap, holes.length, courseHoleCount)
        : playingHandicap;
    return rebaseStrokeIndexes(holes).map((hole) => strokesReceived(handicap, hole.strokeIndex, holes.length));
  }
  return holes.map((hole) => strokesReceived(playingHandicap, hole.strokeIndex, courseHoleCount));
}
