interface Entry<K, V> {
  readonly key: K;
  /** Undefined once taken (`take`), until a `set` fills it again. */
  value: V | undefined;
  expiresAt: number;
  newer: Entry<K, V> | null;
  older: Entry<K, V> | null;
}

/**
 * A small least-recently-used map with a per-entry expiry. Reads refresh recency; the least
 * recently used entry goes when the cache is full.
 *
 * Recency is a linked list through the entries, and a key's entry is updated in place: a key
 * leaves the Map only on eviction, expiry or `delete`. Moving a key to the end of a Map by
 * deleting and re-inserting it on every read made V8 rebuild a small Map's table every few dozen
 * reads, and its scavenger kept every discarded table, with all it held, alive until the next
 * full collection: in the strokes benchmark that was about a third of what each stroke left in the
 * old generation (docs/benchmarks.md, "Lab notes since 2026-11-25").
 */
export function createLruCache<K, V>(options: { maxEntries: number; clock?: () => number }) {
  const clock = options.clock ?? Date.now;
  const entries = new Map<K, Entry<K, V>>();
  let newest: Entry<K, V> | null = null;
  let oldest: Entry<K, V> | null = null;

  function unlink(entry: Entry<K, V>): void {
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    // A removed entry points at nothing, so it cannot keep a newer one alive.
    entry.newer = null;
    entry.older = null;
  }

  function linkNewest(entry: Entry<K, V>): void {
    entry.older = newest;
    if (newest) newest.newer = entry;
    newest = entry;
    oldest ??= entry;
  }

  function makeNewest(entry: Entry<K, V>): void {
    if (entry === newest) return;
    unlink(entry);
    linkNewest(entry);
  }

  function remove(entry: Entry<K, V>): void {
    unlink(entry);
    entries.delete(entry.key);
  }

  /** The key's live entry, made the most recent; undefined when missing, taken or expired (then removed). */
  function touch(key: K): Entry<K, V> | undefined {
    const entry = entries.get(key);
    if (!entry || entry.value === undefined) return undefined;
    if (entry.expiresAt <= clock()) {
      remove(entry);
      return undefined;
    }
    makeNewest(entry);
    return entry;
  }

  return {
    get(key: K): V | undefined {
      return touch(key)?.value;
    },
    set(key: K, value: V, ttlMs: number): void {
      const expiresAt = clock() + ttlMs;
      const entry = entries.get(key);
      if (entry) {
        entry.value = value;
        entry.expiresAt = expiresAt;
        makeNewest(entry);
        return;
      }
      const added: Entry<K, V> = { key, value, expiresAt, newer: null, older: null };
      entries.set(key, added);
      linkNewest(added);
      if (entries.size > options.maxEntries && oldest) remove(oldest);
    },
    /**
     * The value, which the cache then no longer holds (a later `set` of the key puts one back).
     * Unlike `get` then `delete`, the key keeps its place in the Map.
     */
    take(key: K): V | undefined {
      const entry = touch(key);
      if (!entry) return undefined;
      const { value } = entry;
      entry.value = undefined;
      return value;
    },
    delete(key: K): void {
      const entry = entries.get(key);
      if (entry) remove(entry);
    },
    /** Drops every entry whose value matches, e.g. all sessions of one user. */
    deleteWhere(predicate: (value: V, key: K) => boolean): void {
      // Deleting the entry being visited is safe while iterating a Map.
      for (const entry of entries.values())
        if (entry.value !== undefined && predicate(entry.value, entry.key)) remove(entry);
    },
    /** Entries held, taken ones included until they are set again or evicted. */
    get size() {
      return entries.size;
    },
  };
}
