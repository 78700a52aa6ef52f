import { describe, expect, it } from 'vitest';
import { COURSES_CACHE, forgetOfflineData, isUnsent, type ForgetDeps } from './forget';
import type { OfflineRoundStatus, StoredOfflineRound } from './offline-db';

const round = (id: string, userId: number, status: OfflineRoundStatus) =>
  ({ id, userId, status, startedAt: '2026-11-29T10:00:00.000Z' }) as StoredOfflineRound;

function device() {
  const rounds = [
    round('recorded', 7, 'synced'),
    round('waiting', 7, 'finished'),
    round('half-played', 7, 'playing'),
    round('refused', 7, 'conflict'),
    round('someone-elses', 8, 'synced'),
  ];
  const kits = new Set([7, 8]);
  const cachesLeft = new Set([COURSES_CACHE, 'golf-game-shell-v1']);
  const deps: ForgetDeps = {
    roundsOf: async (userId) => rounds.filter((r) => r.userId === userId),
    deleteRound: async (id) =>
      void rounds.splice(
        rounds.findIndex((r) => r.id === id),
        1,
      ),
    deleteKit: async (userId) => void kits.delete(userId),
    deleteCache: async (name) => cachesLeft.delete(name),
  };
  return { deps, rounds, kits, cachesLeft };
}

describe('offline data on logout (decision 0105)', () => {
  it("removes the player's kit, the cached courses and their recorded rounds; keeps what only this device has", async () => {
    const d = device();
    expect(await forgetOfflineData(7, d.deps)).toBe(3);
    expect([...d.kits]).toEqual([8]);
    // The shell holds no personal data and is what opens the game without the network.
    expect([...d.cachesLeft]).toEqual(['golf-game-shell-v1']);
    expect(d.rounds.map((r) => r.id)).toEqual(['waiting', 'half-played', 'refused', 'someone-elses']);
  });

  it('warns about rounds being played or waiting to be sent, not about recorded or refused ones', () => {
    expect((['playing', 'finished', 'synced', 'conflict'] as const).map((s) => isUnsent(round('r', 7, s)))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
