import { randomUUID } from 'node:crypto';
import {
  applyStroke,
  GameMode,
  scoreMatchPlay,
  startHole,
  SurfaceType,
  type HoleAction,
  type HoleState,
  type PenaltyReason,
  type PlayedStroke,
  type PlayRules,
} from '@golf/golf';
import { enums, realtimeChannels, roundEvents, type StrokeOutcome } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { StoredBall, StoredHoleResult } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import { createLruCache } from '../../cluster/lru-cache';
import { RECENT_PLAYERS, RECENT_PLAYER_TTL_MS, STROKE_LOCK_WAIT_MS } from '../rounds/round-limits';
import { matchPlayOptions, playerInput, type ScoredPlayer } from '../rounds/round-scoring';
import {
  inStrokesTransaction,
  isLockNotAvailable,
  type PlayerState,
  type StrokesRepository,
  type StrokeWrite,
} from './strokes.repository';
import { shotIntegrityFlag } from './shot-integrity';
import type { StrokeBody } from './strokes.schemas';

const { play_status: playStatus, round_status: roundStatus, num_stroke_reason: reason } = enums;
const PENALTY_REASONS = new Set<number>([reason.out_of_bounds, reason.water, reason.unplayable]);

/**
 * The player's row and their round as read for a stroke, with the row's version, the current
 * hole and the next hole's tee (StrokesRepository.readPlayer).
 */
export type PlayerContext = NonNullable<Awaited<ReturnType<StrokesRepository['readPlayer']>>>;

/** The player's row changed between the read and the write: another request got there first. */
const CHANGED = Symbol('changed');

/** Thrown inside a transaction to roll it back when a row it locks or writes moved on since it was read. */
class RolledBack extends Error {}

/** The transaction's result, or CHANGED when it rolled back because a row moved on (RolledBack). */
async function unlessChanged<T>(transaction: Promise<T>): Promise<T | typeof CHANGED> {
  try {
    return await transaction;
  } catch (error) {
    if (error instanceof RolledBack) return CHANGED;
    throw error;
  }
}

/** What other players need to draw a shot live (round.stroke-recorded), besides the outcome. */
export interface LiveShot {
  /** Tracer, hole frame, centimetres (z up; t seconds when the server flew it); null when not reported. */
  ball_path: { x: number; y: number; z: number; t?: number }[] | null;
  /** Where the ball stopped, hole frame; null when unknown. */
  rest: { x: number; y: number } | null;
  /** From where the next stroke is played to the hole, cm; null when not reported. */
  distance_to_hole: number | null;
  /** out_of_bounds, water, or null. */
  penalty: 'out_of_bounds' | 'water' | null;
}

/** The ball after a stroke the server flew: where the next stroke is played from, and where this one was. */
export interface BallUpdate {
  /** Null when unknown (a reported stroke without a tracer, or a drop the game made). */
  position: { x: number; y: number } | null;
  surface: number;
  before: StoredBall;
}

/** A stroke the server computed (POST /rounds/{id}/launches), ready to be recorded. */
export interface ComputedStroke {
  body: StrokeBody;
  /** Null where the ball does not move between strokes (closest to pin and driving range play from the tee). */
  ball: BallUpdate | null;
  /** The computed shot, stored with the stroke (strokes.shot) so a retry gets the same reply. */
  shot: Record<string, unknown>;
  live: LiveShot;
}

/** What happened, for the events published after the commit. */
interface Recorded {
  outcome: StrokeOutcome;
  live: LiveShot;
  holeResult: StoredHoleResult | null;
  /** Match play: the opponent's hole, ended because this player picked up (their hole is awarded). */
  awarded: AwardedHole | null;
  /** Players whose handicap record the stroke changed (PlayerFinishedHook.record). */
  handicapChanged: number[];
  roundCompleted: boolean;
}

interface AwardedHole {
  userId: number;
  holeResult: StoredHoleResult;
}

/** What happens for a player whose round a stroke ends (the handicap update). */
export interface PlayerFinishedHook {
  /**
   * Inside the transaction that ends the player's round (`db` is that transaction), after the
   * round's settlement: true when the user's record changed. Must not throw: a failure here never
   * fails the stroke.
   */
  record(db: Database, roundId: number, userId: number): Promise<boolean>;
  /** After the commit, for each player `record` changed. */
  announce(userId: number): void;
}

export interface StrokesServiceDeps {
  db: Database;
  strokes: StrokesRepository;
  publisher: Publisher;
  playerFinished: PlayerFinishedHook;
  clock?: () => Date;
}

