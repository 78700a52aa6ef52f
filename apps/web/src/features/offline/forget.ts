import { offlineDb, type StoredOfflineRound } from './offline-db';

/** The service worker's cache of course replies (public/game-sw.js): the player's own course list. */
export const COURSES_CACHE = 'golf-game-courses-v1';

export interface ForgetDeps {
  roundsOf: (userId: number) => Promise<StoredOfflineRound[]>;
  deleteRound: (roundId: string) => Promise<void>;
  deleteKit: (userId: number) => Promise<void>;
  deleteCache: (name: string) => Promise<unknown>;
}

/** Rounds that exist only on this device: being played, or finished and not yet recorded. */
export const isUnsent = (round: StoredOfflineRound) => round.status === 'playing' || round.status === 'finished';

/**
 * What logout removes of the player's offline data (decision 0105): their kit (feature answer,
 * courses, swing settings), the cached course replies, and the rounds the server has recorded.
 * Rounds not recorded yet, and refused ones, stay under the player's id until they sign in here
 * again: deleting them would lose rounds, and no other player's screen lists them. Returns how many stay.
 */
export async function forgetOfflineData(userId: number, deps: ForgetDeps): Promise<number> {
  await deps.deleteKit(userId);
  await deps.deleteCache(COURSES_CACHE);
  let kept = 0;
  for (const round of await deps.roundsOf(userId)) {
    if (round.status === 'synced') await deps.deleteRound(round.id);
    else kept++;
  }
  return kept;
}

const deviceDeps: ForgetDeps = {
  roundsOf: offlineDb.roundsOf,
  deleteRound: offlineDb.deleteRound,
  deleteKit: offlineDb.deleteKit,
  deleteCache: (name) => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(name)),
};

/** On logout, on this device. */
export const forgetOfflineDataHere = (userId: number) =>
  typeof indexedDB === 'undefined' ? Promise.resolve(0) : forgetOfflineData(userId, deviceDeps);

/** The player's rounds that are only on this device (logout warns about them first). */
export const unsentRoundsHere = async (userId: number) =>
  typeof indexedDB === 'undefined' ? 0 : (await offlineDb.roundsOf(userId)).filter(isUnsent).length;
