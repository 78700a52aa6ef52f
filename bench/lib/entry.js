import { stopAllTargets } from './servers';
/** 1 (with the reasons printed) when any measurement failed, else 0. */
export function exitCodeFor(measured) {
    const failed = measured.filter((m) => !m.ok);
    if (!failed.length)
        return 0;
    console.error(`\n${failed.length} run(s) failed: ${failed.map((m) => `${m.label}: ${m.failures.join('; ')}`).join(' | ')}`);
    return 1;
}
/** Runs a benchmark's main and exits with its code; on a crash the started servers are stopped first. */
export function runBenchmark(main) {
    main().then((code) => process.exit(code), async (err) => {
        console.error(err);
        await stopAllTargets();
        process.exit(1);
    });
}
