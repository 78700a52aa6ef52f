import { enums, type StrokeOutcome } from '@golf/contracts';
import { applyStroke, type HoleAction } from '@golf/golf';
import type { StoredHoleResult } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { currentHoleState, endHole, playerStateOf, rulesOf, type HoleDone, type PlayerContext } from './player-state';
import { attemptDistance, reportedBall, requireRestDistance, type StrokeInput } from './stroke-input';
import type { PlayerState, StrokeWrite } from './stroke-statements';

const { play_status: playStatus, num_stroke_reason: reason } = enums;

/** What a stroke does, worked out from the player as read: nothing is written yet. */
export interface StrokePlan {
  /** The player's row after the stroke (the round's settlement may still change it). */
  next: PlayerState;
  /** The reply; its play_status, round_status and next_hole are settled by settleOutcome. */
  outcome: Omit<StrokeOutcome, 'stroke_id'>;
  /** The versioned write, but for the player's changes (taken from `next` when it is written). */
  write: Omit<StrokeWrite, 'player'>;
  /** The hole the stroke ended, with whether it was the player's last; null when it goes on. */
  ended: { holeResult: StoredHoleResult; finished: boolean } | null;
  /** The player's next hole while they play on. */
  nextHole: number | null;
}

/**
 * The rules: what one action (a stroke, an attempt, a range shot or a concession) does to the
 * player's hole, their row and the stroke's row, given the player as read. Refuses with an
 * AppError what the rules do not allow. Pure but for `clock`, read when the player's round ends.
 */
export function planStroke(
  context: PlayerContext,
  input: StrokeInput,
  action: HoleAction | 'attempt' | 'range',
  clock: () => Date,
): StrokePlan {
  const { round, player } = context;
  const current = round.holes[player.holeIndex];
  const next = playerStateOf(context);
  let counted = 1;
  let strokeNumber = 1;
  let numStrokeReason = input.numStrokeReason;
  let holeDone: HoleDone | null = null;
  let holeStrokes = 1;
  let surfaceBefore: number | null = null;
  let distanceBefore: number | null = null;
  let replaced = false;

  if (action === 'range') {
    if (!round.holes.includes(input.hole)) throw new AppError('strokes.invalid_hole');
    strokeNumber = (player.holeAttempts.length ?? 0) + 1;
    next.holeAttempts = [...player.holeAttempts, input.measured.totalDistance];
    holeStrokes = strokeNumber;
  } else {
    if (input.hole !== current) throw new AppError('strokes.invalid_hole');
    if (action === 'attempt') {
      const attempts = [...player.holeAttempts, attemptDistance(input)];
      next.holeAttempts = attempts;
      strokeNumber = attempts.length;
      holeStrokes = attempts.length;
      if (attempts.length >= round.tries)
        holeDone = {
          hole: input.hole,
          strokes: attempts.length,
          putts: 0,
          penalties: 0,
          completion: 'attempts',
          attempts,
        };
    } else {
      const state = currentHoleState(context, input.hole);
      const result = applyStroke(state, action, rulesOf(round));
      if (!result.ok) {
        if (result.refusal.startsWith('mulligan')) throw new AppError('strokes.mulligan_not_possible');
        if (result.refusal === 'hole_completed') throw new AppError('strokes.invalid_hole');
        if (result.refusal === 'concede_off_green') throw new AppError('strokes.concede_not_on_green');
        throw AppError.validation({ num_stroke_reason: [{ key: 'validation.in', params: { attribute: 'stroke' } }] });
      }
      if (action.type === 'stroke') requireRestDistance(action, input);
      const after = result.state;
      const base = after.beforeLastStroke ?? state;
      counted = result.counted;
      strokeNumber = after.strokesMade;
      holeStrokes = after.strokes;
      surfaceBefore = action.type === 'stroke' ? base.lie.surface : state.lie.surface;
      distanceBefore = action.type === 'stroke' ? base.lie.distanceToHoleCm : state.lie.distanceToHoleCm;
      const reasons = result.added.map((added) => added.reason).filter((r): r is NonNullable<typeof r> => r !== null);
      numStrokeReason = reasons.includes(reason.gimme) ? reason.gimme : (reasons[0] ?? null);
      replaced = result.replacedPreviousStroke;
      if (action.type === 'stroke') {
        const ball = input.computed ? input.computed.ball : reportedBall(context, input, action, state);
        if (ball)
          Object.assign(next, { ballPosition: ball.position, ballSurface: ball.surface, ballBefore: ball.before });
      }
      next.holeState = after;
      next.mulligansUsed = after.mulligansUsedInRound;
      if (result.holeCompleted)
        holeDone = {
          hole: input.hole,
          strokes: after.strokes,
          putts: after.putts,
          penalties: after.penaltyStrokes,
          completion: after.completion!,
        };
    }
  }

  const outcome: Omit<StrokeOutcome, 'stroke_id'> = {
    id: input.clientId,
    round_id: round.id,
    user_id: player.userId,
    hole: input.hole,
    stroke_number: strokeNumber,
    counted,
    hole_strokes: holeStrokes,
    num_stroke_reason: numStrokeReason,
    hole_completed: holeDone !== null,
    completion: holeDone?.completion ?? null,
    next_hole: null,
    play_status: playStatus.ongoing,
    round_status: round.roundStatus,
    mulligans_left: Math.max(0, round.mulligans - next.mulligansUsed),
    replayed: false,
  };
  const ended = holeDone ? endHole(context, holeDone, next, clock) : null;
  const write: Omit<StrokeWrite, 'player'> = {
    roundId: round.id,
    userId: player.userId,
    version: context.version,
    roundVersion: context.roundVersion,
    lastStroke: holeDone === null,
    replaces: replaced ? player.lastStrokeId : null,
    stroke: {
      clientId: input.clientId,
      hole: input.hole,
      strokeNumber,
      counted,
      surfaceBefore,
      distanceBefore,
      numStrokes: counted,
      numStrokeReason,
      holeCompleted: holeDone !== null,
      flagReason: input.flagReason,
      shot: input.computed?.shot ?? null,
      outcome,
      // Spread last: with it first and the twelve fields above after it, a stroke allocated about
      // 20 KB more (counted by the strokes benchmark's scavenges).
      ...input.measured,
    },
  };
  const nextHole = action === 'range' ? input.hole : (round.holes[player.holeIndex + (holeDone ? 1 : 0)] ?? null);
  return { next, outcome, write, ended, nextHole };
}

/**
 * The reply's statuses once the round's settlement is known (`finishedPlayers`: whose rounds the
 * stroke ended). The reply is stored with the stroke, so it is settled before the write.
 */
export function settleOutcome(
  plan: StrokePlan,
  context: PlayerContext,
  finishedPlayers: readonly number[],
  roundCompleted: boolean,
) {
  const { outcome } = plan;
  const done = finishedPlayers.includes(context.player.userId);
  outcome.play_status = done ? playStatus.round_completed : playStatus.ongoing;
  outcome.round_status = roundCompleted ? enums.round_status.completed : context.round.roundStatus;
  outcome.next_hole = done ? null : plan.nextHole;
}
