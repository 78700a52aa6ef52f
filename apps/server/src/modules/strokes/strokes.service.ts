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
import { enums, realtimeChannels, roundEvents } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { StoredBall, StoredHoleResult } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import { STROKE_LOCK_WAIT_MS } from '../rounds/round-limits';
import { matchPlayOptions, playerInput } from '../rounds/round-scoring';
import {
  inStrokesTransaction,
  isLockNotAvailable,
  type NewStroke,
  type PlayerChanges,
  type StrokesRepository,
} from './strokes.repository';
import { shotIntegrityFlag } from './shot-integrity';
import type { StrokeBody, StrokeOutcome } from './strokes.schemas';

const { play_status: playStatus, round_status: roundStatus, num_stroke_reason: reason } = enums;
const PENALTY_REASONS = new Set<number>([reason.out_of_bounds, reason.water, reason.unplayable]);

type Locked = NonNullable<Awaited<ReturnType<StrokesRepository['lockPlayer']>>>;
/** The player's row (locked) and their round, for a computed stroke. */
export type PlayerContext = Locked;

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
  finishedPlayers: number[];
  roundCompleted: boolean;
}

export interface StrokesServiceDeps {
  db: Database;
  strokes: StrokesRepository;
  publisher: Publisher;
  /** Called after the commit for every player whose round just ended (handicap update). */
  onPlayerFinished(roundId: number, userId: number): Promise<void>;
  clock?: () => Date;
}

class Replay {
  constructor(readonly outcome: StrokeOutcome) {}
}

const replayOf = (locked: Locked) =>
  new Replay({
    ...(locked.existing as Omit<StrokeOutcome, 'stroke_id'>),
    stroke_id: locked.existingId!,
    replayed: true,
  });

