import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
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
    // An expired entry is removed when it is read.
    expect(cache.size).toBe(1);
  });

  it('evicts the least recently used entry when full', () => {
    const cache = createLruCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
  });

  it('counts setting a key again as its most recent use, and keeps one entry for it', () => {
    let now = 0;
    const cache = createLruCache<string, number>({ maxEntries: 2, clock: () => now });
    cache.set('a', 1, 100);
    cache.set('b', 2, 1000);
    now = 50;
    cache.set('a', 10, 100);
    cache.set('c', 3, 1000);
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    // The new value comes with its new expiry.
    now = 120;
    expect(cache.get('a')).toBe(10);
  });

  it('takes a value out: later reads miss until the key is set again', () => {
    const cache = createLruCache<string, number>({ maxEntries: 10 });
    cache.set('a', 1, 1000);
    expect(cache.take('a')).toBe(1);
    expect(cache.take('a')).toBeUndefined();
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 2, 1000);
    expect(cache.get('a')).toBe(2);
    expect(cache.take('missing')).toBeUndefined();
  });

  it('reads, sets and takes existing keys without taking them out of the Map', () => {
    // Deleting and re-inserting keys made V8 rebuild the Map's table again and again, and its
    // scavenger kept each old table with what it held (see the module's comment).
    const cache = createLruCache<string, number>({ maxEntries: 10 });
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    const removals = vi.spyOn(Map.prototype, 'delete');
    try {
      cache.get('a');
      cache.set('b', 3, 1000);
      cache.take('a');
      cache.set('a', 4, 1000);
      expect(removals).not.toHaveBeenCalled();
    } finally {
      removals.mockRestore();
    }
  });

  it('deletes by key and by predicate', () => {
    const cache = createLruCache<string, { userId: number }>({ maxEntries: 10 });
    cache.set('t1', { userId: 1 }, 1000);
    cache.set('t2', { userId: 2 }, 1000);
    cache.set('t3', { userId: 1 }, 1000);
    cache.set('t4', { userId: 3 }, 1000);
    cache.deleteWhere((session) => session.userId === 1);
    cache.delete('t4');
    expect(cache.size).toBe(1);
    expect(cache.get('t2')).toEqual({ userId: 2 });
  });

  it('behaves as a list ordered by last use, whatever the sequence of calls', () => {
    const key = fc.constantFrom('a', 'b', 'c', 'd', 'e');
    const operation = fc.oneof(
      fc.record({ op: fc.constant('set' as const), key, value: fc.integer() }),
      fc.record({ op: fc.constantFrom('get' as const, 'take' as const, 'delete' as const), key }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(operation, { maxLength: 60 }), (maxEntries, operations) => {
        const cache = createLruCache<string, number>({ maxEntries });
        // The model: keys from least to most recently used, with their value (undefined once taken).
        let model: [string, number | undefined][] = [];
        const use = (k: string, value: number | undefined) => {
          model = [...model.filter(([other]) => other !== k), [k, value]];
        };
        for (const step of operations) {
          const held = model.find(([k]) => k === step.key);
          if (step.op === 'set') {
            cache.set(step.key, step.value, 1000);
            use(step.key, step.value);
            if (model.length > maxEntries) model = model.slice(1);
          } else if (step.op === 'get' || step.op === 'take') {
            const expected = held?.[1];
            expect(step.op === 'get' ? cache.get(step.key) : cache.take(step.key)).toBe(expected);
            if (expected !== undefined) use(step.key, step.op === 'get' ? expected : undefined);
          } else {
            cache.delete(step.key);
            model = model.filter(([k]) => k !== step.key);
          }
          expect(cache.size).toBe(model.length);
        }
      }),
    );
  });
});
