// npm test: typecheck, lint, then every vitest project this machine can run.
// - PostgreSQL suite: runs when TEST_DATABASE_URL is set.
// - Browser suite: runs when Chromium is present (CHROMIUM_PATH, default /usr/bin/chromium).
// Under CI=true both are mandatory: a missing one fails the run instead of being skipped.
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildApps } from './build-apps.mjs';

const ci = ['true', '1'].includes(String(process.env.CI).toLowerCase());
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(chromium);
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

const run = (label, command, args, env = {}, after = () => {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  after();
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

// One plain closing line ("tests: N passed, N failed, N skipped") that any CI can read.
const resultsFile = 'test-results/vitest.json';
const printSummary = () => {
  if (!existsSync(resultsFile)) return;
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  const skipped = results.numPendingTests + results.numTodoTests;
  console.log(`\ntests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped`);
};

const missing = [];
if (!hasPostgres)
  missing.push('PostgreSQL suite: TEST_DATABASE_URL is not set (e.g. postgres://postgres@127.0.0.1:5432/test)');
if (!hasChromium) missing.push(`browser suite: ${chromium} not found (apt-get install -y chromium)`);
if (ci && missing.length) {
  console.error(`CI=true requires every suite:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}
for (const m of missing) console.log(`Skipping the ${m}.`);

run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
run('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
if (hasChromium) buildApps();
run(
  'vitest',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`],
  hasChromium ? { TEST_E2E: '1', CHROMIUM_PATH: chromium } : {},
  printSummary,
);
