/**
 * HTTP benchmark: the API server against a bare Fastify hello-world, same machine, same run.
 *
 * Order: baseline, /healthz, enums (plain and gzip), the baseline server sending a body of the enums reply's size,
 * /users/me with a bearer token, baseline again. The baseline is the mean of its two runs; the gap between them shows
 * drift. Each measured run also reads the target's CPU time and the local
 * PostgreSQL server's from /proc, so each row says what a request cost, whatever else the machine was doing. Exit code 0 whatever the figures (this is a
 * measurement, not a test); 1 only if a target did not start or a run had errors.
 */
import { measure, loadSettingsFromEnv, type Measurement } from './lib/measure';
import { baselineOf } from './lib/baseline';
import { exitCodeFor, runBenchmark } from './lib/entry';
import { postgresServerCpuMs, postgresServerCpuMsSince } from './lib/postgres-cpu';
import { cpuSeconds } from './lib/process-cpu';
import { environmentFacts, fixed, formatTable, percent, redactUrl, writeResults } from './lib/report';
import { startTargets, stopAllTargets, targets, type RunningTarget } from './lib/servers';

/** The issues' targets (issue 37): the share of hello-world's req/s each endpoint must reach. */
const TARGET_RATIOS: Record<string, number> = { healthz: 0.8, enums: 0.7, 'users-me': 0.55 };
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

interface CpuPerRequest {
  /** CPU the target process used per response during the measured run (all its threads), in µs. */
  serverCpuMicrosPerRequest: number | null;
  /** CPU the local PostgreSQL server's processes used per response meanwhile, in µs (null when not local). */
  postgresCpuMicrosPerRequest: number | null;
}

function cpuPerRequest(
  m: Measurement,
  serverAfter: number | null,
  serverBefore: number | null,
  postgresMs: number | null,
): CpuPerRequest {
  const per = (seconds: number | null) =>
    seconds === null || m.requestsTotal === 0 ? null : (seconds / m.requestsTotal) * 1e6;
  return {
    serverCpuMicrosPerRequest: per(serverAfter === null || serverBefore === null ? null : serverAfter - serverBefore),
    postgresCpuMicrosPerRequest: per(postgresMs === null ? null : postgresMs / 1000),
  };
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

  // The enumerations reply is 11 KB against hello-world's 17 bytes: the bare server sending that many bytes shows
  // what the size alone costs, and so how much of the gap the platform's own pipeline leaves.
  const enumsBytes = (
    await (
      await fetch(platform.url('/api/v1/protocol/enums/en'), { headers: { 'accept-encoding': 'identity' } })
    ).arrayBuffer()
  ).byteLength;

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
      key: 'sized-enums',
      label: `hello-world, ${enumsBytes} B body`,
      target: hello,
      path: `/sized/${enumsBytes}`,
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

  const measured: (Measurement & CpuPerRequest & { key: string; target: string })[] = [];
  try {
    for (const step of steps) {
      process.stdout.write(`measuring ${step.label} … `);
      const load = { url: step.target.url(step.path), headers: step.headers };
      // The warm-up runs on its own so the CPU readings cover the measured run only.
      const warmup =
        settings.warmupSeconds > 0
          ? await measure({
              ...load,
              label: `${step.label} warm-up`,
              ...settings,
              durationSeconds: settings.warmupSeconds,
              warmupSeconds: 0,
            })
          : undefined;
      const serverBefore = cpuSeconds(step.target.pid);
      const postgresBefore = postgresServerCpuMs();
      const run = await measure({ ...load, label: step.label, ...settings, warmupSeconds: 0, preflight: !warmup });
      const cpu = cpuPerRequest(
        run,
        cpuSeconds(step.target.pid),
        serverBefore,
        postgresServerCpuMsSince(postgresBefore),
      );
      // A failed warm-up (or preflight) fails the step, as measure() does when it runs both.
      const m = warmup && !warmup.ok ? { ...run, ok: false, failures: [...warmup.failures, ...run.failures] } : run;
      console.log(m.ok ? `${fixed(m.requestsPerSecond, 0)} req/s` : `FAILED (${m.failures.join('; ')})`);
      measured.push({ key: step.key, target: step.target.name, ...m, ...cpu });
    }
  } finally {
    await stopAllTargets();
  }

  const { baseline, runs: baselineRuns, ratioOf, drift } = baselineOf(measured.filter((_, i) => steps[i]!.baseline));

  const rows = [
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello-world', 'server CPU µs/req', 'PostgreSQL CPU µs/req', 'status'],
    ...measured.map((m) => [
      m.label,
      fixed(m.requestsPerSecond, 0),
      // autocannon records latency in whole milliseconds.
      fixed(m.latencyMs.p50, 0),
      fixed(m.latencyMs.p99, 0),
      percent(ratioOf(m)),
      fixed(m.serverCpuMicrosPerRequest, 1),
      fixed(m.postgresCpuMicrosPerRequest, 1),
      m.ok ? 'ok' : 'FAILED',
    ]),
    ['hello-world baseline (mean)', fixed(baseline, 0), '', '', baseline ? '100.0%' : '—', '', '', ''],
  ];
  console.log(`\n${formatTable(rows, [1, 2, 3, 4, 5, 6])}`);
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
        ? `${key}: no figure (${m.ok ? 'no valid baseline' : 'run failed'}) (target ≥ ${Math.round(required * 100)}%)`
        : `${key}: ${percent(ratio)} of hello-world (target ≥ ${Math.round(required * 100)}%) ${verdict}`,
    );
    return { key, ratio, required, verdict };
  });
  const sized = measured.find((m) => m.key === 'sized-enums')!;
  const enums = measured.find((m) => m.key === 'enums')!;
  if (sized.ok && enums.ok)
    console.log(
      `enums against the bare server sending as many bytes: ${percent(enums.requestsPerSecond / sized.requestsPerSecond)}` +
        ` (information: the share its size alone leaves is ${percent(ratioOf(sized))} of hello-world)`,
    );
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
