/**
 * HTTP benchmark: the API server against a bare Fastify hello-world, same machine, same run.
 *
 * Order: baseline, /healthz, enums (plain and gzip), /users/me with a bearer token, baseline again. The baseline is the mean
 * of its two runs; the gap between them shows drift. Exit code 0 whatever the figures (this is a
 * measurement, not a test); 1 only if a target did not start or a run had errors.
 */
import { measure, loadSettingsFromEnv, type Measurement } from './lib/measure';
import { baselineOf } from './lib/baseline';
import { exitCodeFor, runBenchmark } from './lib/entry';
import { environmentFacts, fixed, formatTable, percent, redactUrl, writeResults } from './lib/report';
import { startTargets, stopAllTargets, targets, type RunningTarget } from './lib/servers';

/** The issues' targets: the share of hello-world's req/s each endpoint must reach. */
const TARGET_RATIOS: Record<string, number> = { enums: 0.6, 'users-me': 0.4 };
/** Above this gap between the two baseline runs, the report warns that the machine was busy. */
const DRIFT_WARNING = 0.1;

interface Step {
  key: string;
  label: string;
  target: RunningTarget;
  path: string;
  headers?: Record<string, string>;
  baseline?: boolean;
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const settings = loadSettingsFromEnv();
  const facts = environmentFacts();
  console.log(
    `HTTP benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; ${settings.connections} connections, ` +
      `pipelining ${settings.pipelining}, ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s per run`,
  );

  let hello: RunningTarget;
  let platform: RunningTarget;
  try {
    [hello, platform] = (await startTargets([targets.hello, targets.platform])) as [RunningTarget, RunningTarget];
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
  const database = String(platform.info.database ?? 'unknown');
  console.log(`targets up: hello-world on :${hello.port}, platform on :${platform.port} (database: ${database})\n`);

  const steps: Step[] = [
    { key: 'baseline-1', label: 'hello-world (1)', target: hello, path: '/', baseline: true },
    { key: 'healthz', label: 'GET /healthz', target: platform, path: '/healthz' },
    { key: 'enums', label: 'GET /api/v1/protocol/enums/en', target: platform, path: '/api/v1/protocol/enums/en' },
    // What browsers send: the reply is the precompressed gzip body (informational; the target uses the plain one).
    {
      key: 'enums-gzip',
      label: 'GET …/enums/en (gzip)',
      target: platform,
      path: '/api/v1/protocol/enums/en',
      headers: { 'accept-encoding': 'gzip, deflate, br;q=0' },
    },
    {
      key: 'users-me',
      label: 'GET /api/v1/users/me (bearer)',
      target: platform,
      path: '/api/v1/users/me',
      headers: { authorization: `Bearer ${String(platform.info.bearerToken)}` },
    },
    { key: 'baseline-2', label: 'hello-world (2)', target: hello, path: '/', baseline: true },
  ];

  const measured: (Measurement & { key: string; target: string })[] = [];
  try {
    for (const step of steps) {
      process.stdout.write(`measuring ${step.label} … `);
      const m = await measure({
        label: step.label,
        url: step.target.url(step.path),
        headers: step.headers,
        ...settings,
      });
      console.log(m.ok ? `${fixed(m.requestsPerSecond, 0)} req/s` : `FAILED (${m.failures.join('; ')})`);
      measured.push({ key: step.key, target: step.target.name, ...m });
    }
  } finally {
    await stopAllTargets();
  }

  const { baseline, runs: baselineRuns, ratioOf, drift } = baselineOf(measured.filter((_, i) => steps[i]!.baseline));

  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world', 'status'],
    ...measured.map((m) => [
      m.label,
      fixed(m.requestsPerSecond, 0),
      // autocannon records latency in whole milliseconds.
      fixed(m.latencyMs.p50, 0),
      fixed(m.latencyMs.p99, 0),
      percent(ratioOf(m)),
      m.ok ? 'ok' : 'FAILED',
    ]),
    ['hello-world baseline (mean)', fixed(baseline, 0), '', '', baseline ? '100.0%' : '—', ''],
  ];
  console.log(`\n${formatTable(rows, [1, 2, 3, 4])}`);
  console.log(`baseline drift between its two runs: ${drift === null ? '—' : `${(drift * 100).toFixed(1)}%`}`);
  if (drift !== null && Math.abs(drift) > DRIFT_WARNING) {
    console.log(
      `warning: the baseline moved by more than ${DRIFT_WARNING * 100}% during the run: the machine was not quiet ` +
        `(other load, CPU throttling); treat these ratios as rough and run again on an idle machine.`,
    );
  }

  const verdicts = Object.entries(TARGET_RATIOS).map(([key, required]) => {
    const m = measured.find((item) => item.key === key)!;
    const ratio = ratioOf(m);
    const verdict = ratio === null ? null : ratio >= required ? 'PASS' : 'BELOW TARGET';
    console.log(
      ratio === null
        ? `${key}: no figure (${m.ok ? 'no valid baseline' : 'run failed'}) (target ≥ ${required * 100}%)`
        : `${key}: ${percent(ratio)} of hello-world (target ≥ ${required * 100}%) ${verdict}`,
    );
    return { key, ratio, required, verdict };
  });
  if (database !== 'postgres') console.log('(the users-me target is stated for PostgreSQL: set DATABASE_URL)');

  const path = writeResults('http', startedAt, {
    benchmark: 'http',
    timestamp: startedAt.toISOString(),
    ok: measured.every((m) => m.ok),
    environment: { ...facts, database: { engine: database, url: redactUrl(process.env.DATABASE_URL) } },
    settings,
    measurements: measured,
    baseline: { requestsPerSecond: baseline, runs: baselineRuns, drift },
    ratios: Object.fromEntries(measured.filter((_, i) => !steps[i]!.baseline).map((m) => [m.key, ratioOf(m)])),
    targets: verdicts,
  });
  console.log(`results written to ${path}`);

  return exitCodeFor(measured);
}

runBenchmark(main);
