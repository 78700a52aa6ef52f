/**
 * Net double bogey, the maximum hole score for handicap purposes (Rules of
 * Handicapping 2024, Rule 3.1b): par + 2 + the handicap strokes received on
 * the hole (negative for a plus handicap giving strokes back).
 */
export function netDoubleBogey({
  par,
  strokesReceived,
}: {
  readonly par: number;
  readonly strokesReceived: number;
}): number {
  return par + 2 + strokesReceived;
}

export interface AdjustedHoleScore {
  readonly par: number;
  /** From the Course Handicap (Rule 3.1b), see `allocateHandicapStrokes`. */
  readonly strokesReceived: number;
  /** Strokes counted on the hole; null when the player did not hole out (picked up). */
  readonly strokes: number | null;
}

/**
 * Adjusted gross score (Rule 3.1): each hole's score capped at net double
 * bogey. A hole the player started but did not hole out is recorded at net
 * double bogey (the most likely score, limited by Rule 3.3, is never more).
 */
export function adjustedGrossScore(holes: readonly AdjustedHoleScore[]): number {
  return holes.reduce((sum, hole) => {
    const max = netDoubleBogey(hole);
    return sum + (hole.strokes === null ? max : Math.min(hole.strokes, max));
  }, 0);
}