class Replay {
  /** Makes the class nominal: a Recorded, which also has an outcome, is not a Replay. */
  private readonly replay = true;
  constructor(readonly outcome: StrokeOutcome) {}
}

/**
 * A stroke id another player's stroke in the round already has: a retry is the same player's, so
 * this is a client bug (or a guess), refused without the other stroke's reply.
 */
const idTakenByAnotherPlayer = () =>
  AppError.validation({ id: [{ key: 'validation.unique', params: { attribute: 'id' } }] });

const replayOf = (stroke: { id: number; outcome: unknown }) =>
  new Replay({ ...(stroke.outcome as Omit<StrokeOutcome, 'stroke_id'>), stroke_id: stroke.id, replayed: true });

/** The player's current hole, or null when the course has no such hole. */
function currentHoleOf({ holes, player }: PlayerContext) {
  const hole = holes[player.holeIndex];
  return hole?.par == null || hole.strokeIndex == null
    ? null
    : { ...hole, par: hole.par, strokeIndex: hole.strokeIndex };
}

/** The columns of the player's row a stroke can change, as read. */
const playerStateOf = ({ player }: PlayerContext): PlayerState => ({
  holeState: player.holeState,
  holeAttempts: player.holeAttempts,
  mulligansUsed: player.mulligansUsed,
  ballPosition: player.ballPosition,
  ballSurface: player.ballSurface,
  ballBefore: player.ballBefore,
  scores: player.scores,
  holeIndex: player.holeIndex,
  playStatus: player.playStatus,
  completedAt: player.completedAt,
});

/** The columns `next` changes: a stroke replaces a value it changes, so unchanged ones are still the values read. */
function changesOf(next: PlayerState, context: PlayerContext): Partial<PlayerState> {
  const read = playerStateOf(context);
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => value !== read[field as keyof PlayerState]),
  ) as Partial<PlayerState>;
}

