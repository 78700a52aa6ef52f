import { describe, expect, it } from 'vitest';
import { createLruCache } from './lru-cache';

describe('createLruCache', () => {
  it('expires entries at their own time', () => {
    let now = 0;
    const cache = createLruCache<string, number>({ maxEntries: 10, clock: () => now });
    cache.set('short', 1, 100);
    cache.set('long', 2, 1000);
    now = 100;
    expect(cache.get('short')).toBeUndefined();
    expect(cache.get('long')).toBe(2);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createLruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('deletes by predicate', () => {
    const cache = createLruCache<string, { userId: number }>({ maxEntries: 10 });
    cache.set('t1', { userId: 1 }, 1000);
    cache.set('t2', { userId: 2 }, 1000);
    cache.set('t3', { userId: 1 }, 1000);
    cache.deleteWhere((session) => session.userId === 1);
    expect(cache.size).toBe(1);
    expect(cache.get('t2')).toEqual({ userId: 2 });
  });
});
