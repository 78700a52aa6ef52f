/**
 * The shared input of every scoring engine: one player's result on one hole,
 * plus the enumerations the engines return.
 *
 * Numeric keys are the spec's (section 3). `packages/golf` imports nothing,
 * so they are declared here and `packages/contracts/src/enums.ts` re-exports them.
 */

/** Spec enumeration game_mode. */
export const GameMode = { match_play: 10, stroke_play: 20, closest_to_pin: 30, driving_range: 50 } as const;
export type GameMode = (typeof GameMode)[keyof typeof GameMode];

/** Spec enumeration scoring_term: the score on a hole relative to par; 60 is a hole-in-one whatever the par. */
export const ScoringTerm = {
  condor: 10,
  albatross: 20,
  eagle: 30,
  birdie: 40,
  par: 50,
  hole_in_one: 60,
  bogey: 70,
  double_bogey: 80,
  triple_bogey: 90,
  quadruple_bogey: 100,
} as const;
export type ScoringTerm = (typeof ScoringTerm)[keyof typeof ScoringTerm];

/**
 * How a hole ended.
 * - `holed`: the ball was holed.
 * - `gimme`: the ball stopped within the round's gimme distance (or a gimme
 *   rule applied) and counts as holed with one added stroke.
 * - `conceded`: the opponent conceded the player's next stroke (Rules of Golf
 *   2023, Rule 3.2b(1)); it counts as holed with one added stroke.
 * - `picked_up`: the player gave up the hole without holing out (or reached
 *   the maximum score). In match play this concedes the hole to the opponent
 *   (Rule 3.2b(2)); in stroke play the hole scores the maximum (net double
 *   bogey); in Stableford it scores no points; it cannot win a skin.
 * - `awarded`: match play only: the opponent picked up, so the player won the
 *   hole without holing out (Rule 3.2b(2)). Like `picked_up`, it is not a
 *   holed score: for the handicap and stroke totals the hole counts as not
 *   completed (net double bogey at most).
 */
export type HoleCompletion = 'holed' | 'gimme' | 'conceded' | 'picked_up' | 'awarded';

/** Completions that count as holing out. */
export const isHoledOut = (completion: HoleCompletion | null): boolean =>
  completion === 'holed' || completion === 'gimme' || completion === 'conceded';

/** A hole as scoring needs it. */
export interface ScoringHole {
  /** Hole number on the course, 1-based. */
  readonly number: number;
  readonly par: number;
  /** Stroke index on the course, 1 (hardest) .. holes on the course. */
  readonly strokeIndex: number;
}

/** One player's result on one hole. */
export interface HoleResult {
  readonly holeNumber: number;
  /**
   * Strokes counted so far (gross): strokes made plus penalty strokes plus the
   * stroke added by a gimme or a conceded stroke.
   */
  readonly strokes: number;
  /** Penalty strokes included in `strokes` (out of bounds, water, unplayable, extra strokes). */
  readonly penaltyStrokes: number;
  /** Putts included in `strokes` (strokes from the green, and an added gimme stroke). */
  readonly putts: number;
  /** How the hole ended; null while the player is still playing it. */
  readonly completion: HoleCompletion | null;
}

/** A player's results for a round. Holes not yet started may be missing. */
export interface PlayerRoundInput {
  readonly playerId: string;
  /**
   * Whole-number playing handicap over the whole course (after the format's
   * allowance; negative for a plus handicap). Use 0 when handicaps are off.
   */
  readonly playingHandicap: number;
  /**
   * The playing handicap before rounding (Course Handicap x allowance), when known: with the
   * course's `hcp_rebasing` on fewer holes than the course, the handicap for the holes played is
   * scaled from it and rounded once (Rule 6.1b, see `rebasedPlayingHandicap`).
   */
  readonly unroundedPlayingHandicap?: number;
  readonly holes: readonly HoleResult[];
}

/** Options shared by the engines that give handicap strokes. */
export interface HandicapScoringOptions {
  /**
   * Holes on the course (for stroke allocation when fewer are played); defaults to the largest
   * stroke index among the round's holes (at least their number), see `allocateHandicapStrokes`.
   */
  readonly courseHoleCount?: number;
  /** The course's `hcp_rebasing` flag (see `allocateHandicapStrokes`). */
  readonly hcpRebasing?: boolean;
}

/**
 * The scoring_term for a score on a hole: 1 stroke is a hole-in-one (60)
 * whatever the par; otherwise par -4 or better is a condor, and +4 or worse
 * is a quadruple bogey (the spec's list ends there; the score to par is
 * reported alongside, so nothing is lost).
 */
export function scoringTerm(strokes: number, par: number): ScoringTerm {
  if (!Number.isInteger(strokes) || strokes < 1)
    throw new RangeError(`strokes must be a whole number >= 1, got ${strokes}`);
  if (strokes === 1) return ScoringTerm.hole_in_one;
  const toPar = strokes - par;
  if (toPar <= -4) return ScoringTerm.condor;
  if (toPar >= 4) return ScoringTerm.quadruple_bogey;
  const byToPar: Record<number, ScoringTerm> = {
    [-3]: ScoringTerm.albatross,
    [-2]: ScoringTerm.eagle,
    [-1]: ScoringTerm.birdie,
    0: ScoringTerm.par,
    1: ScoringTerm.bogey,
    2: ScoringTerm.double_bogey,
    3: ScoringTerm.triple_bogey,
  };
  return byToPar[toPar]!;
}

/** Looks up a player's result on a hole. */
export function resultForHole(player: PlayerRoundInput, holeNumber: number): HoleResult | undefined {
  return player.holes.find((hole) => hole.holeNumber === holeNumber);
}
