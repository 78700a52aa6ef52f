import { AppError } from '../../../errors/app-error';
import type { Database } from '../../../db/client';
import { createLruCache } from '../../../cluster/lru-cache';
import { RECENT_PLAYERS, RECENT_PLAYER_TTL_MS, STROKE_LOCK_WAIT_MS } from '../../rounds/round-limits';
import type { PlayerContext } from './player-state';
import type { PlayerState } from './stroke-statements';
import { inStrokesTransaction, isLockNotAvailable, type StrokesRepository } from './strokes.repository';
import type { StrokeOutcome } from '@golf/contracts';

/** The player's row changed between the read and the write: another request got there first. */
export const CHANGED = Symbol('changed');

/** Thrown inside a transaction to roll it back when a row it locks or writes moved on since it was read. */
export class RolledBack extends Error {}

/** The transaction's result, or CHANGED when it rolled back because a row moved on (RolledBack). */
export async function unlessChanged<T>(transaction: Promise<T>): Promise<T | typeof CHANGED> {
  try {
    return await transaction;
  } catch (error) {
    if (error instanceof RolledBack) return CHANGED;
    throw error;
  }
}

/** The first reply to a stroke id already recorded. */
export class Replay {
  /** Makes the class nominal: a recorded result, which also has an outcome, is not a Replay. */
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

export interface PlayerTurnsDeps {
  db: Database;
  strokes: Pick<StrokesRepository, 'readPlayer' | 'roundIsPublic' | 'findByClientId'>;
  clock: () => Date;
}

/**
 * How requests for one player, on one node or several, take turns on the player's row: each plays
 * on the row as recalled or read and writes only if it is still at that version; a retried stroke
 * id gets its first reply; a request that meets another in progress waits for it, a bounded time.
 */
export function createPlayerTurns(deps: PlayerTurnsDeps) {
  /**
   * Each player's context as their last stroke on this node left it, so their next stroke skips the
   * read: the write checks the player's and the round's versions, and a stroke that does not land
   * on a recalled context is played again on a fresh read. The round's holes come with it, as read
   * at the player's first stroke on this node.
   */
  const recentPlayers = createLruCache<string, PlayerContext>({
    maxEntries: RECENT_PLAYERS,
    clock: () => deps.clock().getTime(),
  });
  const playerKey = (roundId: number, userId: number) => `${roundId}:${userId}`;

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

  return {
    /**
     * Runs `fn` on the player's recalled context, if this node has one: its result when its write
     * landed, undefined when there was none or it was stale (whatever `fn` threw: the fresh read decides).
     */
    async onRecalled<T>(
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
    },

    /** Keeps the player's context after their stroke (see recentPlayers). */
    remember(context: PlayerContext, next: PlayerState, written: { id: number; version: string; lastStroke: boolean }) {
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
    },

    /**
     * Reads the player's row and runs `fn`, which writes only if the row is still as read. A retry
     * of a recorded stroke id gets the first reply. A request that meets another one of the same
     * player in progress waits (bounded) for it: the same stroke id then gets the first reply, any
     * other request is "Pending stroke in progress".
     */
    async withPlayer<T>(
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
    },
  };
}

export type PlayerTurns = ReturnType<typeof createPlayerTurns>;
