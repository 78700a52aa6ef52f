import { setImmediate as nextTurn } from 'node:timers/promises';
import { constants, PerformanceObserver } from 'node:perf_hooks';
/**
 * Counts this process's garbage collections from now; the returned function stops counting and
 * resolves with the counts. The PostgreSQL benchmarks print them for each run: a run's tail with a
 * major collection in it reads differently from one without, and many more scavenges per call than
 * usual mean the young generation was small (docs/benchmarks.md, "Lab notes since 2026-11-25").
 */
export function countCollections() {
    const counts = { major: 0, minor: 0 };
    const add = (entries) => {
        for (const entry of entries) {
            const kind = entry.detail?.kind;
            if (kind === constants.NODE_PERFORMANCE_GC_MAJOR)
                counts.major += 1;
            else if (kind === constants.NODE_PERFORMANCE_GC_MINOR)
                counts.minor += 1;
        }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ entryTypes: ['gc'] });
    return async () => {
        // Node.js records a collection's entry on the event loop's next turn after it, and hands it to
        // observers later still: wait for the one, and take the other from the observer's buffer.
        await nextTurn();
        add(observer.takeRecords());
        observer.disconnect();
        return { ...counts };
    };
}
