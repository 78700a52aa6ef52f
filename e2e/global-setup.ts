import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export interface DemoAccount {
  email: string;
  password: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The seeded demo accounts, with the passwords the server printed at its first start. */
    demoAccounts: { administrator: DemoAccount; player: DemoAccount };
  }
}

const repoRoot = join(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Runs a TypeScript file with tsx and fails with its output when it does not exit with 0. */
function runScript(file: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file, ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} failed (${code}):\n${output}`))));
  });
}

/**
 * The banner the server prints when it creates the demo accounts (server.ts formatDemoAccounts):
 * "  administrator admin@golf.localhost     password: <generated>".
 */
function parseDemoAccounts(output: string): Partial<Record<'administrator' | 'player', DemoAccount>> {
  const found: Partial<Record<'administrator' | 'player', DemoAccount>> = {};
  for (const match of output.matchAll(/^\s*(administrator|player)\s+(\S+@\S+)\s+password:\s*(\S+)\s*$/gm)) {
    found[match[1] as 'administrator' | 'player'] = { email: match[2]!, password: match[3]! };
  }
  return found;
}

/**
 * Starts the real server as `npm start` would (built apps, embedded PGlite, demo data) on a free
 * port and a throw-away data directory, and stops it afterwards. Before that, the staff role
 * fixture goes into the empty database (fixtures/seed-staff-role.ts says why).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'golf-e2e-'));
  await runScript(join(import.meta.dirname, 'fixtures', 'seed-staff-role.ts'), [dataDir]);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'start'], {
    cwd: join(repoRoot, 'apps', 'server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Any free port: a developer's own `npm start` may hold the default 921.
      LAUNCH_MONITOR_PORT: '0',
      // Keys and channels of its own when REDIS_URL is set: the browser suite's shards run side by side
      // (scripts/test.mjs), each with its own server and database, and must not hear each other's events.
      REDIS_PREFIX: `e2e-${randomBytes(6).toString('hex')}:`,
      // Every browser test signs in from 127.0.0.1, so the suite passes the provider's per-address limit
      // (30 sign-ins a minute) as it grows. The per-account throttle stays on; the API tests cover the limit.
      AUTH_RATE_LIMIT: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      throw new Error(`server not ready within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const { administrator, player } = parseDemoAccounts(output);
  if (!administrator || !player) {
    server.kill('SIGKILL');
    throw new Error(`the server did not print the demo accounts' passwords:\n${output}`);
  }
  project.provide('baseUrl', baseUrl);
  project.provide('demoAccounts', { administrator, player });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(undefined) : server.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
