// Builds the player app and the back-office with Vite when their build is missing or stale.
// Stale means: the content hash of their inputs differs from the hash stored with the build.
// Content, not mtimes, so a fresh clone with an old dist/ is handled right.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const sharedInputs = [
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/golf/src',
  'packages/golf/package.json',
  'package-lock.json',
  'scripts/build-apps.mjs',
  'scripts/vite-precompress.mjs',
  'scripts/vite-catalogue-split.mjs',
];
const apps = [
  { name: 'web', dir: 'apps/web' },
  { name: 'backoffice', dir: 'apps/backoffice' },
];

function listFiles(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && entry.name !== 'dist' && !entry.name.endsWith('.test.ts'))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function inputHash(app) {
  const hash = createHash('sha256');
  const inputs = [
    `${app.dir}/src`,
    `${app.dir}/index.html`,
    `${app.dir}/vite.config.ts`,
    `${app.dir}/package.json`,
    `${app.dir}/public`,
    ...sharedInputs,
  ];
  for (const file of inputs.flatMap(listFiles).sort()) {
    hash.update(relative(root, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function buildApps({ force = false } = {}) {
  for (const app of apps) {
    const stampFile = join(root, app.dir, 'dist', '.build-hash');
    const hash = inputHash(app);
    const current = existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === hash;
    if (current && !force && existsSync(join(root, app.dir, 'dist', 'index.html'))) continue;
    console.log(`Building ${app.name} (${app.dir})...`);
    const started = Date.now();
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: join(root, app.dir),
      stdio: 'inherit',
      // A production build whoever calls (vitest sets NODE_ENV=test, which would bundle React's development build).
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) throw new Error(`Building ${app.name} failed`);
    writeFileSync(stampFile, `${hash}\n`);
    console.log(`Built ${app.name} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildApps({ force: process.argv.includes('--force') });
