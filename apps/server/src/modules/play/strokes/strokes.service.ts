import { randomUUID } from 'node:crypto';
import { enums, type StrokeOutcome } from '@golf/contracts';
import { GameMode, type HoleAction } from '@golf/golf';
import type { Database } from '../../../db/client';
import { AppError } from '../../../errors/app-error';
import type { Publisher } from '../../../realtime/publisher';
import { launchedStroke, launchHole, type Launch, type LaunchShot } from './launched-stroke';
import { changesOf, checkPlayable, type PlayerContext } from './player-state';
import {
  concedeMatch,
  finishSession,
  recordHandicaps,
  settleRound,
  type AwardedHole,
  type PlayerFinishedHook,
} from './round-settlement';
import { CHANGED, createPlayerTurns, Replay, RolledBack, unlessChanged } from './stroke-concurrency';
import { createStrokeEvents, type Recorded } from './stroke-events';
import {
  concession,
  PENALTY_REASONS,
  reportedLive,
  reportedStroke,
  strokeActionFor,
  type StrokeInput,
} from './stroke-input';
import { planStroke, settleOutcome, type StrokePlan } from './stroke-planner';
import { inStrokesTransaction, type StrokesRepository } from './strokes.repository';
import type { StrokeBody } from './strokes.schemas';
import { shotIntegrityFlag } from './shot-integrity';

const { num_stroke_reason: reason } = enums;

/** What a round's completion settles: its wager (modules/wagers), in the transaction that completes it. */
export interface RoundCompletedHook<Settled = unknown> {
  settle(tx: Database, roundId: number): Promise<Settled>;
  /** After the commit. */
  announce(settled: Settled): Promise<void>;
}

export interface StrokesServiceDeps {
  db: Database;
  strokes: StrokesRepository;
  publisher: Publisher;
  playerFinished: PlayerFinishedHook;
  roundCompleted?: RoundCompletedHook;
  /** After the commit of a stroke that ended a hole (tournament leaderboards); it must not throw. */
  holeEnded?: (roundId: number, userId: number) => Promise<void>;
  /** After the commit of a stroke with a ball speed, m/s (tournament divisions' caps); it must not throw. */
  launchRecorded?: (roundId: number, userId: number, ballSpeed: number) => Promise<void>;
  clock?: () => Date;
}

/** A recorded stroke's reply; `created` is false for a replay of an id already recorded. */
export interface Submitted {
  outcome: StrokeOutcome;
  created: boolean;
}

/**
 * Play: a stroke goes from the player as read or recalled (stroke-concurrency) through the rules
 * (stroke-planner) to one versioned write, or to a transaction with the round's settlement
 * (round-settlement) when it ends a hole that can end rounds; its events follow the commit
 * (stroke-events).
 */