export function createStrokesService(deps: StrokesServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  /**
   * Locks the player's row and runs `fn`. A second request for the same player that arrives while
   * one is in progress waits for it: the same stroke id then gets the first reply, any other
   * stroke is "Pending stroke in progress".
   */
  async function withPlayer<T>(
    roundId: number,
    userId: number,
    clientId: string | null,
    fn: (repo: StrokesRepository, locked: Locked) => Promise<T>,
  ): Promise<T | Replay> {
    const attempt = () =>
      inStrokesTransaction(deps.db, async (repo) => {
        const locked = await repo.lockPlayer(roundId, userId, clientId, false);
        if (!locked) return null;
        if (locked.existingId !== null) return replayOf(locked);
        return fn(repo, locked);
      });
    let result: T | Replay | null;
    try {
      result = await attempt();
    } catch (error) {
      if (!isLockNotAvailable(error)) throw error;
      result = await waitForOther(roundId, userId, clientId);
    }
    if (result === null)
      throw new AppError((await deps.strokes.roundExists(roundId)) ? 'rounds.not_allowed' : 'rounds.unavailable');
    return result;
  }

  /** Waits (bounded) for the request holding the player's row, then reports what it recorded. */
  async function waitForOther(roundId: number, userId: number, clientId: string | null): Promise<Replay> {
    return inStrokesTransaction(deps.db, async (repo) => {
      await repo.setLockTimeout(STROKE_LOCK_WAIT_MS);
      let locked: Locked | undefined;
      try {
        locked = await repo.lockPlayer(roundId, userId, clientId, true);
      } catch (error) {
        if (isLockNotAvailable(error)) throw new AppError('strokes.pending_stroke');
        throw error;
      }
      if (!locked || clientId === null) throw new AppError('strokes.pending_stroke');
      // A new statement: after waiting, the locking one still saw the strokes of before the wait.
      const existing = await repo.findByClientId(roundId, clientId);
      if (!existing) throw new AppError('strokes.pending_stroke');
      return new Replay({
        ...(existing.outcome as Omit<StrokeOutcome, 'stroke_id'>),
        stroke_id: existing.id,
        replayed: true,
      });
    });
  }

  function checkPlayable(locked: Locked, callerId: number, userId: number) {
    const { round, player } = locked;
    if (callerId !== userId && !(player.isLocal && round.hostId === callerId)) throw new AppError('rounds.not_allowed');
    if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
    if (round.playStatus !== playStatus.ongoing) throw new AppError('rounds.unplayable_state');
    if (player.playStatus !== playStatus.ongoing) throw new AppError('strokes.invalid_hole');
  }

  const rulesOf = (round: Locked['round']): PlayRules => ({
    gimmeDistance: round.gimmeDistance,
    gimmeOnSecondPutt: round.gimmeOnSecondPut,
    mulligansPerRound: round.mulligans,
  });

  async function currentHoleState(repo: StrokesRepository, locked: Locked, holeNumber: number): Promise<HoleState> {
    if (locked.player.holeState) return locked.player.holeState;
    const hole = await repo.holeStart(locked.round.courseId, holeNumber, locked.round.tee);
    if (!hole) throw new AppError('strokes.invalid_hole');
    return startHole({
      holeNumber,
      par: hole.par,
      lengthCm: hole.lengthCm ?? 0,
      mulligansUsedInRound: locked.player.mulligansUsed,
    });
  }

  /** Ends the player's hole: stores its result, moves to the next hole, finishes their round after the last. */
  async function completeHole(
    repo: StrokesRepository,
    locked: Locked,
    result: Omit<StoredHoleResult, 'par' | 'strokeIndex'> & { par?: number },
    changes: PlayerChanges,
  ): Promise<{ holeResult: StoredHoleResult; finishedPlayers: number[]; roundCompleted: boolean }> {
    const { round, player } = locked;
    const hole = (await repo.hole(round.courseId, result.hole))!;
    const holeResult: StoredHoleResult = { ...result, par: hole.par, strokeIndex: hole.strokeIndex };
    const scores = [...player.scores, holeResult];
    const holeIndex = player.holeIndex + 1;
    const finished = holeIndex >= round.holes.length;
    // The ball waits on the tee of the round's teeing_type at the next hole.
    const nextTee = finished ? null : await repo.teePosition(round.courseId, round.holes[holeIndex]!, round.tee);
    Object.assign(changes, {
      scores,
      holeIndex,
      holeState: null,
      holeAttempts: [],
      lastStrokeId: null,
      ballPosition: nextTee,
      ballSurface: nextTee ? SurfaceType.tee : null,
      ballBefore: null,
      ...(finished ? { playStatus: playStatus.round_completed, completedAt: clock() } : {}),
    });
    const finishedPlayers = finished ? [player.userId] : [];

    // Anything that depends on the other players serialises on the round row.
    await repo.lockRound(round.id);
    if (round.gameMode === GameMode.match_play && !finished) {
      const [opponent] = await repo.otherPlayers(round.id, player.userId);
      if (opponent && (await matchDecided(repo, locked, scores, opponent))) {
        Object.assign(changes, { playStatus: playStatus.round_completed, completedAt: clock() });
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
    let roundCompleted = false;
    if (finishedPlayers.length) {
      await repo.updatePlayer(round.id, player.userId, changes);
      if ((await repo.unfinishedPlayers(round.id)) === 0) {
        await repo.completeRound(round.id, clock());
        roundCompleted = true;
      }
    }
    return { holeResult, finishedPlayers, roundCompleted };
  }

  async function matchDecided(
    repo: StrokesRepository,
    locked: Locked,
    mine: StoredHoleResult[],
    opponent: { handicapIndex: number | null; scores: StoredHoleResult[] },
  ): Promise<boolean> {
    const { round } = locked;
    const [holes, tee] = await Promise.all([repo.holes(round.courseId), repo.tee(round.courseId, round.tee)]);
    const context = { round, holes, tee };
    const card = scoreMatchPlay({
      ...matchPlayOptions(context),
      players: [
        playerInput(context, {
          userId: locked.player.userId,
          handicapIndex: locked.player.handicapIndex,
          scores: mine,
        }),
        playerInput(context, { userId: -1, handicapIndex: opponent.handicapIndex, scores: opponent.scores }),
      ],
    });
    return card.finished;
  }

  function publish(roundId: number, recorded: Recorded) {
    const channel = realtimeChannels.round(roundId);
    const { outcome } = recorded;
    const events: Promise<void>[] = [
      deps.publisher.publish(channel, roundEvents.strokeRecorded, { ...outcome, ...recorded.live }),
    ];
    if (recorded.holeResult)
      events.push(
        deps.publisher.publish(channel, roundEvents.holeCompleted, {
          round_id: roundId,
          user_id: outcome.user_id,
          hole: recorded.holeResult.hole,
          strokes: recorded.holeResult.strokes,
          completion: recorded.holeResult.completion,
        }),
      );
    if (recorded.roundCompleted)
      events.push(deps.publisher.publish(channel, roundEvents.roundCompleted, { round_id: roundId }));
    return Promise.all(events);
  }

  /** A stroke for `userId` on the locked row: checks, the rules action for the round's mode, the record. */
  async function play(
    callerId: number,
    roundId: number,
    userId: number,
    clientId: string,
    prepare: (
      repo: StrokesRepository,
      locked: Locked,
    ) => Promise<{ body: StrokeBody; computed: Omit<ComputedStroke, 'body'> | undefined; flagReason: string | null }>,
  ): Promise<{ outcome: StrokeOutcome; created: boolean }> {
    const result = await withPlayer(roundId, userId, clientId, async (repo, locked) => {
      checkPlayable(locked, callerId, userId);
      const { body, computed, flagReason } = await prepare(repo, locked);
      const mode = locked.round.gameMode;
      if (body.mulligan && (mode === GameMode.closest_to_pin || mode === GameMode.driving_range))
        throw new AppError('strokes.mulligan_not_possible');
      const action =
        mode === GameMode.driving_range ? 'range' : mode === GameMode.closest_to_pin ? 'attempt' : strokeAction(body);
      return record(repo, locked, { clientId, hole: body.hole, body, action, computed, flagReason });
    });
    if (result instanceof Replay) return { outcome: result.outcome, created: false };
    await afterCommit(roundId, result);
    return { outcome: result.outcome, created: true };
  }

  async function afterCommit(roundId: number, recorded: Recorded) {
    await publish(roundId, recorded);
    for (const userId of recorded.finishedPlayers) await deps.onPlayerFinished(roundId, userId);
  }

  /** Records one action (a stroke or a concession) for a player on the locked row. */
  async function record(
    repo: StrokesRepository,
    locked: Locked,
    input: {
      clientId: string;
      hole: number;
      body: Partial<StrokeBody>;
      action: HoleAction | 'attempt' | 'range';
      computed?: Omit<ComputedStroke, 'body'>;
      flagReason?: string | null;
    },
  ): Promise<Recorded> {
    const { round, player } = locked;
    const current = round.holes[player.holeIndex];
    const changes: PlayerChanges = {};
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
      changes.holeAttempts = [...player.holeAttempts, input.body.total_distance ?? null];
      holeStrokes = strokeNumber;
    } else {
      if (input.hole !== current) throw new AppError('strokes.invalid_hole');
      if (input.action === 'attempt') {
        const attempts = [...player.holeAttempts, attemptDistance(input.body)];
        changes.holeAttempts = attempts;
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
        const state = await currentHoleState(repo, locked, input.hole);
        const result = applyStroke(state, input.action, rulesOf(round));
        if (!result.ok) {
          if (result.refusal.startsWith('mulligan')) throw new AppError('strokes.mulligan_not_possible');
          if (result.refusal === 'hole_completed') throw new AppError('strokes.invalid_hole');
          throw AppError.validation({ num_stroke_reason: [{ key: 'validation.in', params: { attribute: 'stroke' } }] });
        }
        const next = result.state;
        const base = next.beforeLastStroke ?? state;
        counted = result.counted;
        strokeNumber = next.strokesMade;
        holeStrokes = next.strokes;
        surfaceBefore = input.action.type === 'stroke' ? base.lie.surface : state.lie.surface;
        distanceBefore = input.action.type === 'stroke' ? base.lie.distanceToHoleCm : state.lie.distanceToHoleCm;
        const reasons = result.added.map((added) => added.reason).filter((r): r is NonNullable<typeof r> => r !== null);
        numStrokeReason = reasons.includes(reason.gimme) ? reason.gimme : (reasons[0] ?? null);
        replaced = result.replacedPreviousStroke;
        if (input.action.type === 'stroke') {
          const ball = input.computed ? input.computed.ball : reportedBall(locked, input.body, input.action, state);
          if (ball)
            Object.assign(changes, { ballPosition: ball.position, ballSurface: ball.surface, ballBefore: ball.before });
        }
        changes.holeState = next;
        changes.mulligansUsed = next.mulligansUsedInRound;
        if (result.holeCompleted)
          holeDone = {
            hole: input.hole,
            strokes: next.strokes,
            putts: next.putts,
            penalties: next.penaltyStrokes,
            completion: next.completion!,
          };
      }
    }

    if (replaced && player.lastStrokeId) await repo.markReplaced(player.lastStrokeId);
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
      mulligans_left: Math.max(0, round.mulligans - (changes.mulligansUsed ?? player.mulligansUsed)),
      replayed: false,
    };
    let completion: Awaited<ReturnType<typeof completeHole>> | null = null;
    if (holeDone) completion = await completeHole(repo, locked, holeDone, changes);
    const done = completion?.finishedPlayers.includes(player.userId) ?? false;
    outcome.play_status = done ? playStatus.round_completed : playStatus.ongoing;
    outcome.round_status = completion?.roundCompleted ? roundStatus.completed : round.roundStatus;
    outcome.next_hole = done
      ? null
      : input.action === 'range'
        ? input.hole
        : (round.holes[player.holeIndex + (holeDone ? 1 : 0)] ?? null);

    const values: NewStroke = {
      roundId: round.id,
      userId: player.userId,
      clientId: input.clientId,
      hole: input.hole,
      strokeNumber,
      counted,
      club: b.club,
      clubSpeed: b.club_speed,
      ballSpeed: b.ball_speed,
      smashFactor: b.smash_factor,
      carry: b.carry,
      totalDistance: b.total_distance,
      distanceToHole: b.distance_to_hole,
      tempo: b.tempo,
      path: b.path,
      faceContact: b.face_contact,
      faceAngle: b.face_angle,
      launchAngle: b.launch_angle,
      azimuth: b.azimuth,
      backSpin: b.back_spin,
      sideSpin: b.side_spin,
      ballMaxHeight: b.ball_max_height,
      surfaceType: b.surface_type,
      surfaceBefore,
      distanceBefore,
      numStrokes: counted,
      numStrokeReason,
      strokeRule: b.stroke_rule,
      extraStroke: b.extra_stroke ?? 0,
      holeCompleted: holeDone !== null,
      ballPath: b.ball_path,
      aimAtLaunch: b.aim_at_launch,
      isMulligan: b.mulligan ?? false,
      flagReason: input.flagReason ?? null,
      shot: input.computed?.shot ?? null,
      outcome,
    };
    const strokeId = await repo.insert(values);
    const full: StrokeOutcome = { ...outcome, stroke_id: strokeId };
    if (!holeDone) changes.lastStrokeId = strokeId;
    if (!completion?.finishedPlayers.includes(player.userId)) await repo.updatePlayer(round.id, player.userId, changes);
    return {
      outcome: full,
      live: input.computed?.live ?? reportedLive(input.body),
      holeResult: completion?.holeResult ?? null,
      finishedPlayers: completion?.finishedPlayers ?? [],
      roundCompleted: completion?.roundCompleted ?? false,
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
      return play(callerId, roundId, userId, body.id, async (_repo, locked) => ({
        body,
        computed: undefined,
        // Shot integrity: reported distances that launch data cannot explain flag the stroke.
        flagReason: shotIntegrityFlag(body, locked.round),
      }));
    },

    /**
     * Records a stroke the server computes inside the player's transaction (POST
     * /rounds/{id}/launches): `compute` gets the locked player and round and returns the stroke
     * with the ball's new position; the same rules, idempotency and events as `submit` apply.
     */
    async submitComputed(
      callerId: number,
      roundId: number,
      userId: number,
      clientId: string,
      compute: (repo: StrokesRepository, context: PlayerContext) => Promise<ComputedStroke>,
    ): Promise<{ outcome: StrokeOutcome; created: boolean }> {
      return play(callerId, roundId, userId, clientId, async (repo, locked) => {
        const { body, ...computed } = await compute(repo, locked);
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
      const result = await withPlayer(roundId, userId, null, async (repo, locked) => {
        if (opponentId !== undefined) {
          if (locked.round.gameMode !== GameMode.match_play || opponentId === callerId)
            throw new AppError('rounds.not_allowed');
          const caller = await repo.player(roundId, callerId);
          if (!caller) throw new AppError('rounds.not_allowed');
          checkPlayable(locked, userId, userId);
        } else checkPlayable(locked, callerId, userId);
        if (locked.round.gameMode === GameMode.closest_to_pin || locked.round.gameMode === GameMode.driving_range)
          throw new AppError('rounds.not_allowed');
        const action: HoleAction = opponentId === undefined ? { type: 'pick_up' } : { type: 'concede' };
        return record(repo, locked, {
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

    /** Driving range: the player ends their session (their round completes). */
    async finish(callerId: number, roundId: number) {
      const result = await withPlayer(roundId, callerId, null, async (repo, locked) => {
        checkPlayable(locked, callerId, callerId);
        if (locked.round.gameMode !== GameMode.driving_range) throw new AppError('rounds.unplayable_state');
        await repo.updatePlayer(roundId, callerId, { playStatus: playStatus.round_completed, completedAt: clock() });
        await repo.lockRound(roundId);
        const roundCompleted = (await repo.unfinishedPlayers(roundId)) === 0;
        if (roundCompleted) await repo.completeRound(roundId, clock());
        return roundCompleted;
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
function reportedBall(locked: Locked, body: Partial<StrokeBody>, action: PlayedStroke, state: HoleState): BallUpdate {
  const { player } = locked;
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
