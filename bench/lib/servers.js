/**
 * Benchmark targets, each in its own child process so the load generator (in the parent) never
 * shares an event loop with the server it measures.
 *
 * A target is an entry script run as `node <server flags> --import tsx <entry>` (apps/server/node-flags.mjs). It listens on a free port and
 * prints `READY <port>` (optionally followed by a JSON object of facts, such as the database
 * engine) on stdout; lib/child.ts has the helpers. Add a target by adding an entry to `targets`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '@golf/server/node-flags.mjs';
const benchDir = fileURLToPath(new URL('..', import.meta.url));
const entry = (file) => fileURLToPath(new URL(`../targets/${file}`, import.meta.url));
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
};
export class TargetStartError extends Error {
    constructor(target, reason, output) {
        const tail = output.length ? `\n--- last output of ${target} ---\n${output.join('\n')}` : '';
        super(`target "${target}" did not start: ${reason}${tail}`);
        this.name = 'TargetStartError';
    }
}
const STOP_GRACE_MS = 10_000;
const KILL_WAIT_MS = 3_000;
const OUTPUT_TAIL_LINES = 40;
/** Every child not yet stopped, so a signal or an early exit of the parent can end them. */
const live = new Set();
let handlersInstalled = false;
function installParentHandlers() {
    if (handlersInstalled)
        return;
    handlersInstalled = true;
    for (const signal of ['SIGINT', 'SIGTERM']) {
        process.once(signal, () => {
            process.stderr.write(`\n${signal}: stopping benchmark targets\n`);
            void stopAllTargets().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
        });
    }
    // Last resort (uncaught error, process.exit elsewhere): no graceful stop is possible here.
    process.once('exit', () => {
        for (const { child } of live)
            if (child.exitCode === null && child.signalCode === null)
                child.kill('SIGKILL');
    });
}
/** Stops every running target (bounded: each stop gives up after its grace and kill waits). */
export async function stopAllTargets() {
    await Promise.allSettled([...live].map((entry) => entry.stop()));
}
function waitForExit(child, ms) {
    if (child.exitCode !== null || child.signalCode !== null)
        return Promise.resolve(true);
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
export async function startTarget(def, options = {}) {
    const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
    const forwardOutput = options.forwardOutput ?? true;
    installParentHandlers();
    const dataDir = def.tempDir ? mkdtempSync(join(tmpdir(), `golf-bench-${def.name}-`)) : undefined;
    const env = { ...process.env, ...def.env?.() };
    if (dataDir)
        env.BENCH_DATA_DIR = dataDir;
    for (const [key, value] of Object.entries(env))
        if (value === undefined)
            delete env[key];
    const child = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', def.entry], {
        cwd: benchDir,
        env,
        // stdin stays open as a lifeline: the child shuts down when it closes (see lib/child.ts).
        stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stopping;
    const stop = () => (stopping ??= (async () => {
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
        if (dataDir)
            rmSync(dataDir, { recursive: true, force: true });
    })());
    const entryInLive = { child, stop };
    live.add(entryInLive);
    const output = [];
    const remember = (line) => {
        output.push(line);
        if (output.length > OUTPUT_TAIL_LINES)
            output.shift();
    };
    let ready = false;
    const forward = (line) => {
        if (ready && forwardOutput)
            process.stderr.write(`[${def.name}] ${line}\n`);
    };
    child.stdin?.on('error', () => { }); // EPIPE once the child has exited
    createInterface({ input: child.stderr }).on('line', (line) => {
        remember(line);
        forward(line);
    });
    const stdout = createInterface({ input: child.stdout });
    try {
        const { port, info } = await new Promise((resolve, reject) => {
            const timer = setTimeout(() => reject(new TargetStartError(def.name, `no READY line within ${readyTimeoutMs} ms`, output)), readyTimeoutMs);
            const fail = (reason) => {
                clearTimeout(timer);
                reject(new TargetStartError(def.name, reason, output));
            };
            child.once('error', (err) => fail(`could not spawn: ${err.message}`));
            // 'close' rather than 'exit': by then its last output lines have been read.
            child.once('close', (code, signal) => {
                if (!ready)
                    fail(`exited before READY (code ${code}, signal ${signal})`);
            });
            stdout.on('line', (line) => {
                const match = !ready && /^READY (\d+)(?: (.*))?$/.exec(line);
                if (!match) {
                    remember(line);
                    forward(line);
                    return;
                }
                let info = {};
                try {
                    if (match[2])
                        info = JSON.parse(match[2]);
                }
                catch {
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
            pid: child.pid,
            info,
            url: (path = '/') => `http://127.0.0.1:${port}${path}`,
            stop,
        };
    }
    catch (err) {
        await stop();
        throw err;
    }
}
/**
 * Starts several targets side by side. If any fails, the others are stopped and the first error
 * is thrown.
 */
export async function startTargets(defs, options) {
    const settled = await Promise.allSettled(defs.map((def) => startTarget(def, options)));
    const failure = settled.find((s) => s.status === 'rejected');
    if (failure) {
        await Promise.allSettled(settled.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)));
        throw failure.reason;
    }
    return settled.map((s) => s.value);
}
