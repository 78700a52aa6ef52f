import { isHoledOut, type HoleCompletion } from '@golf/golf';

/** Completed holes by gross score to par, for the statistics screen's scoring chart. */
export interface ScoringBreakdown {
  /** One under par or better (a hole-in-one included). */
  birdiesOrBetter: number;
  pars: number;
  bogeys: number;
  /** Two over par or worse; a picked-up hole counts here (it scores at least net double bogey). */
  doubleBogeysOrWorse: number;
}

/** Counts completed holes (completion not null) by gross strokes against par; a hole awarded in match play has no score. */
export function scoringBreakdown(
  holes: readonly { strokes: number; par: number; completion: HoleCompletion | null }[],
): ScoringBreakdown {
  const breakdown: ScoringBreakdown = { birdiesOrBetter: 0, pars: 0, bogeys: 0, doubleBogeysOrWorse: 0 };
  for (const hole of holes) {
    if (hole.completion === null || hole.completion === 'awarded') continue;
    const toPar = hole.strokes - hole.par;
    if (!isHoledOut(hole.completion) || toPar >= 2) breakdown.doubleBogeysOrWorse += 1;
    else if (toPar === 1) breakdown.bogeys += 1;
    else if (toPar === 0) breakdown.pars += 1;
    else breakdown.birdiesOrBetter += 1;
  }
  return breakdown;
}
