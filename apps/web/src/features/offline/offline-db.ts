import type { CourseDetail, OfflineStroke, PlayerSettings } from '@golf/contracts';
import type { OfflineChoice } from './local-play';

/**
 * The device's offline store (IndexedDB): what a player needs to play without the network (their
 * courses and settings, saved while online), their offline rounds, and every stroke under its
 * client stroke id. Rounds stay here after they are sent: a conflict is kept, never dropped.
 */
const DB_NAME = 'golf-offline';
const DB_VERSION = 1;

/** Saved while online, per player: the feature answer, the courses with their holes, the swing settings. */
export interface OfflineKit {
  userId: number;
  hasFeature: boolean;
  courses: CourseDetail[];
  settings: PlayerSettings | null;
  savedAt: string;
}

/** playing → finished (waiting for the network) → synced, or conflict (the server refused it; kept here). */
export type OfflineRoundStatus = 'playing' | 'finished' | 'synced' | 'conflict';

export interface OfflineHoleScore {
  hole: number;
  par: number;
  strokes: number;
}

export interface StoredOfflineRound {
  id: string;
  userId: number;
  title: string;
  courseId: number;
  courseTitle: string;
  courseVersion: string;
  tee: number;
  holes: number[];
  /** The hole group and settings the player chose; a round stored before they could has none (the defaults). */
  choice?: OfflineChoice;
  startedAt: string;
  status: OfflineRoundStatus;
  /** The card as the device counted it. */
  card: OfflineHoleScore[];
  /** Once synced: the recorded round, the server's card and whether it is the device's. */
  serverRoundId?: number;
  serverCard?: OfflineHoleScore[];
  cardMatches?: boolean;
  /** Why the server refused it (its message), for a conflict. */
  problem?: string;
}

/** A stroke as the sync sends it, with its round and its place in it. */
export type StoredOfflineStroke = OfflineStroke & { roundId: string; seq: number };

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('kits', { keyPath: 'userId' });
      db.createObjectStore('rounds', { keyPath: 'id' }).createIndex('user', 'userId');
      db.createObjectStore('strokes', { keyPath: 'id' }).createIndex('round', 'roundId');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error ?? new Error('IndexedDB could not be opened'));
    };
  });
  return opening;
}

type StoreName = 'kits' | 'rounds' | 'strokes';

async function run<T>(store: StoreName, mode: IDBTransactionMode, work: (s: IDBObjectStore) => IDBRequest<T>) {
  const db = await open();
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    const request = work(tx.objectStore(store));
    // Resolved when the transaction commits, so a write is on disk before the screen moves on.
    tx.oncomplete = () => resolve(request.result);
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

export const offlineDb = {
  saveKit: (kit: OfflineKit) => run('kits', 'readwrite', (s) => s.put(kit)).then(() => undefined),
  readKit: (userId: number) => run<OfflineKit | undefined>('kits', 'readonly', (s) => s.get(userId)),
  putRound: (round: StoredOfflineRound) => run('rounds', 'readwrite', (s) => s.put(round)).then(() => undefined),
  readRound: (id: string) => run<StoredOfflineRound | undefined>('rounds', 'readonly', (s) => s.get(id)),
  roundsOf: (userId: number) =>
    run<StoredOfflineRound[]>('rounds', 'readonly', (s) => s.index('user').getAll(userId)).then((rounds) =>
      rounds.sort((a, b) => b.startedAt.localeCompare(a.startedAt)),
    ),
  /** Kept under the client stroke id: writing it again (a retry) leaves one stroke. */
  putStroke: (stroke: StoredOfflineStroke) => run('strokes', 'readwrite', (s) => s.put(stroke)).then(() => undefined),
  deleteKit: (userId: number) => run('kits', 'readwrite', (s) => s.delete(userId)).then(() => undefined),
  /** The round and its strokes, in one transaction: neither outlives the other. */
  deleteRound: async (roundId: string) => {
    const db = await open();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(['rounds', 'strokes'], 'readwrite');
      tx.objectStore('rounds').delete(roundId);
      const strokes = tx.objectStore('strokes');
      const keys = strokes.index('round').getAllKeys(roundId);
      keys.onsuccess = () => keys.result.forEach((key) => strokes.delete(key));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  },
  strokesOf: (roundId: string) =>
    run<StoredOfflineStroke[]>('strokes', 'readonly', (s) => s.index('round').getAll(roundId)).then((strokes) =>
      strokes.sort((a, b) => a.seq - b.seq),
    ),
};
