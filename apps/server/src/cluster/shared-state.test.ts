import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { closeRedis, openRedis } from './redis';
import { createRedisSharedState } from './redis-shared-state';
import { createMemorySharedState, type SharedState } from './shared-state';

/**
 * The two drivers of the shared state behave alike. Redis runs where the server-postgres project
 * runs (CI has Redis there); the memory driver everywhere.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis | undefined;
afterAll(async () => {
  if (redis) await closeRedis(redis);
});

const drivers: [string, () => Promise<SharedState>][] = [['memory', async () => createMemorySharedState()]];
if (onPostgres)
  drivers.push([
    'redis',
    async () => {
      redis ??= await openRedis(redisUrl, { error: () => undefined }, 'shared-state-test');
      return createRedisSharedState(redis, `test-${randomBytes(6).toString('hex')}:`);
    },
  ]);

describe.each(drivers)('the %s shared state', (_name, make) => {
  it('keeps JSON values until they expire, and takes a value once', async () => {
    const state = await make();
    await state.set('a', { userId: 7 }, 60_000);
    expect(await state.get('a')).toEqual({ userId: 7 });
    expect(await state.setIfAbsent('a', 1, 60_000)).toBe(false);
    expect(await state.setIfAbsent('b', 1, 60_000)).toBe(true);
    const taken = await Promise.all([state.take('a'), state.take('a')]);
    expect(taken.filter((value) => value !== null)).toEqual([{ userId: 7 }]);
    await state.set('short', 1, 30);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await state.get('short')).toBeNull();
    await state.delete('b');
    expect(await state.get('b')).toBeNull();
  });

  it('keeps sets of members', async () => {
    const state = await make();
    await state.addMember('s', 'x', 60_000);
    await state.addMember('s', 'y', 60_000);
    await state.removeMember('s', 'x');
    expect(await state.members('s')).toEqual(['y']);
    expect(await state.members('none')).toEqual([]);
  });

  it('spends a token bucket exactly once per token, also when takes race', async () => {
    const state = await make();
    const rule = { burst: 5, perSecond: 1 };
    const decisions = await Promise.all(Array.from({ length: 8 }, () => state.takeToken('ip', rule, 1_000)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.find((d) => !d.allowed)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // Two seconds later, two more.
    const later = [await state.takeToken('ip', rule, 3_000), await state.takeToken('ip', rule, 3_000)];
    expect(later.map((d) => d.allowed)).toEqual([true, true]);
    expect((await state.takeToken('ip', rule, 3_000)).allowed).toBe(false);
  });
});
