import { describe, expect, it } from 'vitest';
import type { OfflineRoundReply, OfflineRoundRequest } from '@golf/contracts';
import { ApiError } from '../../lib/api';
import type { StoredOfflineRound, StoredOfflineStroke } from './offline-db';
import { retryDelay, RETRY_FIRST_MS, RETRY_MOST_MS, runSyncPass, type SyncDeps } from './sync';

const round = (id: string, minute: number, status: StoredOfflineRound['status'] = 'finished'): StoredOfflineRound => ({
  id,
  userId: 7,
  title: 'Offline round',
  courseId: 1,
  courseTitle: 'Links',
  courseVersion: 'v1',
  tee: 20,
  holes: [1],
  startedAt: `2026-11-29T10:${String(minute).padStart(2, '0')}:00.000Z`,
  status,
  card: [{ hole: 1, par: 3, strokes: 3 }],
});

const stroke = (roundId: string): StoredOfflineStroke => ({
  id: `${roundId}-s1`,
  roundId,
  seq: 0,
  hole: 1,
  ball_speed: 40,
  launch_angle: 20,
  azimuth: 0,
  back_spin: 5000,
  side_spin: 0,
  aim: { x: 0, y: 10_000 },
  mulligan: false,
});

const serverError = () =>
  new ApiError({ status: 500, code: 0, key: 'general.server_error', message: 'Server trouble' });
const noReply = () => new ApiError({ status: 0, code: 0, key: 'client.network', message: 'No network' });
const refused = () => new ApiError({ status: 409, code: 13012, key: 'offline.round_conflict', message: 'Conflict' });

/** The device's store in memory, and a server that records each round once (by its id) unless told to fail. */
function device(rounds: StoredOfflineRound[], fail: Record<string, () => Error> = {}) {
  const store = new Map(rounds.map((r) => [r.id, r]));
  const recorded = new Map<string, number>();
  const sent: string[] = [];
  const deps: SyncDeps = {
    roundsOf: async (userId) => [...store.values()].filter((r) => r.userId === userId),
    strokesOf: async (roundId) => [stroke(roundId)],
    putRound: async (r) => void store.set(r.id, r),
    send: async (body: OfflineRoundRequest): Promise<OfflineRoundReply> => {
      sent.push(body.id);
      const failure = fail[body.id];
      if (failure) throw failure();
      const replayed = recorded.has(body.id);
      if (!replayed) recorded.set(body.id, recorded.size + 100);
      return {
        round_id: recorded.get(body.id)!,
        replayed,
        recorded_strokes: replayed ? 0 : body.strokes.length,
        played_offline: true,
        card: [{ hole: 1, par: 3, strokes: body.id === 'differs' ? 4 : 3 }],
        total: 3,
        card_matches: body.id !== 'differs',
      };
    },
  };
  const status = () => Object.fromEntries([...store.values()].map((r) => [r.id, r.status]));
  return { deps, store, recorded, sent, status, fail };
}

describe('the offline sync queue', () => {
  it('sends every finished round of the player, oldest first, and keeps the server card', async () => {
    const d = device([
      round('b', 2),
      round('a', 1),
      round('playing', 3, 'playing'),
      { ...round('other', 0), userId: 8 },
    ]);
    const outcome = await runSyncPass(7, d.deps);
    expect(outcome).toEqual({ synced: 2, conflicts: 0, waiting: 0, offline: false });
    expect(d.sent).toEqual(['a', 'b']);
    expect(d.status()).toMatchObject({ a: 'synced', b: 'synced', playing: 'playing', other: 'finished' });
    expect(d.store.get('a')).toMatchObject({ serverRoundId: 100, cardMatches: true });
  });

  it('a server error for one round of several: the others are recorded, that one waits and is sent once later', async () => {
    const d = device([round('a', 1), round('b', 2), round('c', 3)], { b: serverError });
    expect(await runSyncPass(7, d.deps)).toEqual({ synced: 2, conflicts: 0, waiting: 1, offline: false });
    expect(d.status()).toEqual({ a: 'synced', b: 'finished', c: 'synced' });

    delete d.fail.b;
    expect(await runSyncPass(7, d.deps)).toEqual({ synced: 1, conflicts: 0, waiting: 0, offline: false });
    // Only the waiting round went again; each round is recorded once.
    expect(d.sent).toEqual(['a', 'b', 'c', 'b']);
    expect([...d.recorded.keys()].sort()).toEqual(['a', 'b', 'c']);
  });

  it('the network drops mid-sync: the pass stops, nothing is lost, the rest goes next pass', async () => {
    const d = device([round('a', 1), round('b', 2), round('c', 3)], { b: noReply });
    expect(await runSyncPass(7, d.deps)).toEqual({ synced: 1, conflicts: 0, waiting: 2, offline: true });
    expect(d.sent).toEqual(['a', 'b']);
    expect(d.status()).toEqual({ a: 'synced', b: 'finished', c: 'finished' });

    delete d.fail.b;
    expect(await runSyncPass(7, d.deps)).toMatchObject({ synced: 2, waiting: 0 });
    expect(d.status()).toEqual({ a: 'synced', b: 'synced', c: 'synced' });
  });

  it('a reply lost after the server recorded the round: sent again, it is a replay, not a second round', async () => {
    const d = device([round('a', 1)]);
    const send = d.deps.send;
    let lose = true;
    d.deps.send = async (body) => {
      const reply = await send(body);
      if (lose) {
        lose = false;
        throw noReply();
      }
      return reply;
    };
    expect(await runSyncPass(7, d.deps)).toMatchObject({ synced: 0, waiting: 1, offline: true });
    expect(await runSyncPass(7, d.deps)).toMatchObject({ synced: 1, waiting: 0 });
    expect(d.recorded.size).toBe(1);
    expect(d.store.get('a')).toMatchObject({ status: 'synced', serverRoundId: 100 });
  });

  it('signed out or throttled: the pass stops and every round waits', async () => {
    for (const status of [401, 429]) {
      const d = device([round('a', 1), round('b', 2)], {
        a: () => new ApiError({ status, code: 0, key: 'x', message: 'later' }),
      });
      expect(await runSyncPass(7, d.deps)).toEqual({ synced: 0, conflicts: 0, waiting: 2, offline: false });
      expect(d.sent).toEqual(['a']);
    }
  });

  it("a refusal is kept on the device with the server's message; a card that differs is flagged", async () => {
    const d = device([round('a', 1), round('differs', 2)], { a: refused });
    expect(await runSyncPass(7, d.deps)).toMatchObject({ synced: 1, conflicts: 1, waiting: 0 });
    expect(d.store.get('a')).toMatchObject({ status: 'conflict', problem: 'Conflict' });
    expect(d.store.get('differs')).toMatchObject({
      status: 'synced',
      cardMatches: false,
      serverCard: [{ hole: 1, par: 3, strokes: 4 }],
    });
    // A conflict is not sent again.
    await runSyncPass(7, d.deps);
    expect(d.sent.filter((id) => id === 'a')).toHaveLength(1);
  });

  it('retries while online less often each time, up to a limit', () => {
    expect(retryDelay(1)).toBe(RETRY_FIRST_MS);
    expect(retryDelay(2)).toBe(RETRY_FIRST_MS * 2);
    expect(retryDelay(30)).toBe(RETRY_MOST_MS);
  });
});
