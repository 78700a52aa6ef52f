import { SurfaceType } from '../course';
import type { HoleCompletion, HoleResult } from '../scoring/hole-result';
import { type Centimetres, centimetres } from '../units';
import { automaticPutts, gimmeRule } from './gimme';
import { NumStrokeReason, type PenaltyReason } from './stroke-reasons';

/**
 * The rules of play for one player on one hole, as a state machine:
 * `applyStroke(state, action, settings)` returns the next state, or a refusal
 * the server maps to its error keys. Pure: the same inputs give the same result.
 *
 * Counting (Rules of Golf 2023):
 * - every played stroke counts 1; a putt is a stroke played from the green;
 * - out of bounds (Rule 18.2, stroke and distance): +1 penalty stroke and the
 *   ball is replayed from where the previous stroke was made;
 * - water, i.e. a penalty area (Rule 17.1d): +1, the ball is dropped; the
 *   stroke's reported lie is where the dropped ball lies;
 * - unplayable ball (Rule 19.2): +1, relief as reported, as for water;
 * - extra_stroke: further strokes the game adds, counted as penalty strokes;
 * - a gimme or a conceded stroke (Rule 3.2b(1)) counts one more stroke and
 *   holes the ball; automatic putting adds its putts and holes the ball;
 *   only a putt is conceded, so the ball must be on the green (decision 0123);
 * - a mulligan replays the player's last stroke on this hole as if it had not
 *   been made (not in the Rules; a casual-game option), at most
 *   `mulligansPerRound` per round;
 * - picking up gives up the hole (see `HoleCompletion`), and reaching
 *   `maxStrokesPerHole` without holing picks up automatically.
 */

/** Where the ball lies. */
export interface Lie {
  readonly surface: SurfaceType;
  /** Distance to the hole in whole centimetres. */
  readonly distanceToHoleCm: Centimetres;
}

export interface HoleState {
  readonly holeNumber: number;
  readonly par: number;
  /** Strokes counted: strokes made + penalty strokes + added gimme/concede/automatic putts. */
  readonly strokes: number;
  readonly penaltyStrokes: number;
  readonly putts: number;
  /** Strokes actually made (swings), without penalties or added strokes. */
  readonly strokesMade: number;
  readonly lie: Lie;
  /** Null while the hole is in play. */
  readonly completion: HoleCompletion | null;
  /** Mulligans the player has used in the round, this hole included. */
  readonly mulligansUsedInRound: number;
  /** The state before the last stroke made (what a mulligan returns to); null when there is none. */
  readonly beforeLastStroke: HoleState | null;
}

export interface PlayRules {
  /** The round's gimme_distance (enumeration value), null for none. */
  readonly gimmeDistance: number | null;
  /** The round's gimme_on_second_put. */
  readonly gimmeOnSecondPutt: boolean;
  /** The round's mulligans: how many a player may take in the round; 0 for none. */
  readonly mulligansPerRound: number;
  /** Pick up automatically after this many strokes without holing; null for no limit. */
  readonly maxStrokesPerHole?: number | null;
}

/** Where a played stroke finished, as the game reports it (spec Stroke fields). */
export interface PlayedStroke {
  readonly type: 'stroke';
  /** The ball is in the hole (distance_to_hole 0 / hole_completed by holing). */
  readonly holed: boolean;
  /**
   * surface_type where the ball lies now; after a water or unplayable penalty,
   * where the dropped ball lies. Ignored for out of bounds.
   */
  readonly surface: SurfaceType;
  /** distance_to_hole, whole cm, from the same position. */
  readonly distanceToHoleCm: Centimetres;
  /** num_stroke_reason when the stroke incurred a penalty: out of bounds, water or unplayable. */
  readonly penalty?: PenaltyReason | null;
  /** extra_stroke: further strokes added, counted as penalty strokes. */
  readonly extraStrokes?: number;
  /** This stroke replaces the player's previous stroke on the hole (a mulligan). */
  readonly mulligan?: boolean;
}

