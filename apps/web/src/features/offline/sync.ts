import type { OfflineRoundReply, OfflineRoundRequest } from '@golf/contracts';
import { apiSend, isApiError } from '../../lib/api';
import { offlineDb, type StoredOfflineRound, type StoredOfflineStroke } from './offline-db';
import { syncRequest } from './local-play';

/** What one pass of the sync did. */
export interface SyncOutcome {
  synced: number;
  conflicts: number;
  /** Rounds still waiting after the pass (no reply, or one that says "later"). */
  waiting: number;
  /** True when the network went away during the pass (the rest waits for the next). */
  offline: boolean;
}

/** What a pass reads and writes, and how it sends a round: IndexedDB and the API, or a test's fakes. */
export interface SyncDeps {
  roundsOf: (userId: number) => Promise<StoredOfflineRound[]>;
  strokesOf: (roundId: string) => Promise<StoredOfflineStroke[]>;
  putRound: (round: StoredOfflineRound) => Promise<void>;
  send: (body: OfflineRoundRequest) => Promise<OfflineRoundReply>;
}

/** Refusals that will not change by sending again: the round is kept on the device as a conflict. */
const REFUSED = [403, 409, 422];
/** Replies that say "later" for every round: signed out, or throttled. */
const STOP_PASS = [401, 429];

/**
 * One pass over the player's finished rounds, oldest first. The server records each once whatever
 * happens (a retry after a lost reply is a replay), so a round stays "finished" until a reply says
 * otherwise: recorded (synced, with the server's card) or refused (conflict, with the server's
 * message). A server error for one round leaves it waiting and the pass goes on with the next; no
 * reply at all (the network dropped), 401 or 429 end the pass, leaving the rest waiting.
 */
export async function runSyncPass(userId: number, deps: SyncDeps): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: 0, conflicts: 0, waiting: 0, offline: false };
  const waiting = (await deps.roundsOf(userId))
    .filter((round) => round.status === 'finished')
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt));
  for (const [index, round] of waiting.entries()) {
    try {
      const reply = await deps.send(syncRequest(round, await deps.strokesOf(round.id)));
      await deps.putRound({
        ...round,
        status: 'synced',
        serverRoundId: reply.round_id,
        serverCard: reply.card,
        cardMatches: reply.card_matches,
      });
      outcome.synced++;
    } catch (error) {
      if (isApiError(error) && REFUSED.includes(error.status)) {
        await deps.putRound({ ...round, status: 'conflict', problem: error.message });
        outcome.conflicts++;
        continue;
      }
      outcome.waiting++;
      if (!isApiError(error) || error.isNetworkError || STOP_PASS.includes(error.status)) {
        outcome.offline = !isApiError(error) || error.isNetworkError;
        outcome.waiting += waiting.length - index - 1;
        break;
      }
    }
  }
  return outcome;
}

const deviceDeps: SyncDeps = {
  roundsOf: offlineDb.roundsOf,
  strokesOf: offlineDb.strokesOf,
  putRound: offlineDb.putRound,
  send: (body) => apiSend<OfflineRoundReply>('POST', '/rounds/offline', body),
};

let running: Promise<SyncOutcome> | null = null;

/** Sends the player's finished offline rounds from this device; one pass at a time. */
export function syncOfflineRounds(userId: number): Promise<SyncOutcome> {
  running ??= runSyncPass(userId, deviceDeps).finally(() => {
    running = null;
  });
  return running;
}

/** First retry after a pass that left rounds waiting while online; doubled each time up to the most. */
export const RETRY_FIRST_MS = 15_000;
export const RETRY_MOST_MS = 5 * 60_000;

/** How long to wait before the `attempt`th retry (1, 2, ...). */
export const retryDelay = (attempt: number): number =>
  Math.min(RETRY_MOST_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt - 1));
