/**
 * Shot-simulator benchmark: `POST /api/v1/shots/simulate` under load against a bare Fastify
 * hello-world, same machine, same run (issue 6).
 *
 * Order: hello-world, the simulator, hello-world again; the baseline is the mean of the two
 * hello-world runs and the gap between them is the drift. Each connection cycles through four
 * launches (driver, a curving 7-iron into the wind, a wedge onto a green, a hybrid at altitude
 * into a bunker), so the server flies different shots rather than one cached body.
 *
 * The endpoint's per-IP token bucket would refuse a load test from one address, so the platform
 * is started with SHOT_SIMULATOR_BURST and SHOT_SIMULATOR_RATE_PER_SECOND raised for the run
 * (settings of the server, see docs/configuration.md); nothing else about it changes.
 *
 * Besides req/s and latency, it reads each server's CPU time from /proc during the measured run,
 * so the CPU cost of a request can be compared on a machine shared with other work.
 *
 *   npm run simulate -w @golf/bench
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=20 npm run simulate -w @golf/bench
 *
 * Exit code 0 whatever the figures; 1 if a target did not start or a run had errors or non-2xx.
 */
import { loadavg } from 'node:os';
import { cpuSeconds } from './lib/process-cpu';
import { loadSettingsFromEnv, measure } from './lib/measure';
import { baselineOf } from './lib/baseline';
import { exitCodeFor, runBenchmark } from './lib/entry';
import { environmentFacts, fixed, formatTable, percent, redactUrl, writeResults } from './lib/report';
import { startTargets, stopAllTargets, targets } from './lib/servers';
/** Above this gap between the two baseline runs, the report warns that the machine was busy. */
const DRIFT_WARNING = 0.1;
/** Far above what one address can send in a run: the limiter still runs, it just never refuses. */
const UNLIMITED = '1000000';
const platformTarget = {
    ...targets.platform,
    env: () => ({
        ...targets.platform.env(),
        SHOT_SIMULATOR_BURST: UNLIMITED,
        SHOT_SIMULATOR_RATE_PER_SECOND: UNLIMITED,
    }),
};
const MPH = 0.44704;
// TrackMan PGA Tour averages (ball speed, launch, spin) for the driver, 7-iron, wedge and hybrid,
// with side spin, wind, elevation and surfaces varied so every request flies a different shot.
const launches = [
    { ball_speed: 167 * MPH, launch_angle: 10.9, back_spin: 2686, side_spin: 0 },
    { ball_speed: 120 * MPH, launch_angle: 16.3, back_spin: 7097, side_spin: 600, wind: { speed: 6, direction: 160 } },
    { ball_speed: 102 * MPH, launch_angle: 24.2, total_spin: 9304, spin_axis: -4, surface: 30, green_stimp: 3 },
    { ball_speed: 146 * MPH, launch_angle: 10.2, back_spin: 4437, side_spin: -300, elevation: 50, surface: 20 },
];
const headers = { 'content-type': 'application/json' };
const bodies = launches.map((launch) => JSON.stringify(launch));
async function main() {
    const startedAt = new Date();
    const settings = loadSettingsFromEnv();
    const facts = environmentFacts();
    console.log(`Shot-simulator benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; ${settings.connections} connections, ` +
        `pipelining ${settings.pipelining}, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per run; ` +
        `load average ${loadavg()[0].toFixed(1)}`);
    let hello;
    let platform;
    try {
        // Migrating and seeding a fresh PGlite can take over a minute on a busy 2-core machine.
        [hello, platform] = (await startTargets([targets.hello, platformTarget], { readyTimeoutMs: 180_000 }));
    }
    catch (err) {
        console.error(err instanceof Error ? err.message : err);
        return 1;
    }
    const database = String(platform.info.database ?? 'unknown');
    console.log(`targets up: hello-world on :${hello.port}, platform on :${platform.port} (database: ${database})\n`);
    const steps = [
        { key: 'baseline-1', label: 'hello-world (1)', target: hello, baseline: true },
        { key: 'simulate', label: 'POST /api/v1/shots/simulate', target: platform, baseline: false },
        { key: 'baseline-2', label: 'hello-world (2)', target: hello, baseline: true },
    ];
    const measured = [];
    try {
        for (const step of steps) {
            process.stdout.write(`measuring ${step.label} … `);
            const load = step.baseline
                ? { url: step.target.url('/') }
                : {
                    url: step.target.url('/api/v1/shots/simulate'),
                    method: 'POST',
                    headers,
                    body: bodies[0],
                    requests: bodies.map((body) => ({
                        method: 'POST',
                        path: '/api/v1/shots/simulate',
                        headers,
                        body,
                    })),
                    preflight: true,
                };
            // The warm-up runs on its own so the CPU reading covers the measured run only.
            if (settings.warmupSeconds > 0) {
                await measure({
                    ...load,
                    label: `${step.label} warm-up`,
                    ...settings,
                    durationSeconds: settings.warmupSeconds,
                    warmupSeconds: 0,
                });
            }
            const cpuBefore = cpuSeconds(step.target.pid);
            const m = await measure({ ...load, label: step.label, ...settings, warmupSeconds: 0, preflight: false });
            const cpuAfter = cpuSeconds(step.target.pid);
            const serverCpuSeconds = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
            const serverCpuMicrosPerRequest = serverCpuSeconds === null || m.requestsTotal === 0 ? null : (serverCpuSeconds / m.requestsTotal) * 1e6;
            console.log(m.ok
                ? `${fixed(m.requestsPerSecond, 0)} req/s, p99 ${fixed(m.latencyMs.p99, 0)} ms`
                : `FAILED (${m.failures.join('; ')})`);
            measured.push({ key: step.key, ...m, serverCpuSeconds, serverCpuMicrosPerRequest });
        }
    }
    finally {
        await stopAllTargets();
    }
    const { baseline, runs: baselineRuns, ratioOf, drift } = baselineOf(measured.filter((_, i) => steps[i].baseline));
    const rows = [
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world', 'server CPU µs/req', 'status'],
        ...measured.map((m) => [
            m.label,
            fixed(m.requestsPerSecond, 0),
            // autocannon records latency in whole milliseconds.
            fixed(m.latencyMs.p50, 0),
            fixed(m.latencyMs.p99, 0),
            percent(ratioOf(m)),
            fixed(m.serverCpuMicrosPerRequest, 0),
            m.ok ? 'ok' : 'FAILED',
        ]),
        ['hello-world baseline (mean)', fixed(baseline, 0), '', '', baseline ? '100.0%' : '—', '', ''],
    ];
    console.log(`\n${formatTable(rows, [1, 2, 3, 4, 5])}`);
    console.log(`baseline drift between its two runs: ${drift === null ? '—' : `${(drift * 100).toFixed(1)}%`}`);
    if (drift !== null && Math.abs(drift) > DRIFT_WARNING) {
        console.log(`warning: the baseline moved by more than ${DRIFT_WARNING * 100}% during the run: the machine was not quiet ` +
            `(other load, CPU throttling); treat these ratios as rough and run again on an idle machine.`);
    }
    const sim = measured.find((m) => m.key === 'simulate');
    console.log(sim.ok
        ? `simulate: ${fixed(sim.requestsPerSecond, 0)} req/s, ${percent(ratioOf(sim))} of hello-world; ` +
            `p99 ${fixed(sim.latencyMs.p99, 0)} ms (p50 ${fixed(sim.latencyMs.p50, 0)} ms) with ` +
            `${settings.connections} connections; ${fixed(sim.serverCpuMicrosPerRequest, 0)} µs of server CPU a request; ` +
            `load average ${loadavg()[0].toFixed(1)} on ${facts.cpuCount} CPUs`
        : `simulate: no figure (run failed)`);
    const path = writeResults('simulate', startedAt, {
        benchmark: 'simulate',
        timestamp: startedAt.toISOString(),
        ok: measured.every((m) => m.ok),
        environment: { ...facts, database: { engine: database, url: redactUrl(process.env.DATABASE_URL) } },
        settings,
        launches,
        loadAverage: loadavg(),
        measurements: measured,
        baseline: { requestsPerSecond: baseline, runs: baselineRuns, drift },
        ratio: ratioOf(sim),
    });
    console.log(`results written to ${path}`);
    return exitCodeFor(measured);
}
runBenchmark(main);