export type HoleAction =
  | PlayedStroke
  /** The opponent concedes the player's next stroke: holed with one added stroke (Rule 3.2b(1)). */
  | { readonly type: 'concede' }
  /** The player gives up the hole (in match play: concedes it, Rule 3.2b(2)). */
  | { readonly type: 'pick_up' }
  /** Match play: the opponent gave up the hole, so the player has won it where the ball lies. */
  | { readonly type: 'hole_awarded' };

/** Why an action was refused. The server maps them: every `mulligan_*` is "Mulligan not possible". */
export type StrokeRefusal =
  | 'hole_completed'
  | 'mulligans_not_allowed'
  | 'mulligan_limit_reached'
  | 'mulligan_without_stroke'
  | 'invalid_stroke'
  | 'concede_off_green';

/** Strokes an action counted beyond the swing, with the num_stroke_reason to record (null for extra_stroke). */
export interface AddedStrokes {
  readonly reason: NumStrokeReason | null;
  readonly strokes: number;
}

export type ApplyStrokeResult =
  | {
      readonly ok: true;
      readonly state: HoleState;
      /**
       * Strokes this action added to the score (the stroke record's
       * num_strokes): 1 for the swing plus `added`. For a mulligan, counted
       * from the state before the replaced stroke.
       */
      readonly counted: number;
      readonly added: readonly AddedStrokes[];
      /** The hole is completed after this action (hole_completed). */
      readonly holeCompleted: boolean;
      /** The action was a mulligan: the previous stroke record no longer counts. */
      readonly replacedPreviousStroke: boolean;
    }
  | { readonly ok: false; readonly refusal: StrokeRefusal };

export interface StartHoleInput {
  readonly holeNumber: number;
  readonly par: number;
  /** Length of the hole from the tee played, whole cm. */
  readonly lengthCm: Centimetres;
  /** Mulligans the player used on earlier holes of the round. */
  readonly mulligansUsedInRound?: number;
}

/** The state before the tee shot. */
export function startHole({ holeNumber, par, lengthCm, mulligansUsedInRound = 0 }: StartHoleInput): HoleState {
  return {
    holeNumber,
    par,
    strokes: 0,
    penaltyStrokes: 0,
    putts: 0,
    strokesMade: 0,
    lie: { surface: SurfaceType.tee, distanceToHoleCm: lengthCm },
    completion: null,
    mulligansUsedInRound,
    beforeLastStroke: null,
  };
}

/** Whether the player may take a mulligan now; the refusal otherwise. */
export function mulliganRefusal(state: HoleState, rules: PlayRules): StrokeRefusal | null {
  if (state.completion !== null) return 'hole_completed';
  if (rules.mulligansPerRound <= 0) return 'mulligans_not_allowed';
  if (state.mulligansUsedInRound >= rules.mulligansPerRound) return 'mulligan_limit_reached';
  if (state.beforeLastStroke === null) return 'mulligan_without_stroke';
  return null;
}

/**
 * Whether the next stroke from this lie may be conceded: only a putt, from the green (decision 0123).
 * Conceding a longer stroke would score the opponent a hole they never played; the hole itself is
 * conceded by picking up.
 */
export function puttConcedable(surface: number | null | undefined): boolean {
  return surface === SurfaceType.green;
}

const isWholeNonNegative = (value: number) => Number.isInteger(value) && value >= 0;

