// npm test: typecheck, lint and format, then every vitest project this machine can run.
// - PostgreSQL suite: runs when TEST_DATABASE_URL is set.
// - Browser suite: runs when Chromium is present (CHROMIUM_PATH, default /usr/bin/chromium).
// Under CI=true both are mandatory: a missing one fails the run instead of being skipped.
//
// Two lanes side by side, because the browser suite leaves a third of a 2-core machine idle (its waits
// on Chromium and the server) and everything else keeps both cores busy:
// - the apps' build, then the browser suite in BROWSER_SHARDS shards (default 1), each with a server,
//   data directory and Redis prefix of its own (e2e/global-setup.ts), output live;
// - at the lowest CPU priority, so that the browser suite's timing is left alone: typecheck, lint,
//   format, then the unit and API suites (two files at a time, vitest.config.ts) once the build is there
//   (the first-load budgets read it). Each step's output is printed when it ends.
// The first step to fail stops the other lane.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';

const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

const running = new Set();
let stopping = false;
/** After a failure: the other lane's steps are stopped (with their process groups) and none starts. */
function stopEverything() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}
// The steps are process groups of their own, which the terminal's Ctrl-C does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopEverything();
    process.exit(128 + constants.signals[signal]);
  });
}
// `nice` (POSIX) lowers the background lane's priority; without it, the lane runs at the normal one.
const niceAvailable = process.platform !== 'win32' && ['/usr/bin/nice', '/bin/nice'].some((path) => existsSync(path));

/**
 * Runs one step to its end. Live, its output goes straight to this terminal; otherwise it is kept
 * and printed under the step's label when it ends, so two lanes never interleave their lines.
 */
function step(label, command, args, { env = {}, live = false, background = false } = {}) {
  if (stopping) return Promise.resolve(false);
  return new Promise((resolve) => {
    const started = performance.now();
    if (live) console.log(`\n▶ ${label}`);
    const [file, argv] = background && niceAvailable ? ['nice', ['-n', '19', command, ...args]] : [command, args];
    const child = spawn(file, argv, {
      // No stdin: a process outside the terminal's foreground group that reads it would be stopped.
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
      env: { ...process.env, ...env },
      // Its own process group, so that stopping it stops vitest's workers, the server and Chromium too.
      detached: true,
    });
    running.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += `${error.message}\n`));
    child.once('close', (code) => {
      running.delete(child);
      if (!live) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      const ok = code === 0;
      if (ok) console.log(`✔ ${label}: ${seconds(started)}`);
      else if (stopping) console.log(`✖ ${label} stopped after ${seconds(started)}: the other lane failed`);
      else {
        console.log(`✖ ${label} failed after ${seconds(started)}`);
        stopEverything();
      }
      resolve(ok);
    });
  });
}

/** Steps one after another; stops at the first that fails. */
async function lane(...steps) {
  for (const next of steps) if (!(await next())) return false;
  return true;
}

/** Every lane to its end (a failing step stops the others: `stopEverything`); exits when any failed. */
async function inParallel(...lanes) {
  const results = await Promise.all(lanes);
  if (results.includes(false)) {
    printSummary();
    process.exit(1);
  }
}

// One plain closing line ("tests: N passed, N failed, N skipped") that any CI can read, over every run's report.
// One shard for now: two side by side made a timing-sensitive browser test flaky on a busy 2-core machine
// (the run is then a few minutes longer). Raise it where there are more cores.
const BROWSER_SHARDS = Math.max(1, Number.parseInt(process.env.BROWSER_SHARDS ?? '1', 10) || 1);
const browserReport = (shard) => `test-results/vitest-e2e-${shard}.json`;
const resultsFiles = [
  'test-results/vitest.json',
  ...Array.from({ length: BROWSER_SHARDS }, (_, i) => browserReport(i + 1)),
];
function printSummary() {
  const reports = resultsFiles.filter(existsSync).map((file) => JSON.parse(readFileSync(file, 'utf8')));
  if (!reports.length) return;
  const sum = (field) => reports.reduce((total, report) => total + report[field], 0);
  const skipped = sum('numPendingTests') + sum('numTodoTests');
  console.log(`\ntests: ${sum('numPassedTests')} passed, ${sum('numFailedTests')} failed, ${skipped} skipped`);
}

const missing = [];
if (!hasPostgres)
  missing.push('PostgreSQL suite: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
if (!hasChromium) missing.push(`browser suite: ${chromium} not found (apt-get install -y chromium)`);
if (ci && missing.length) {
  console.error(`CI=true requires every suite:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
for (const m of missing) console.log(`Skipping the ${m}.`);

mkdirSync('test-results', { recursive: true });
for (const file of resultsFiles) if (existsSync(file)) rmSync(file);
const vitest = (resultsFile, ...args) => [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
  ...args,
];

// The browser suite runs the built apps (scripts/build-apps.mjs builds what changed).
const build = hasChromium
  ? step('build', process.execPath, ['-e', "import('./scripts/build-apps.mjs').then((m) => m.buildApps())"])
  : Promise.resolve(true);

const browserSuite = (shard) =>
  step(
    `vitest: browser suite, shard ${shard}/${BROWSER_SHARDS}`,
    'npx',
    vitest(
      browserReport(shard),
      '--project',
      'e2e',
      ...(BROWSER_SHARDS > 1 ? [`--shard=${shard}/${BROWSER_SHARDS}`] : []),
    ),
    { env: { TEST_E2E: '1', CHROMIUM_PATH: chromium }, live: shard === 1 },
  );

// Without the browser suite, the other lane has the machine to itself: normal priority, output live.
const background = { background: hasChromium, live: !hasChromium };
// TEST_E2E=0: the browser suite is the lane's below, whatever the caller's environment says.
await inParallel(
  lane(
    () => build,
    async () =>
      !hasChromium ||
      (await Promise.all(Array.from({ length: BROWSER_SHARDS }, (_, i) => browserSuite(i + 1)))).every(Boolean),
  ),
  lane(
    () => step('typecheck', 'npm', ['run', 'typecheck', '--silent'], background),
    () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0'], background),
    () => step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], background),
    () => build,
    () =>
      step('vitest: unit and API suites', 'npx', vitest(resultsFiles[0]), {
        // Starved beside the browser suite, a test may take ten times its time alone: its bound grows with it.
        env: { TEST_E2E: '0', TEST_TIMEOUT_SCALE: hasChromium ? '4' : '1' },
        ...background,
      }),
  ),
);
printSummary();
