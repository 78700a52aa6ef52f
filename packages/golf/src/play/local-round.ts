import type { Elevation } from '../ball-flight/atmosphere';
import type { ShotLaunch } from '../ball-flight/simulate';
import { type HoleDefinition, SurfaceType, type TeeingType } from '../course';
import type { Point } from '../geometry';
import { applyStroke, startHole, type HoleState, type PlayRules } from '../rules/hole-state';
import { NumStrokeReason } from '../rules/stroke-reasons';
import type { HoleCompletion } from '../scoring/hole-result';
import { GameMode } from '../scoring/hole-result';
import { centimetres, type Feet } from '../units';
import { ballInPlay, type KnownBall } from './ball-in-play';
import { teePosition } from './hole-position';
import { playShotOnHole, type PlayedShot } from './play-shot';

/**
 * A solo stroke-play round played without the server (offline play): the same ball flight
 * (`playShotOnHole`), ball placement (`ballInPlay`) and rules (`applyStroke`) the server's play
 * path runs, in the same order, so the server can play the same launches again when the round is
 * synced and arrive at the same card. Pure: the state is a value; nothing here reads a clock.
 */

export interface LocalRoundSetup {
  /** The holes played, in order. */
  readonly holes: readonly HoleDefinition[];
  readonly teeingType: TeeingType;
  readonly elevation: Elevation;
  /** The greens' stimpmeter reading. */
  readonly greenStimp: Feet;
  readonly rules: PlayRules;
}

export interface LocalHoleScore {
  readonly hole: number;
  readonly par: number;
  readonly strokes: number;
  readonly putts: number;
  readonly penalties: number;
  readonly completion: HoleCompletion;
}

export interface LocalRoundState {
  /** Index into `setup.holes` of the hole being played; `holes.length` once the round is over. */
  readonly holeIndex: number;
  /** The rules state of the current hole; null before its first stroke. */
  readonly holeState: HoleState | null;
  /** Where the ball lies (null position: unknown); the tee of the hole before its first stroke. */
  readonly ball: KnownBall<number | null>;
  /** Where the last stroke was played from. */
  readonly before: KnownBall | null;
  readonly scores: readonly LocalHoleScore[];
  /** Mulligans used in the round so far. */
  readonly mulligansUsed: number;
  readonly finished: boolean;
}

/** One launch: ball flight input, the point aimed at (hole frame, cm), and whether it is a mulligan. */
export interface LocalLaunch {
  readonly launch: ShotLaunch;
  readonly aim: Point;
  readonly mulligan?: boolean;
}

export type LocalStrokeResult =
  | {
      readonly ok: true;
      readonly state: LocalRoundState;
      readonly shot: PlayedShot;
      /** The hole this stroke was played on. */
      readonly hole: number;
      /** The hole's score when this stroke ended it. */
      readonly holeCompleted: LocalHoleScore | null;
    }
  | { readonly ok: false; readonly refusal: 'round_finished' | 'invalid_stroke' | 'mulligan_not_possible' };

const teeBall = (hole: HoleDefinition, teeingType: TeeingType): KnownBall<number | null> => ({
  position: teePosition(hole, teeingType),
  surface: SurfaceType.tee,
});

export function startLocalRound(setup: LocalRoundSetup): LocalRoundState {
  const first = setup.holes[0];
  return {
    holeIndex: 0,
    holeState: null,
    ball: first ? teeBall(first, setup.teeingType) : { position: null, surface: null },
    before: null,
    scores: [],
    mulligansUsed: 0,
    finished: first === undefined,
  };
}

/** The hole the next stroke is played on, or null when the round is over. */
export const localCurrentHole = (setup: LocalRoundSetup, state: LocalRoundState): HoleDefinition | null =>
  state.finished ? null : (setup.holes[state.holeIndex] ?? null);

/** Where the next stroke is played from (ballInPlay, as the server's launch path places it). */
export function localBall(setup: LocalRoundSetup, state: LocalRoundState, mulligan = false) {
  const hole = localCurrentHole(setup, state);
  if (!hole) return null;
  return ballInPlay({
    hole,
    teeingType: setup.teeingType,
    gameMode: GameMode.stroke_play,
    state: state.holeState,
    ball: state.ball,
    before: state.before,
    mulligan,
  });
}

/**
 * Flies one launch from the player's ball on the current hole and applies the rules to it, as
 * the server does for POST /rounds/{id}/launches (launched-stroke.ts, stroke-planner.ts).
 */
export function playLocalStroke(setup: LocalRoundSetup, state: LocalRoundState, input: LocalLaunch): LocalStrokeResult {
  const hole = localCurrentHole(setup, state);
  if (!hole) return { ok: false, refusal: 'round_finished' };
  const mulligan = input.mulligan ?? false;
  const ball = localBall(setup, state, mulligan)!;
  const shot = playShotOnHole({
    hole,
    ball,
    launch: input.launch,
    aim: input.aim,
    conditions: { elevation: setup.elevation, greenStimp: setup.greenStimp },
  });
  const holeState =
    state.holeState ??
    startHole({
      holeNumber: hole.number,
      par: hole.par,
      lengthCm: centimetres(hole.tees[setup.teeingType].lengthCm),
      mulligansUsedInRound: state.mulligansUsed,
    });
  const penalty =
    shot.penalty === 'out_of_bounds'
      ? NumStrokeReason.out_of_bounds
      : shot.penalty === 'water'
        ? NumStrokeReason.water
        : null;
  const applied = applyStroke(
    holeState,
    {
      type: 'stroke',
      holed: shot.holed,
      surface: shot.nextSurface,
      distanceToHoleCm: centimetres(shot.holed ? 0 : shot.distanceToHole),
      penalty,
      extraStrokes: 0,
      mulligan,
    },
    setup.rules,
  );
  if (!applied.ok)
    return { ok: false, refusal: applied.refusal.startsWith('mulligan') ? 'mulligan_not_possible' : 'invalid_stroke' };

  const after = applied.state;
  if (!applied.holeCompleted)
    return {
      ok: true,
      hole: hole.number,
      shot,
      holeCompleted: null,
      state: {
        ...state,
        holeState: after,
        mulligansUsed: after.mulligansUsedInRound,
        ball: { position: shot.nextPosition, surface: shot.nextSurface },
        before: { position: ball.position, surface: ball.surface },
      },
    };

  const score: LocalHoleScore = {
    hole: hole.number,
    par: hole.par,
    strokes: after.strokes,
    putts: after.putts,
    penalties: after.penaltyStrokes,
    completion: after.completion!,
  };
  const holeIndex = state.holeIndex + 1;
  const next = setup.holes[holeIndex];
  return {
    ok: true,
    hole: hole.number,
    shot,
    holeCompleted: score,
    state: {
      holeIndex,
      holeState: null,
      ball: next ? teeBall(next, setup.teeingType) : { position: null, surface: null },
      before: null,
      scores: [...state.scores, score],
      mulligansUsed: after.mulligansUsedInRound,
      finished: next === undefined,
    },
  };
}

/** The round's gross total so far. */
export const localRoundTotal = (state: LocalRoundState): number => state.scores.reduce((sum, s) => sum + s.strokes, 0);
