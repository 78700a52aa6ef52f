/**
 * A small least-recently-used map with a per-entry expiry. Reads refresh recency; the oldest
 * entry goes when the cache is full.
 */
export function createLruCache<K, V>(options: { maxEntries: number; clock?: () => number }) {
  const clock = options.clock ?? Date.now;
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= clock()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: K, value: V, ttlMs: number): void {
      entries.delete(key);
      entries.set(key, { value, expiresAt: clock() + ttlMs });
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as K);
    },
    delete(key: K): void {
      entries.delete(key);
    },
    /** Drops every entry whose value matches, e.g. all sessions of one user. */
    deleteWhere(predicate: (value: V, key: K) => boolean): void {
      for (const [key, entry] of entries) if (predicate(entry.value, key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