export function applyStroke(state: HoleState, action: HoleAction, rules: PlayRules): ApplyStrokeResult {
  if (state.completion !== null) return { ok: false, refusal: 'hole_completed' };

  if (action.type === 'pick_up' || action.type === 'hole_awarded') {
    const next: HoleState = { ...state, completion: action.type === 'pick_up' ? 'picked_up' : 'awarded' };
    return { ok: true, state: next, counted: 0, added: [], holeCompleted: true, replacedPreviousStroke: false };
  }
  if (action.type === 'concede') {
    if (!puttConcedable(state.lie.surface)) return { ok: false, refusal: 'concede_off_green' };
    const next: HoleState = {
      ...state,
      strokes: state.strokes + 1,
      putts: state.putts + 1,
      lie: { ...state.lie, distanceToHoleCm: centimetres(0) },
      completion: 'conceded',
    };
    return {
      ok: true,
      state: next,
      counted: 1,
      added: [{ reason: NumStrokeReason.concede, strokes: 1 }],
      holeCompleted: true,
      replacedPreviousStroke: false,
    };
  }

  const extra = action.extraStrokes ?? 0;
  const penalty = action.penalty ?? null;
  if (
    !isWholeNonNegative(action.distanceToHoleCm) ||
    !isWholeNonNegative(extra) ||
    (action.holed && penalty !== null) ||
    (penalty !== null &&
      ![NumStrokeReason.out_of_bounds, NumStrokeReason.water, NumStrokeReason.unplayable].includes(penalty))
  ) {
    return { ok: false, refusal: 'invalid_stroke' };
  }

  let base = state;
  if (action.mulligan === true) {
    const refusal = mulliganRefusal(state, rules);
    if (refusal !== null) return { ok: false, refusal };
    base = { ...state.beforeLastStroke!, mulligansUsedInRound: state.mulligansUsedInRound + 1 };
  }

  const wasPutt = base.lie.surface === SurfaceType.green;
  const added: AddedStrokes[] = [];
  let strokes = base.strokes + 1;
  let penaltyStrokes = base.penaltyStrokes;
  let putts = base.putts + (wasPutt ? 1 : 0);
  let lie: Lie = { surface: action.surface, distanceToHoleCm: action.holed ? centimetres(0) : action.distanceToHoleCm };
  let completion: HoleCompletion | null = action.holed ? 'holed' : null;

  if (penalty !== null) {
    strokes += 1;
    penaltyStrokes += 1;
    added.push({ reason: penalty, strokes: 1 });
    if (penalty === NumStrokeReason.out_of_bounds) lie = base.lie; // stroke and distance
  }
  if (extra > 0) {
    strokes += extra;
    penaltyStrokes += extra;
    added.push({ reason: null, strokes: extra });
  }

  if (completion === null && penalty === null) {
    const gimme = gimmeRule(rules.gimmeDistance);
    let gimmeStrokes = 0;
    if (gimme.kind === 'radius' && lie.distanceToHoleCm <= gimme.radiusCm && (!rules.gimmeOnSecondPutt || wasPutt)) {
      gimmeStrokes = 1;
    } else if (gimme.kind === 'second_putt' && wasPutt) {
      gimmeStrokes = 1;
    } else if (gimme.kind === 'automatic_putting' && lie.surface === SurfaceType.green) {
      gimmeStrokes = automaticPutts(lie.distanceToHoleCm);
    }
    if (gimmeStrokes > 0) {
      strokes += gimmeStrokes;
      putts += gimmeStrokes;
      added.push({ reason: NumStrokeReason.gimme, strokes: gimmeStrokes });
      lie = { ...lie, distanceToHoleCm: centimetres(0) };
      completion = 'gimme';
    }
  }

  const max = rules.maxStrokesPerHole ?? null;
  if (completion === null && max !== null && strokes >= max) completion = 'picked_up';

  const next: HoleState = {
    ...base,
    strokes,
    penaltyStrokes,
    putts,
    strokesMade: base.strokesMade + 1,
    lie,
    completion,
    beforeLastStroke: base,
  };
  return {
    ok: true,
    state: next,
    counted: strokes - base.strokes,
    added,
    holeCompleted: completion !== null,
    replacedPreviousStroke: action.mulligan === true,
  };
}

/** The scoring input for a hole state. */
export function holeResultFromState(state: HoleState): HoleResult {
  return {
    holeNumber: state.holeNumber,
    strokes: state.strokes,
    penaltyStrokes: state.penaltyStrokes,
    putts: state.putts,
    completion: state.completion,
  };
}