export function createStrokesService(deps: StrokesServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  const turns = createPlayerTurns({ db: deps.db, strokes: deps.strokes, clock });
  const events = createStrokeEvents(deps);

  /**
   * Records one action (a stroke or a concession) for a player, if their row is still as read.
   * Most strokes touch only the player's row and their new stroke: one statement, no transaction.
   * A hole that ends the player's round, or any hole of a match, can change the round and the
   * other players too: that runs in a transaction with the round row locked.
   */
  async function record(
    context: PlayerContext,
    input: StrokeInput,
    action: HoleAction | 'attempt' | 'range',
  ): Promise<Recorded | typeof CHANGED> {
    const { round } = context;
    const plan = planStroke(context, input, action, clock);
    const { ended } = plan;
    let written:
      | {
          strokeId: number;
          handicapChanged: number[];
          roundCompleted: boolean;
          awarded: AwardedHole | null;
          settled?: unknown;
        }
      | typeof CHANGED;
    if (ended && (ended.finished || round.gameMode === GameMode.match_play)) {
      written = await unlessChanged(
        inStrokesTransaction(deps.db, async (repo, tx) => {
          // The round first, then the player (see lockRound): the round's lock held for the settlement, at the version read.
          if (!(await repo.lockRound(round.id, context.roundVersion))) throw new RolledBack();
          const { finishedPlayers, roundCompleted, awarded } = await settleRound(
            repo,
            context,
            plan.next,
            ended,
            clock,
          );
          settleOutcome(plan, context, finishedPlayers, roundCompleted);
          // The write locks the player's row at the version read; if it moved on, nothing of the settlement may stay.
          const stroke = await repo.writeStroke(writeOf(plan, context, true));
          if (stroke === null) throw new RolledBack();
          // The handicap records commit with the round's end, on the connection already held.
          const handicapChanged = await recordHandicaps(deps.playerFinished, tx, round.id, finishedPlayers);
          // The wager is settled with the round's end: both commit, or neither (docs/wagering.md).
          const settled = roundCompleted ? await deps.roundCompleted?.settle(tx, round.id) : undefined;
          return { strokeId: stroke.id, handicapChanged, roundCompleted, awarded, settled };
        }),
      );
    } else {
      settleOutcome(plan, context, [], false);
      const stroke = await deps.strokes.writeStroke(writeOf(plan, context, false));
      if (stroke) turns.remember(context, plan.next, { ...stroke, lastStroke: plan.write.lastStroke });
      written =
        stroke === null ? CHANGED : { strokeId: stroke.id, handicapChanged: [], roundCompleted: false, awarded: null };
    }
    if (written === CHANGED) return CHANGED;
    if (written.settled !== undefined) await deps.roundCompleted?.announce(written.settled);
    if (ended && deps.holeEnded) await deps.holeEnded(round.id, context.player.userId);
    const { ballSpeed } = input.measured;
    if (ballSpeed !== null && deps.launchRecorded)
      await deps.launchRecorded(round.id, context.player.userId, ballSpeed);
    return {
      outcome: { ...plan.outcome, stroke_id: written.strokeId },
      live: input.computed?.live ?? reportedLive(input),
      shot: input.computed?.shot ?? null,
      holeResult: ended?.holeResult ?? null,
      awarded: written.awarded,
      handicapChanged: written.handicapChanged,
      roundCompleted: written.roundCompleted,
    };
  }

  /**
   * A stroke for `userId`: the checks, the stroke `prepare` makes of the player as read, the rules
   * action for the round's mode, the record; played first on the player as this node recalls them.
   */
  async function play(
    callerId: number,
    roundId: number,
    userId: number,
    clientId: string,
    prepare: (context: PlayerContext) => StrokeInput | Promise<StrokeInput>,
  ): Promise<Submitted & { shot: LaunchShot | null }> {
    const attempt = async (context: PlayerContext) => {
      checkPlayable(context, callerId, userId);
      const input = await prepare(context);
      return record(context, input, strokeActionFor(context.round.gameMode, input));
    };
    const result =
      (await turns.onRecalled(roundId, userId, attempt)) ??
      (await turns.withPlayer(roundId, userId, clientId, attempt));
    if (result instanceof Replay) return { outcome: result.outcome, created: false, shot: null };
    await events.strokeRecorded(roundId, result);
    return { outcome: result.outcome, created: true, shot: result.shot };
  }

  return {
    /** POST /rounds/{id}/strokes: a stroke the game reported. */
    async submit(callerId: number, roundId: number, body: StrokeBody): Promise<Submitted> {
      const userId = body.user_id ?? callerId;
      if (body.num_stroke_reason !== undefined && !PENALTY_REASONS.has(body.num_stroke_reason))
        throw AppError.validation({
          num_stroke_reason: [{ key: 'validation.in', params: { attribute: 'num stroke reason' } }],
        });
      // Shot integrity: reported distances that launch data cannot explain flag the stroke.
      return play(callerId, roundId, userId, body.id, (context) =>
        reportedStroke(body, shotIntegrityFlag(body, context.round)),
      );
    },

    /**
     * A launch the server flies (POST /rounds/{id}/launches, the launch-monitor connector) from the
     * player's ball on their hole, recorded with the same rules, idempotency and events as `submit`.
     * `shot` is the computed shot when it was recorded now, null for a replay.
     */
    async submitLaunch(
      callerId: number,
      roundId: number,
      userId: number,
      launch: Launch,
    ): Promise<Submitted & { shot: LaunchShot | null }> {
      return play(callerId, roundId, userId, launch.id, async (context) => {
        const hole = await deps.strokes.holeDefinition(context.round.courseId, launchHole(context, launch.hole));
        if (!hole) throw new AppError('strokes.invalid_hole');
        return launchedStroke(context, hole, launch);
      });
    },

    /**
     * A concession: without `opponentId` the caller picks up (gives up the hole); with it the
     * caller concedes the opponent's next stroke (match play).
     */
    async concede(callerId: number, roundId: number, hole: number, opponentId?: number) {
      const userId = opponentId ?? callerId;
      const clientId = randomUUID();
      const result = await turns.withPlayer(roundId, userId, null, async (context) => {
        const mode = context.round.gameMode;
        if (opponentId !== undefined) {
          if (mode !== GameMode.match_play || opponentId === callerId) throw new AppError('rounds.not_allowed');
          const caller = await deps.strokes.player(roundId, callerId);
          if (!caller) throw new AppError('rounds.not_allowed');
          checkPlayable(context, userId, userId);
        } else checkPlayable(context, callerId, userId);
        if (mode === GameMode.closest_to_pin || mode === GameMode.driving_range)
          throw new AppError('rounds.not_allowed');
        const action: HoleAction = opponentId === undefined ? { type: 'pick_up' } : { type: 'concede' };
        return record(context, concession(clientId, hole), action);
      });
      if (result instanceof Replay) return result.outcome;
      const recorded = {
        ...result,
        outcome: { ...result.outcome, num_stroke_reason: reason.concede },
        // A conceded stroke holes the ball; a picked-up ball is gone.
        live: { ...result.live, distance_to_hole: opponentId === undefined ? null : 0 },
      };
      await events.strokeRecorded(roundId, recorded);
      return recorded.outcome;
    },

    /**
     * Match play: the caller concedes the match (Rule 3.2b(3)). Serialised with every hole's end on
     * the round's lock, so the holes counted are the ones decided when it lands; a stroke of either
     * player still in flight then finds its rows moved on and is refused as for a completed round.
     */
    async concedeMatch(callerId: number, roundId: number): Promise<void> {
      const result = await turns.withPlayer(roundId, callerId, null, async (context) => {
        if (context.round.gameMode !== GameMode.match_play) throw new AppError('rounds.not_allowed');
        checkPlayable(context, callerId, callerId);
        return inStrokesTransaction(deps.db, async (repo, tx) => {
          const changed = await concedeMatch(repo, tx, context.round, callerId, {
            playerFinished: deps.playerFinished,
            clock,
          });
          return { changed, settled: await deps.roundCompleted?.settle(tx, roundId) };
        });
      });
      if (result instanceof Replay) return;
      if (result.settled !== undefined) await deps.roundCompleted?.announce(result.settled);
      await events.matchConceded(roundId, callerId, result.changed);
    },

    /** Driving range: the player ends their session (their round completes). */
    async finish(callerId: number, roundId: number) {
      const result = await turns.withPlayer(roundId, callerId, null, async (context) => {
        checkPlayable(context, callerId, callerId);
        if (context.round.gameMode !== GameMode.driving_range) throw new AppError('rounds.unplayable_state');
        return inStrokesTransaction(deps.db, (repo) => finishSession(repo, roundId, callerId, context.version, clock));
      });
      if (result instanceof Replay) return;
      if (result) await events.roundCompleted(roundId);
    },
  };
}

/**
 * The versioned write of a planned stroke: the player's changes as the plan (and the round's
 * settlement) left them; with the round's lock held (`roundLocked`), no check of its version.
 */
function writeOf(plan: StrokePlan, context: PlayerContext, roundLocked: boolean) {
  return {
    ...plan.write,
    player: changesOf(plan.next, context),
    roundVersion: roundLocked ? null : plan.write.roundVersion,
  };
}

export type StrokesService = ReturnType<typeof createStrokesService>;
