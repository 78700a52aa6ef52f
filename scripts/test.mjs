// npm test: typecheck, lint and format, then every vitest project this machine can run.
// - PostgreSQL suite: runs when TEST_DATABASE_URL is set.
// - Browser suite: runs when Chromium is present (CHROMIUM_PATH, default /usr/bin/chromium).
// Under CI=true both are mandatory: a missing one fails the run instead of being skipped.
//
// Two lanes at a time where that fills a 2-core machine, one lane at a time leaving it half idle:
// the checks run as typecheck beside lint, format and the apps' build; the unit and API suites run two
// files at a time (vitest.config.ts). Then the browser suite, in BROWSER_SHARDS shards side by side
// (default 1), each with a server, data directory and Redis prefix of its own (e2e/global-setup.ts).
// The first shard's output is live; the others' are printed when they end.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * Runs one step to its end. Live, its output goes straight to this terminal; otherwise it is kept
 * and printed under the step's label when it ends, so two lanes never interleave their lines.
 */
function step(label, command, args, { env = {}, live = false } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    if (live) console.log(`\n▶ ${label}`);
    const child = spawn(command, args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.once('error', (error) => (output += `${error.message}\n`));
    child.once('close', (code) => {
      if (!live) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
      const ok = code === 0;
      console.log(ok ? `✔ ${label}: ${seconds(started)}` : `✖ ${label} failed after ${seconds(started)}`);
      resolve(ok);
    });
  });
}

/** Steps one after another; stops at the first that fails. */
async function lane(...steps) {
  for (const next of steps) if (!(await next())) return false;
  return true;
}

/** Every lane to its end (a failure in one does not cut the others short); exits when any failed. */
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

await inParallel(
  lane(() => step('typecheck', 'npm', ['run', 'typecheck', '--silent'])),
  lane(
    () => step('lint', 'npx', ['eslint', '.', '--max-warnings=0']),
    () => step('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']),
    // The browser suite runs the built apps (scripts/build-apps.mjs builds what changed).
    () =>
      hasChromium
        ? step('build', process.execPath, ['-e', "import('./scripts/build-apps.mjs').then((m) => m.buildApps())"])
        : true,
  ),
);

// TEST_E2E=0: the browser suite is the shards' below, whatever the caller's environment says.
await inParallel(
  lane(() =>
    step('vitest: unit and API suites', 'npx', vitest(resultsFiles[0]), { env: { TEST_E2E: '0' }, live: true }),
  ),
);
if (hasChromium)
  await inParallel(
    ...Array.from({ length: BROWSER_SHARDS }, (_, i) =>
      lane(() =>
        step(
          `vitest: browser suite, shard ${i + 1}/${BROWSER_SHARDS}`,
          'npx',
          vitest(
            browserReport(i + 1),
            '--project',
            'e2e',
            ...(BROWSER_SHARDS > 1 ? [`--shard=${i + 1}/${BROWSER_SHARDS}`] : []),
          ),
          { env: { TEST_E2E: '1', CHROMIUM_PATH: chromium }, live: i === 0 },
        ),
      ),
    ),
  );
printSummary();
