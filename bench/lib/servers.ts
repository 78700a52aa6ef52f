/**
 * Benchmark targets, each in its own child process so the load generator (in the parent) never
 * shares an event loop with the server it measures.
 *
 * A target is an entry script run as `node <server flags> --import tsx <entry>` (apps/server/node-flags.mjs). It listens on a free port and
 * prints `READY <port>` (optionally followed by a JSON object of facts, such as the database
 * engine) on stdout; lib/child.ts has the helpers. Add a target by adding an entry to `targets`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@golf/server/node-flags.mjs';

export interface TargetDefinition {
  /** Short name, used in logs. */
  name: string;
  description: string;
  /** Absolute path of the entry script. */
  entry: string;
  /** Extra environment for the child, on top of the parent's. */
  env?: () => Record<string, string | undefined>;
  /** Give the child a fresh temporary directory as BENCH_DATA_DIR, removed when it stops. */
  tempDir?: boolean;
}

const benchDir = fileURLToPath(new URL('..', import.meta.url));
const entry = (file: string) => fileURLToPath(new URL(`../targets/${file}`, import.meta.url));

/** The known targets. */
export const targets = {
  hello: {
    name: 'hello',
    description: 'bare Fastify 5 hello-world (baseline)',
    entry: entry('hello.ts'),
  },
  wsBroadcast: {
    name: 'ws-broadcast',
    description: 'bare ws server broadcasting to every connection (real-time baseline)',
    entry: entry('ws-broadcast.ts'),
  },
  platform: {
    name: 'platform',
    description: 'the API server (startServer: migrated, seeded database; production config)',
    entry: entry('platform.ts'),
    tempDir: true,
    // Passed through explicitly: the server reads its configuration from this env, nothing else.
    env: () => ({ DATABASE_URL: process.env.DATABASE_URL }),
  },
} satisfies Record<string, TargetDefinition>;

export type TargetName = keyof typeof targets;

export interface RunningTarget {
  name: string;
  port: number;
  pid: number;
  /** What the target announced after READY, e.g. `{ database: 'pglite' }`. */
  info: Record<string, unknown>;
  /** `http://127.0.0.1:<port><path>` */
  url(path?: string): string;
  /** SIGTERM, then SIGKILL if it has not exited in time; removes its temporary directory. Idempotent. */
  stop(): Promise<void>;
}

export interface StartOptions {
  /** How long to wait for `READY`. Default 60 s. */
  readyTimeoutMs?: number;
  /** Echo the child's output after READY to stderr, prefixed with its name. Default true. */
  forwardOutput?: boolean;
}

export class TargetStartError extends Error {
  constructor(target: string, reason: string, output: string[]) {
    const tail = output.length ? `\n--- last output of ${target} ---\n${output.join('\n')}` : '';
    super(`target "${target}" did not start: ${reason}${tail}`);
    this.name = 'TargetStartError';
  }
}

const STOP_GRACE_MS = 10_000;
const KILL_WAIT_MS = 3_000;
const OUTPUT_TAIL_LINES = 40;

/** Every child not yet stopped, so a signal or an early exit of the parent can end them. */
const live = new Set<{ child: ChildProcess; stop: () => Promise<void> }>();
let handlersInstalled = false;

function installParentHandlers(): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      process.stderr.write(`\n${signal}: stopping benchmark targets\n`);
      void stopAllTargets().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    });
  }
  // Last resort (uncaught error, process.exit elsewhere): no graceful stop is possible here.
  process.once('exit', () => {
    for (const { child } of live) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
}

/** Stops every running target (bounded: each stop gives up after its grace and kill waits). */
export async function stopAllTargets(): Promise<void> {
  await Promise.allSettled([...live].map((entry) => entry.stop()));
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, ms);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/** Starts one target and resolves once it has printed `READY <port>`. */
export async function startTarget(def: TargetDefinition, options: StartOptions = {}): Promise<RunningTarget> {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const forwardOutput = options.forwardOutput ?? true;
  installParentHandlers();

  const dataDir = def.tempDir ? mkdtempSync(join(tmpdir(), `golf-bench-${def.name}-`)) : undefined;
  const env: NodeJS.ProcessEnv = { ...process.env, ...def.env?.() };
  if (dataDir) env.BENCH_DATA_DIR = dataDir;
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete env[key];

  const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', def.entry], {
    cwd: benchDir,
    env,
    // stdin stays open as a lifeline: the child shuts down when it closes (see lib/child.ts).
    stdio: ['pipe', 'pipe', 'pipe'],
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_GRACE_MS))) {
          process.stderr.write(`target "${def.name}" ignored SIGTERM for ${STOP_GRACE_MS} ms: killing it\n`);
          child.kill('SIGKILL');
          await waitForExit(child, KILL_WAIT_MS);
        }
      }
      child.stdin?.destroy();
      live.delete(entryInLive);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    })());
  const entryInLive = { child, stop };
  live.add(entryInLive);

  const output: string[] = [];
  const remember = (line: string) => {
    output.push(line);
    if (output.length > OUTPUT_TAIL_LINES) output.shift();
  };
  let ready = false;
  const forward = (line: string) => {
    if (ready && forwardOutput) process.stderr.write(`[${def.name}] ${line}\n`);
  };
  child.stdin?.on('error', () => {}); // EPIPE once the child has exited
  createInterface({ input: child.stderr! }).on('line', (line) => {
    remember(line);
    forward(line);
  });
  const stdout = createInterface({ input: child.stdout! });

  try {
    const { port, info } = await new Promise<{ port: number; info: Record<string, unknown> }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new TargetStartError(def.name, `no READY line within ${readyTimeoutMs} ms`, output)),
        readyTimeoutMs,
      );
      const fail = (reason: string) => {
        clearTimeout(timer);
        reject(new TargetStartError(def.name, reason, output));
      };
      child.once('error', (err) => fail(`could not spawn: ${err.message}`));
      // 'close' rather than 'exit': by then its last output lines have been read.
      child.once('close', (code, signal) => {
        if (!ready) fail(`exited before READY (code ${code}, signal ${signal})`);
      });
      stdout.on('line', (line) => {
        const match = !ready && /^READY (\d+)(?: (.*))?$/.exec(line);
        if (!match) {
          remember(line);
          forward(line);
          return;
        }
        let info: Record<string, unknown> = {};
        try {
          if (match[2]) info = JSON.parse(match[2]) as Record<string, unknown>;
        } catch {
          return fail(`unreadable READY line: ${line}`);
        }
        ready = true;
        clearTimeout(timer);
        resolve({ port: Number(match[1]), info });
      });
    });
    child.once('exit', (code, signal) => {
      if (!stopping)
        process.stderr.write(`target "${def.name}" exited unexpectedly (code ${code}, signal ${signal})\n`);
    });
    return {
      name: def.name,
      port,
      pid: child.pid!,
      info,
      url: (path = '/') => `http://127.0.0.1:${port}${path}`,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * Starts several targets side by side. If any fails, the others are stopped and the first error
 * is thrown.
 */
export async function startTargets(defs: TargetDefinition[], options?: StartOptions): Promise<RunningTarget[]> {
  const settled = await Promise.allSettled(defs.map((def) => startTarget(def, options)));
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failure) {
    await Promise.allSettled(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
    throw failure.reason;
  }
  return settled.map((s) => (s as PromiseFulfilledResult<RunningTarget>).value);
}
