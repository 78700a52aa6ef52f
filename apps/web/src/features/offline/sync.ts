import type { OfflineRoundReply } from '@golf/contracts';
import { apiSend, isApiError } from '../../lib/api';
import { offlineDb } from './offline-db';
import { syncRequest } from './local-play';

/** What one pass of the sync did. */
export interface SyncOutcome {
  synced: number;
  conflicts: number;
  /** True when the network went away during the pass (the rest waits for the next). */
  offline: boolean;
}

let running: Promise<SyncOutcome> | null = null;

/**
 * Sends the player's finished offline rounds. The server records each once whatever happens (a
 * retry after a lost reply is a replay), so a round stays "finished" until a reply says otherwise:
 * recorded (synced, with the server's card) or refused (conflict, with the server's message, and
 * the round kept here). One pass at a time.
 */
export function syncOfflineRounds(userId: number): Promise<SyncOutcome> {
  running ??= (async () => {
    const outcome: SyncOutcome = { synced: 0, conflicts: 0, offline: false };
    try {
      for (const round of await offlineDb.roundsOf(userId)) {
        if (round.status !== 'finished') continue;
        const strokes = await offlineDb.strokesOf(round.id);
        try {
          const reply = await apiSend<OfflineRoundReply>('POST', '/rounds/offline', syncRequest(round, strokes));
          await offlineDb.putRound({
            ...round,
            status: 'synced',
            serverRoundId: reply.round_id,
            serverCard: reply.card,
          });
          outcome.synced++;
        } catch (error) {
          // No reply, or one that says "later" (signed out, throttled, server trouble): try again next pass.
          const refused = isApiError(error) && [403, 409, 422].includes(error.status);
          if (!refused) {
            outcome.offline = isApiError(error) && error.isNetworkError;
            break;
          }
          await offlineDb.putRound({
            ...round,
            status: 'conflict',
            problem: error instanceof Error ? error.message : String(error),
          });
          outcome.conflicts++;
        }
      }
    } finally {
      running = null;
    }
    return outcome;
  })();
  return running;
}
