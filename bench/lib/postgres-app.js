/**
 * What the PostgreSQL benchmarks (purchases, strokes) share: a fresh database next to DATABASE_URL,
 * the app built on it beside a raw `pg` pool on the same database, signed-in bench users, and a
 * closed-loop driver that counts calls and their latency.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import inspector from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '@golf/server/src/app';
import { loadConfig } from '@golf/server/src/config/config';
import { openPostgres } from '@golf/server/src/db/client';
import { runMigrations } from '@golf/server/src/db/migrate';
import { sessions, users } from '@golf/server/src/db/schema';
import { seedDemoData } from '@golf/server/src/db/seed';
import { signSessionToken } from '@golf/server/src/modules/auth/sessions';
import { dispatch } from './dispatch';
import { countCollections } from './collections';
import { postgresServerCpuMs, postgresServerCpuMsSince } from './postgres-cpu';
import { environmentFacts, fixed, formatTable, redactUrl } from './report';
import { ensureServerNodeFlags } from './server-flags';
/** BENCH_DURATION (s), BENCH_CONCURRENCY and DATABASE_POOL_SIZE, with each benchmark's defaults. */
export function benchSettings(defaults) {
    return {
        durationMs: Number(process.env.BENCH_DURATION ?? 10) * 1000,
        concurrency: Number(process.env.BENCH_CONCURRENCY ?? defaults.concurrency),
        poolSize: Number(process.env.DATABASE_POOL_SIZE ?? defaults.poolSize),
    };
}
/** DATABASE_URL, which must name a PostgreSQL server; exits with a message otherwise. */
export function requirePostgresUrl() {
    const url = process.env.DATABASE_URL;
    if (!url || !/^postgres(ql)?:\/\//.test(url)) {
        console.error('DATABASE_URL=postgres://… is required (a fresh database is created on that server)');
        process.exit(1);
    }
    return url;
}
/** The q-quantile of sorted values (null when there are none). */
export const quantile = (sorted, q) => sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : null;
/** Runs `worker(i)` in `concurrency` loops for `ms`; counts successes, failures and each call's latency. */
export function drive(worker, ms, concurrency) {
    return measureCalls(concurrency, async (i, record) => {
        const until = Date.now() + ms;
        while (Date.now() < until) {
            const t0 = performance.now();
            const ok = await worker(i);
            record(ok, performance.now() - t0);
        }
    });
}
/**
 * Runs `worker(i)` from `concurrency` clients at `ratePerSecond` in all for `ms`: each client starts
 * a call every concurrency / rate seconds, the clients' starts spread evenly. A call's latency counts
 * from when it was due, not from when it could start, so a backlog shows in the figures (or from its
 * start, when that came earlier).
 */
export function drivePaced(worker, ms, concurrency, ratePerSecond) {
    const intervalMs = (concurrency / ratePerSecond) * 1000;
    const start = performance.now();
    return measureCalls(concurrency, async (i, record) => {
        for (let due = start + (i * intervalMs) / concurrency; due < start + ms; due += intervalMs) {
            const wait = due - performance.now();
            if (wait > 0)
                await new Promise((resolve) => setTimeout(resolve, wait));
            // A timer can fire up to 1 ms early: a call that starts before it is due counts from its start.
            const from = Math.min(due, performance.now());
            const ok = await worker(i);
            record(ok, performance.now() - from);
        }
    });
}
/** Runs the clients, with this process's CPU time and collections and the database's CPU time around them. */
async function measureCalls(concurrency, client) {
    let done = 0;
    let failed = 0;
    const latencies = [];
    const record = (ok, latencyMs) => {
        latencies.push(latencyMs);
        if (ok)
            done += 1;
        else
            failed += 1;
    };
    const collectionsSoFar = countCollections();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    const started = process.hrtime.bigint();
    const nodeCpuBefore = process.cpuUsage();
    const postgresCpuBefore = postgresServerCpuMs();
    await Promise.all(Array.from({ length: concurrency }, (_, i) => client(i, record)));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    loopDelay.disable();
    const collections = await collectionsSoFar();
    const nodeCpu = process.cpuUsage(nodeCpuBefore);
    const postgresCpuMs = postgresServerCpuMsSince(postgresCpuBefore);
    const calls = Math.max(1, done + failed);
    latencies.sort((a, b) => a - b);
    return {
        done,
        failed,
        seconds,
        perSecond: done / seconds,
        p50Ms: quantile(latencies, 0.5),
        p99Ms: quantile(latencies, 0.99),
        nodeCpuUsPerCall: (nodeCpu.user + nodeCpu.system) / calls,
        postgresCpuUsPerCall: postgresCpuMs === null ? null : (postgresCpuMs * 1000) / calls,
        majorGcs: collections.major,
        scavenges: collections.minor,
        maxMs: latencies.at(-1) ?? null,
        maxLoopDelayMs: loopDelay.max / 1e6,
    };
}
/**
 * Creates database `bench_<name>_<random>` on the server of DATABASE_URL, migrates and seeds it,
 * builds the app on it (production settings, test payments) and runs `body`; then closes both
 * pools and drops the database (BENCH_KEEP_DB=1 keeps it). Returns what `body` returns.
 */