export function createStrokesService(deps: StrokesServiceDeps) {
  const clock = deps.clock ?? (() => new Date());
  /**
   * Each player's context as their last stroke on this node left it, so their next stroke skips the
   * read: the write checks the player's and the round's versions, and a stroke that does not land
   * on a recalled context is played again on a fresh read. The round's holes come with it, as read
   * at the player's first stroke on this node.
   */
  const recentPlayers = createLruCache<string, PlayerContext>({
    maxEntries: RECENT_PLAYERS,
    clock: () => clock().getTime(),
  });
  const playerKey = (roundId: number, userId: number) => `${roundId}:${userId}`;

  /**
   * Runs `fn` on the player's recalled context, if this node has one: its result when its write
   * landed, undefined when there was none or it was stale (whatever `fn` threw: the fresh read decides).
   */
  async function onRecalled<T>(
    roundId: number,
    userId: number,
    fn: (context: PlayerContext) => Promise<T | typeof CHANGED>,
  ): Promise<T | undefined> {
    // Taken, not read: a request of the same player meanwhile reads the player's row afresh.
    const recalled = recentPlayers.take(playerKey(roundId, userId));
    if (!recalled) return undefined;
    try {
      const result = await fn(recalled);
      return result === CHANGED ? undefined : result;
    } catch {
      return undefined;
    }
  }

  /** Keeps the player's context after their stroke (see recentPlayers). */
  function remember(
    context: PlayerContext,
    next: PlayerState,
    written: { id: number; version: string; lastStroke: boolean },
  ) {
    recentPlayers.set(
      playerKey(context.round.id, context.player.userId),
      {
        ...context,
        // As the write left the row (see StrokeWrite.lastStroke).
        player: { ...context.player, ...next, lastStrokeId: written.lastStroke ? written.id : null },
        version: written.version,
        existing: null,
        existingId: null,
        existingUserId: null,
      },
      RECENT_PLAYER_TTL_MS,
    );
  }

  /**
   * Reads the player's row and runs `fn`, which writes only if the row is still as read. A retry
   * of a recorded stroke id gets the first reply. A request that meets another one of the same
   * player in progress waits (bounded) for it: the same stroke id then gets the first reply, any
   * other request is "Pending stroke in progress".
   */
  async function withPlayer<T>(
    roundId: number,
    userId: number,
    clientId: string | null,
    fn: (context: PlayerContext) => Promise<T | typeof CHANGED>,
  ): Promise<T | Replay> {
    const context = await deps.strokes.readPlayer(roundId, userId, clientId);
    // Not a player: "Not allowed" only where anyone may see the round; a private one is "Unavailable",
    // the reply for a round that does not exist, so an id reveals nothing (as for reading it).
    if (!context)
      throw new AppError((await deps.strokes.roundIsPublic(roundId)) ? 'rounds.not_allowed' : 'rounds.unavailable');
    if (context.existingId !== null) {
      if (context.existingUserId !== userId) throw idTakenByAnotherPlayer();
      return replayOf({ id: context.existingId, outcome: context.existing });
    }
    let result: T | typeof CHANGED;
    try {
      result = await fn(context);
    } catch (error) {
      if (!isLockNotAvailable(error)) throw error;
      await waitForOther(roundId, userId);
      result = CHANGED;
    }
    return result === CHANGED ? replayOrPending(roundId, userId, clientId) : result;
  }

  /** Waits (bounded) for the request holding the player's row to finish. */
  async function waitForOther(roundId: number, userId: number): Promise<void> {
    await inStrokesTransaction(deps.db, async (repo) => {
      await repo.setLockTimeout(STROKE_LOCK_WAIT_MS);
      try {
        await repo.waitForPlayer(roundId, userId);
      } catch (error) {
        if (isLockNotAvailable(error)) throw new AppError('strokes.pending_stroke');
        throw error;
      }
    });
  }

  /** After another request changed the player's row: its reply if it recorded this stroke id. */
  async function replayOrPending(roundId: number, userId: number, clientId: string | null): Promise<Replay> {
    const existing = clientId === null ? undefined : await deps.strokes.findByClientId(roundId, clientId);
    if (!existing) throw new AppError('strokes.pending_stroke');
    if (existing.userId !== userId) throw idTakenByAnotherPlayer();
    return replayOf(existing);
  }

  function checkPlayable(context: PlayerContext, callerId: number, userId: number) {
    const { round, player } = context;
    if (callerId !== userId && !(player.isLocal && round.hostId === callerId)) throw new AppError('rounds.not_allowed');
    if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
    if (round.playStatus !== playStatus.ongoing) throw new AppError('rounds.unplayable_state');
    if (player.playStatus !== playStatus.ongoing) throw new AppError('strokes.invalid_hole');
  }

  const rulesOf = (round: PlayerContext['round']): PlayRules => ({
    gimmeDistance: round.gimmeDistance,
    gimmeOnSecondPutt: round.gimmeOnSecondPut,
    mulligansPerRound: round.mulligans,
  });

  function currentHoleState(context: PlayerContext, holeNumber: number): HoleState {
    if (context.player.holeState) return context.player.holeState;
    const hole = currentHoleOf(context);
    if (!hole || context.round.holes[context.player.holeIndex] !== holeNumber)
      throw new AppError('strokes.invalid_hole');
    return startHole({
      holeNumber,
      par: hole.par,
      lengthCm: hole.lengthCm ?? 0,
      mulligansUsedInRound: context.player.mulligansUsed,
    });
  }

  /** Ends the player's hole in `next`: its result, the next hole's tee, the end of their round after the last. */
  function endHole(
    context: PlayerContext,
    result: Omit<StoredHoleResult, 'par' | 'strokeIndex'>,
    next: PlayerState,
  ): { holeResult: StoredHoleResult; finished: boolean } {
    const { round, player } = context;
    const hole = currentHoleOf(context);
    if (!hole) throw new AppError('strokes.invalid_hole');
    const holeResult: StoredHoleResult = { ...result, par: hole.par, strokeIndex: hole.strokeIndex };
    const holeIndex = player.holeIndex + 1;
    const finished = holeIndex >= round.holes.length;
    // The ball waits on the tee of the round's teeing_type at the next hole.
    const nextTee = finished ? null : (context.holes[holeIndex]?.tee ?? null);
    Object.assign(next, {
      scores: [...player.scores, holeResult],
      holeIndex,
      holeState: null,
      holeAttempts: [],
      ballPosition: nextTee,
      ballSurface: nextTee ? SurfaceType.tee : null,
      ballBefore: null,
      ...(finished ? { playStatus: playStatus.round_completed, completedAt: clock() } : {}),
    } satisfies Partial<PlayerState>);
    return { holeResult, finished };
  }

  /**
   * What a completed hole means for the round, with the round row locked by the caller (anything
   * that depends on the other players serialises on it): a decided match ends both players'
   * rounds, and the round completes when nobody is left playing. Updates `next` for the player.
   */
  async function settleRound(
    repo: StrokesRepository,
    context: PlayerContext,
    next: PlayerState,
    ended: { holeResult: StoredHoleResult; finished: boolean },
  ): Promise<{ finishedPlayers: number[]; roundCompleted: boolean; awarded: AwardedHole | null }> {
    const { round, player } = context;
    const finishedPlayers = ended.finished ? [player.userId] : [];
    let awarded: AwardedHole | null = null;
    if (round.gameMode === GameMode.match_play) {
      let [opponent] = await repo.otherPlayers(round.id, player.userId);
      // Picking up concedes the hole (Rule 3.2b(2)): the opponent's hole ends there too, won.
      if (opponent && ended.holeResult.completion === 'picked_up') {
        const award = awardHole({ ...context, player: opponent }, ended.holeResult.hole);
        if (award) {
          await repo.updatePlayer(round.id, opponent.userId, award.changes);
          opponent = { ...opponent, ...award.changes };
          awarded = { userId: opponent.userId, holeResult: award.holeResult };
          if (award.finished) finishedPlayers.push(opponent.userId);
        }
      }
      if (opponent && !ended.finished && (await matchDecided(repo, context, next.scores, opponent))) {
        Object.assign(next, { playStatus: playStatus.round_completed, completedAt: clock() });
        finishedPlayers.push(player.userId);
        if (opponent.playStatus !== playStatus.round_completed) {
          await repo.updatePlayer(round.id, opponent.userId, {
            playStatus: playStatus.round_completed,
            completedAt: clock(),
            holeState: null,
          });
          finishedPlayers.push(opponent.userId);
        }
      }
    }
    const roundCompleted =
      finishedPlayers.length > 0 && (await repo.completeRoundIfDone(round.id, finishedPlayers, clock()));
    return { finishedPlayers, roundCompleted, awarded };
  }

  /**
   * Ends a match player's hole as won because the opponent picked up on it: their row's changes,
   * the hole's result and whether it was their last. Null unless they are still playing that hole.
   */
  function awardHole(context: PlayerContext, hole: number) {
    const { round, player } = context;
    if (player.playStatus !== playStatus.ongoing || round.holes[player.holeIndex] !== hole) return null;
    const result = applyStroke(currentHoleState(context, hole), { type: 'hole_awarded' }, rulesOf(round));
    if (!result.ok) return null;
    const { strokes, putts, penaltyStrokes, completion } = result.state;
    const next = playerStateOf(context);
    const { holeResult, finished } = endHole(
      context,
      { hole, strokes, putts, penalties: penaltyStrokes, completion: completion! },
      next,
    );
    return { changes: changesOf(next, context), holeResult, finished };
  }

  /** The match's scorecard from both players' holes, scored on the round's course. */
  async function matchCard(
    repo: StrokesRepository,
    round: PlayerContext['round'],
    players: readonly [ScoredPlayer, ScoredPlayer],
  ) {
    const scoring = { round, ...(await repo.courseScoring(round.courseId, round.tee)) };
    return scoreMatchPlay({
      ...matchPlayOptions(scoring),
      players: [playerInput(scoring, players[0]), playerInput(scoring, players[1])],
    });
  }

  async function matchDecided(
    repo: StrokesRepository,
    context: PlayerContext,
    mine: StoredHoleResult[],
    opponent: { handicapIndex: number | null; scores: StoredHoleResult[] },
  ): Promise<boolean> {
    const { player } = context;
    const card = await matchCard(repo, context.round, [
      { userId: player.userId, handicapIndex: player.handicapIndex, scores: mine },
      { userId: -1, handicapIndex: opponent.handicapIndex, scores: opponent.scores },
    ]);
    return card.finished;
  }

  function publish(roundId: number, recorded: Recorded) {
    const channel = realtimeChannels.round(roundId);
    const { outcome } = recorded;
    const events: Promise<void>[] = [
      deps.publisher.publish(channel, roundEvents.strokeRecorded, { ...outcome, ...recorded.live }),
    ];
    const holeCompleted = (userId: number, result: StoredHoleResult) =>
      deps.publisher.publish(channel, roundEvents.holeCompleted, {
        round_id: roundId,
        user_id: userId,
        hole: result.hole,
        strokes: result.strokes,
        completion: result.completion,
      });
    if (recorded.holeResult) events.push(holeCompleted(outcome.user_id, recorded.holeResult));
    if (recorded.awarded) events.push(holeCompleted(recorded.awarded.userId, recorded.awarded.holeResult));
    if (recorded.roundCompleted)
      events.push(deps.publisher.publish(channel, roundEvents.roundCompleted, { round_id: roundId }));
    return Promise.all(events);
  }

  /** A stroke for `userId`: checks, the rules action for the round's mode, the record. */
  async function play(
    callerId: number,
    roundId: number,
    userId: number,
    clientId: string,
    prepare: (
      context: PlayerContext,
    ) => Promise<{ body: StrokeBody; computed: Omit<ComputedStroke, 'body'> | undefined; flagReason: string | null }>,
  ): Promise<{ outcome: StrokeOutcome; created: boolean }> {
    const attempt = async (context: PlayerContext) => {
      checkPlayable(context, callerId, userId);
      const { body, computed, flagReason } = await prepare(context);
      const mode = context.round.gameMode;
      if (body.mulligan && (mode === GameMode.closest_to_pin || mode === GameMode.driving_range))
        throw new AppError('strokes.mulligan_not_possible');
      const action =
        mode === GameMode.driving_range ? 'range' : mode === GameMode.closest_to_pin ? 'attempt' : strokeAction(body);
      return record(context, { clientId, hole: body.hole, body, action, computed, flagReason });
    };
    const result =
      (await onRecalled(roundId, userId, attempt)) ?? (await withPlayer(roundId, userId, clientId, attempt));
    if (result instanceof Replay) return { outcome: result.outcome, created: false };
    await afterCommit(roundId, result);
    return { outcome: result.outcome, created: true };
  }

  async function afterCommit(roundId: number, recorded: Recorded) {
    await publish(roundId, recorded);
    for (const userId of recorded.handicapChanged) deps.playerFinished.announce(userId);
  }

  /**
   * Records one action (a stroke or a concession) for a player, if their row is still as read.
   * Most strokes touch only the player's row and their new stroke: one statement, no transaction.
   * A hole that ends the player's round, or any hole of a match, can change the round and the
   * other players too: that runs in a transaction with the round row locked.
   */
  async function record(
    context: PlayerContext,
    input: {
      clientId: string;
      hole: number;
      body: Partial<StrokeBody>;
      action: HoleAction | 'attempt' | 'range';
      computed?: Omit<ComputedStroke, 'body'>;
      flagReason?: string | null;
    },
  ): Promise<Recorded | typeof CHANGED> {
    const { round, player } = context;
    const current = round.holes[player.holeIndex];
    const next = playerStateOf(context);
    let counted = 1;
    let strokeNumber = 1;
    let numStrokeReason: number | null = input.body.num_stroke_reason ?? null;
    let holeDone: Omit<StoredHoleResult, 'par' | 'strokeIndex'> | null = null;
    let holeStrokes = 1;
    let surfaceBefore: number | null = null;
    let distanceBefore: number | null = null;
    let replaced = false;

    if (input.action === 'range') {
      if (!round.holes.includes(input.hole)) throw new AppError('strokes.invalid_hole');
      strokeNumber = (player.holeAttempts.length ?? 0) + 1;
      next.holeAttempts = [...player.holeAttempts, input.body.total_distance ?? null];
      holeStrokes = strokeNumber;
    } else {
      if (input.hole !== current) throw new AppError('strokes.invalid_hole');
      if (input.action === 'attempt') {
        const attempts = [...player.holeAttempts, attemptDistance(input.body)];
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
        const result = applyStroke(state, input.action, rulesOf(round));
        if (!result.ok) {
          if (result.refusal.startsWith('mulligan')) throw new AppError('strokes.mulligan_not_possible');
          if (result.refusal === 'hole_completed') throw new AppError('strokes.invalid_hole');
          throw AppError.validation({ num_stroke_reason: [{ key: 'validation.in', params: { attribute: 'stroke' } }] });
        }
        if (input.action.type === 'stroke') requireRestDistance(input.action, input.body);
        const after = result.state;
        const base = after.beforeLastStroke ?? state;
        counted = result.counted;
        strokeNumber = after.strokesMade;
        holeStrokes = after.strokes;
        surfaceBefore = input.action.type === 'stroke' ? base.lie.surface : state.lie.surface;
        distanceBefore = input.action.type === 'stroke' ? base.lie.distanceToHoleCm : state.lie.distanceToHoleCm;
        const reasons = result.added.map((added) => added.reason).filter((r): r is NonNullable<typeof r> => r !== null);
        numStrokeReason = reasons.includes(reason.gimme) ? reason.gimme : (reasons[0] ?? null);
        replaced = result.replacedPreviousStroke;
        if (input.action.type === 'stroke') {
          const ball = input.computed ? input.computed.ball : reportedBall(context, input.body, input.action, state);
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

    const b = input.body;
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
    const ended = holeDone ? endHole(context, holeDone, next) : null;
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
        club: b.club ?? null,
        clubSpeed: b.club_speed ?? null,
        ballSpeed: b.ball_speed ?? null,
        smashFactor: b.smash_factor ?? null,
        carry: b.carry ?? null,
        totalDistance: b.total_distance ?? null,
        distanceToHole: b.distance_to_hole ?? null,
        tempo: b.tempo ?? null,
        path: b.path ?? null,
        faceContact: b.face_contact ?? null,
        faceAngle: b.face_angle ?? null,
        launchAngle: b.launch_angle ?? null,
        azimuth: b.azimuth ?? null,
        backSpin: b.back_spin ?? null,
        sideSpin: b.side_spin ?? null,
        ballMaxHeight: b.ball_max_height ?? null,
        surfaceType: b.surface_type ?? null,
        surfaceBefore,
        distanceBefore,
        numStrokes: counted,
        numStrokeReason,
        strokeRule: b.stroke_rule ?? null,
        extraStroke: b.extra_stroke ?? 0,
        holeCompleted: holeDone !== null,
        ballPath: b.ball_path ?? null,
        aimAtLaunch: b.aim_at_launch ?? null,
        isMulligan: b.mulligan ?? false,
        flagReason: input.flagReason ?? null,
        shot: input.computed?.shot ?? null,
        outcome,
      },
    };
    // The player's row is compared with the read when written, after the round's settlement changed it too.
    const writeTo = (repo: StrokesRepository, roundLocked = false) =>
      repo.writeStroke({
        ...write,
        player: changesOf(next, context),
        ...(roundLocked ? { roundVersion: null } : {}),
      });
    // The reply is stored with the stroke, so it is settled before the write.
    const settle = (finishedPlayers: number[], roundCompleted: boolean) => {
      const done = finishedPlayers.includes(player.userId);
      outcome.play_status = done ? playStatus.round_completed : playStatus.ongoing;
      outcome.round_status = roundCompleted ? roundStatus.completed : round.roundStatus;
      outcome.next_hole = done
        ? null
        : input.action === 'range'
          ? input.hole
          : (round.holes[player.holeIndex + (holeDone ? 1 : 0)] ?? null);
    };

    let written:
      | { strokeId: number; handicapChanged: number[]; roundCompleted: boolean; awarded: AwardedHole | null }
      | typeof CHANGED;
    if (ended && (ended.finished || round.gameMode === GameMode.match_play)) {
      written = await unlessChanged(
        inStrokesTransaction(deps.db, async (repo, tx) => {
          // The round first, then the player (see lockRound): the round's lock held for the settlement, at the version read.
          if (!(await repo.lockRound(round.id, context.roundVersion))) throw new RolledBack();
          const { finishedPlayers, roundCompleted, awarded } = await settleRound(repo, context, next, ended);
          settle(finishedPlayers, roundCompleted);
          // The write locks the player's row at the version read; if it moved on, nothing of the settlement may stay.
          const stroke = await writeTo(repo, true);
          if (stroke === null) throw new RolledBack();
          // The handicap records commit with the round's end, on the connection already held.
          const handicapChanged: number[] = [];
          for (const userId of finishedPlayers)
            if (await deps.playerFinished.record(tx, round.id, userId)) handicapChanged.push(userId);
          return { strokeId: stroke.id, handicapChanged, roundCompleted, awarded };
        }),
      );
    } else {
      settle([], false);
      const stroke = await writeTo(deps.strokes);
      if (stroke) remember(context, next, { ...stroke, lastStroke: write.lastStroke });
      written =
        stroke === null ? CHANGED : { strokeId: stroke.id, handicapChanged: [], roundCompleted: false, awarded: null };
    }
    if (written === CHANGED) return CHANGED;
    return {
      outcome: { ...outcome, stroke_id: written.strokeId },
      live: input.computed?.live ?? reportedLive(input.body),
      holeResult: ended?.holeResult ?? null,
      awarded: written.awarded,
      handicapChanged: written.handicapChanged,
      roundCompleted: written.roundCompleted,
    };
  }

  return {
    /** POST /rounds/{id}/strokes. `created` is false for a replay of an id already recorded. */
    async submit(
      callerId: number,
      roundId: number,
      body: StrokeBody,
    ): Promise<{ outcome: StrokeOutcome; created: boolean }> {
      const userId = body.user_id ?? callerId;
      if (body.num_stroke_reason !== undefined && !PENALTY_REASONS.has(body.num_stroke_reason))
        throw AppError.validation({
          num_stroke_reason: [{ key: 'validation.in', params: { attribute: 'num stroke reason' } }],
        });
      return play(callerId, roundId, userId, body.id, async (context) => ({
        body,
        computed: undefined,
        // Shot integrity: reported distances that launch data cannot explain flag the stroke.
        flagReason: shotIntegrityFlag(body, context.round),
      }));
    },

    /**
     * Records a stroke the server computes (POST /rounds/{id}/launches): `compute` gets the player
     * and round as read and returns the stroke with the ball's new position; it is recorded only if
     * the player's row is still as read. The same rules, idempotency and events as `submit` apply.
     */
    async submitComputed(
      callerId: number,
      roundId: number,
      userId: number,
      clientId: string,
      compute: (repo: StrokesRepository, context: PlayerContext) => Promise<ComputedStroke>,
    ): Promise<{ outcome: StrokeOutcome; created: boolean }> {
      return play(callerId, roundId, userId, clientId, async (context) => {
        const { body, ...computed } = await compute(deps.strokes, context);
        return { body, computed, flagReason: null };
      });
    },

    /**
     * A concession: without `opponentId` the caller picks up (gives up the hole); with it the
     * caller concedes the opponent's next stroke (match play).
     */
    async concede(callerId: number, roundId: number, hole: number, opponentId?: number) {
      const userId = opponentId ?? callerId;
      const clientId = randomUUID();
      const result = await withPlayer(roundId, userId, null, async (context) => {
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
        return record(context, {
          clientId,
          hole,
          body: { num_stroke_reason: reason.concede },
          action,
        });
      });
      if (result instanceof Replay) return result.outcome;
      const recorded = {
        ...result,
        outcome: { ...result.outcome, num_stroke_reason: reason.concede },
        // A conceded stroke holes the ball; a picked-up ball is gone.
        live: { ...result.live, distance_to_hole: opponentId === undefined ? null : 0 },
      };
      await afterCommit(roundId, recorded);
      return recorded.outcome;
    },

    /**
     * Match play: the caller concedes the match (Rule 3.2b(3)). It ends with the holes decided so
     * far, won by the opponent: both players' rounds end (a hole in progress is not scored) and the
     * round completes. Serialised with every hole's end on the round's lock, so the holes counted
     * are the ones decided when it lands; a stroke of either player still in flight then finds its
     * rows moved on and is refused as for a completed round.
     */
    async concedeMatch(callerId: number, roundId: number): Promise<void> {
      const result = await withPlayer(roundId, callerId, null, async (context) => {
        if (context.round.gameMode !== GameMode.match_play) throw new AppError('rounds.not_allowed');
        checkPlayable(context, callerId, callerId);
        return inStrokesTransaction(deps.db, async (repo, tx) => {
          // Read again under the round's lock: a match player's round ends only under it, and
          // with it the match and the round, so a caller no longer playing means a completed round.
          await repo.lockRound(roundId);
          const caller = await repo.player(roundId, callerId);
          const [opponent] = await repo.otherPlayers(roundId, callerId);
          if (caller?.playStatus !== playStatus.ongoing) throw new AppError('rounds.closed');
          if (!opponent) throw new AppError('rounds.unplayable_state');
          // Holes decided so far: a hole still in progress is not.
          const card = await matchCard(repo, context.round, [
            { ...caller, holeState: null },
            { ...opponent, holeState: null },
          ]);
          const at = clock();
          await repo.concedeMatch(roundId, callerId, card.status.holesPlayed);
          const ended = { playStatus: playStatus.round_completed, completedAt: at, holeState: null };
          await repo.updatePlayer(roundId, callerId, ended);
          await repo.updatePlayer(roundId, opponent.userId, ended);
          const finished = [callerId, opponent.userId];
          await repo.completeRoundIfDone(roundId, finished, at);
          const handicapChanged: number[] = [];
          for (const userId of finished)
            if (await deps.playerFinished.record(tx, roundId, userId)) handicapChanged.push(userId);
          return handicapChanged;
        });
      });
      if (result instanceof Replay) return;
      const channel = realtimeChannels.round(roundId);
      await deps.publisher.publish(channel, roundEvents.matchConceded, { round_id: roundId, user_id: callerId });
      await deps.publisher.publish(channel, roundEvents.roundCompleted, { round_id: roundId });
      for (const userId of result) deps.playerFinished.announce(userId);
    },

    /** Driving range: the player ends their session (their round completes). */
    async finish(callerId: number, roundId: number) {
      const result = await withPlayer(roundId, callerId, null, async (context) => {
        checkPlayable(context, callerId, callerId);
        if (context.round.gameMode !== GameMode.driving_range) throw new AppError('rounds.unplayable_state');
        return inStrokesTransaction(deps.db, async (repo) => {
          await repo.lockRound(roundId);
          if (!(await repo.lockPlayerAt(roundId, callerId, context.version))) return CHANGED;
          await repo.updatePlayer(roundId, callerId, { playStatus: playStatus.round_completed, completedAt: clock() });
          return repo.completeRoundIfDone(roundId, [callerId], clock());
        });
      });
      if (result instanceof Replay) return;
      if (result)
        await deps.publisher.publish(realtimeChannels.round(roundId), roundEvents.roundCompleted, {
          round_id: roundId,
        });
    },
  };
}

/**
 * The ball after a stroke the game reported (POST /rounds/{id}/strokes): played from where the
 * server had it (a mulligan: from where the replaced stroke was played); it comes to rest at the
 * tracer's last point, back at the previous spot for out of bounds, and is unknown (null) when
 * there is no tracer or after a drop, until the next stroke places it by its distance to the hole.
 */
function reportedBall(
  { player }: PlayerContext,
  body: Partial<StrokeBody>,
  action: PlayedStroke,
  state: HoleState,
): BallUpdate {
  const current: StoredBall = {
    position: player.ballPosition ?? null,
    surface: player.ballSurface ?? state.lie.surface,
  };
  const before = action.mulligan ? (player.ballBefore ?? current) : current;
  const last = body.ball_path?.[body.ball_path.length - 1];
  const outOfBounds = action.penalty === reason.out_of_bounds;
  const position = outOfBounds
    ? before.position
    : !action.penalty && last
      ? { x: Math.round(last.x), y: Math.round(last.y) }
      : null;
  return {
    position,
    surface: outOfBounds ? before.surface : action.holed ? SurfaceType.green : action.surface,
    before,
  };
}

/** The live part of round.stroke-recorded for a stroke the game reported. */
function reportedLive(body: Partial<StrokeBody>): LiveShot {
  const last = body.ball_path?.[body.ball_path.length - 1];
  return {
    ball_path: body.ball_path ?? null,
    rest: last ? { x: Math.round(last.x), y: Math.round(last.y) } : null,
    distance_to_hole: body.hole_completed ? 0 : (body.distance_to_hole ?? null),
    penalty:
      body.num_stroke_reason === reason.out_of_bounds || body.stroke_rule === enums.stroke_rule.out_of_bounds
        ? 'out_of_bounds'
        : body.num_stroke_reason === reason.water
          ? 'water'
          : null,
  };
}

/**
 * A stroke that leaves the ball on the hole must say how far from the hole it lies: gimmes, putts
 * and the statistics read it, and an unknown distance is not 0 (that holed out every ball within a
 * gimme). Not for a stroke out of bounds, played again from where it was played.
 */
function requireRestDistance(action: Extract<HoleAction, { type: 'stroke' }>, body: Partial<StrokeBody>) {
  if (!action.holed && action.penalty !== reason.out_of_bounds && body.distance_to_hole === undefined)
    throw AppError.validation({
      distance_to_hole: [{ key: 'validation.required', params: { attribute: 'distance_to_hole' } }],
    });
}

/** The rules action for a stroke request. */
function strokeAction(body: StrokeBody): HoleAction {
  const penalty =
    body.num_stroke_reason !== undefined && PENALTY_REASONS.has(body.num_stroke_reason)
      ? (body.num_stroke_reason as PenaltyReason)
      : body.stroke_rule === enums.stroke_rule.out_of_bounds
        ? (reason.out_of_bounds as PenaltyReason)
        : null;
  return {
    type: 'stroke',
    holed: body.hole_completed,
    surface: (body.surface_type ?? (body.hole_completed ? SurfaceType.green : SurfaceType.other)) as SurfaceType,
    distanceToHoleCm: body.hole_completed ? 0 : (body.distance_to_hole ?? 0),
    penalty,
    extraStrokes: body.extra_stroke,
    mulligan: body.mulligan,
  };
}

/** A closest-to-pin attempt's distance: none when it ended out of bounds or in a penalty area. */
function attemptDistance(body: Partial<StrokeBody>): number | null {
  if (body.hole_completed) return 0;
  if (body.stroke_rule === enums.stroke_rule.out_of_bounds) return null;
  if (body.num_stroke_reason !== undefined && PENALTY_REASONS.has(body.num_stroke_reason)) return null;
  if (body.surface_type === SurfaceType.penalty) return null;
  return body.distance_to_hole ?? null;
}

export type StrokesService = ReturnType<typeof createStrokesService>;
