import { setImmediate as nextTurn } from 'node:timers/promises';
import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';

/**
 * Counts this process's major (mark-compact) collections from now; the returned function stops
 * counting and resolves with the count. The PostgreSQL benchmarks print it for each run: a run's
 * tail with a major collection in it reads differently from one without (bench/README.md).
 */
export function countMajorGcs(): () => Promise<number> {
  let count = 0;
  const add = (entries: PerformanceEntry[]) => {
    for (const entry of entries)
      if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) count += 1;
  };
  const observer = new PerformanceObserver((list) => add(list.getEntries()));
  observer.observe({ entryTypes: ['gc'] });
  return async () => {
    // Node.js records a collection's entry on the event loop's next turn after it, and hands it to
    // observers later still: wait for the one, and take the other from the observer's buffer.
    await nextTurn();
    add(observer.takeRecords());
    observer.disconnect();
    return count;
  };
}