export async function withPostgresBench(name, settings, describe, body) {
    ensureServerNodeFlags();
    const url = requirePostgresUrl();
    const databaseName = `bench_${name}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const parsed = new URL(url);
    parsed.pathname = `/${databaseName}`;
    const dbUrl = parsed.toString();
    const facts = environmentFacts();
    console.log(describe(`${databaseName} on ${redactUrl(url)}`, facts));
    const secret = randomBytes(32).toString('hex');
    const config = loadConfig({
        NODE_ENV: 'production',
        PAYMENT_DRIVER: 'test',
        SECRET: secret,
        LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
        DATABASE_URL: dbUrl,
        DATABASE_POOL_SIZE: String(settings.poolSize),
    });
    const database = openPostgres(dbUrl, settings.poolSize);
    const raw = new pg.Pool({ connectionString: dbUrl, max: settings.poolSize });
    // Dropping the bench database at the end terminates whatever connection is left: not a failure.
    raw.on('error', () => { });
    try {
        await runMigrations(database);
        await seedDemoData(database.db);
        const app = await buildApp(config, { database });
        await app.ready();
        const { db } = database;
        try {
            return await body({
                app,
                database,
                raw,
                databaseLabel: redactUrl(dbUrl),
                facts,
                async createUser(label) {
                    const [row] = await db
                        .insert(users)
                        .values({
                        name: label,
                        email: `${label}@bench.test`,
                        emailVerified: true,
                        displayName: label,
                        referralCode: label.toUpperCase().slice(0, 12),
                    })
                        .returning({ id: users.id });
                    return row.id;
                },
                async bearer(userId) {
                    const token = randomBytes(24).toString('base64url');
                    await db.insert(sessions).values({ userId, token, expiresAt: new Date(Date.now() + 3600_000) });
                    return { authorization: `Bearer ${signSessionToken(token, secret)}` };
                },
                async request(method, path, headers, payload) {
                    const reply = await dispatch(app, method, path, headers, payload);
                    if (reply.statusCode >= 300)
                        throw new Error(`${method} ${path}: ${reply.statusCode} ${reply.body}`);
                    return JSON.parse(reply.body);
                },
            });
        }
        finally {
            await app.close();
        }
    }
    finally {
        await raw.end();
        await database.close();
        if (process.env.BENCH_KEEP_DB !== '1') {
            const cleanup = new pg.Client({ connectionString: url });
            await cleanup.connect();
            await cleanup.query(`drop database if exists ${databaseName} with (force)`);
            await cleanup.end();
        }
    }
}
/**
 * The side-by-side order both benchmarks use: warm both paths, then raw, API, raw again, so the
 * baseline is the mean of a run before and a run after the API run, and its drift is visible.
 */
export async function rawApiRaw(api, raw, settings, warmupMs) {
    await drive(api, warmupMs, settings.concurrency);
    await drive(raw, warmupMs, settings.concurrency);
    const rawFirst = await drive(raw, settings.durationMs, settings.concurrency);
    const apiRun = await profiled(() => drive(api, settings.durationMs, settings.concurrency));
    const rawSecond = await drive(raw, settings.durationMs, settings.concurrency);
    const baseline = (rawFirst.perSecond + rawSecond.perSecond) / 2;
    return {
        rawFirst,
        api: apiRun,
        rawSecond,
        baseline,
        ratio: apiRun.perSecond / baseline,
        drift: Math.abs(rawFirst.perSecond - rawSecond.perSecond) / baseline,
    };
}
/**
 * Runs `work`; with BENCH_CPU_PROFILE=<file> set, writes a CPU profile of it to that file (open it
 * in Chrome's DevTools), to see where the API run's time goes without the setup around it. With
 * BENCH_HEAP_PROFILE=<file>, a sampling allocation profile instead: every allocation, including
 * what the scavenger frees (V8's own sampler leaves that out by default, and it is most of what a
 * request allocates), so it shows what sets how often the young generation is collected.
 */
async function profiled(work) {
    const cpuFile = process.env.BENCH_CPU_PROFILE;
    const heapFile = process.env.BENCH_HEAP_PROFILE;
    if (!cpuFile && !heapFile)
        return work();
    const session = new inspector.Session();
    session.connect();
    if (heapFile) {
        await session.post('HeapProfiler.enable');
        await session.post('HeapProfiler.startSampling', {
            samplingInterval: 1024,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
        });
    }
    else {
        await session.post('Profiler.enable');
        await session.post('Profiler.setSamplingInterval', { interval: 200 });
        await session.post('Profiler.start');
    }
    try {
        return await work();
    }
    finally {
        const [file, { profile }] = heapFile
            ? [heapFile, await session.post('HeapProfiler.stopSampling')]
            : [cpuFile, await session.post('Profiler.stop')];
        writeFileSync(file, JSON.stringify(profile));
        session.disconnect();
        console.log(`${heapFile ? 'Allocation' : 'CPU'} profile of the API run: ${file}`);
    }
}
/** Runs a raw-driver transaction on a pooled client; false (rolled back) on any error. */
export async function rawTransaction(raw, work) {
    const client = await raw.connect();
    try {
        await client.query('begin');
        await work(client);
        await client.query('commit');
        return true;
    }
    catch {
        await client.query('rollback').catch(() => { });
        return false;
    }
    finally {
        client.release();
    }
}
/** The side-by-side table both benchmarks print: throughput, latency and CPU per call of each run. */
export function runsTable(runs) {
    const cells = (value, digits) => (value === null ? '–' : fixed(value, digits));
    return formatTable([
        [
            'run',
            'completed',
            'errors',
            'per second',
            'p50 ms',
            'p99 ms',
            'node CPU µs/call',
            'PostgreSQL CPU µs/call',
            'major GCs',
            'scavenges',
            'max ms',
            'max loop delay ms',
        ],
        ...runs.map(([label, run]) => [
            label,
            String(run.done),
            String(run.failed),
            fixed(run.perSecond, 0),
            cells(run.p50Ms, 1),
            cells(run.p99Ms, 1),
            fixed(run.nodeCpuUsPerCall, 0),
            cells(run.postgresCpuUsPerCall, 0),
            String(run.majorGcs),
            String(run.scavenges),
            cells(run.maxMs, 1),
            fixed(run.maxLoopDelayMs, 1),
        ]),
    ], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
}
