/**
 * Stroke submission benchmark: strokes per second and latency through the API (POST
 * /api/v1/rounds/{id}/strokes via app.inject: guard, validation, the player's row lock, the rules
 * of the golf package, the stroke INSERT, the player UPDATE, hole and round completion, events,
 * handicap after each round) against the same INSERT plus UPDATE in one transaction with the raw
 * pg driver, same PostgreSQL database, same concurrency, same run.
 *
 * Each client is one player in rounds of their own (18 holes, 4 strokes a hole: drive, approach,
 * two putts); when a round ends the client creates and starts the next one (not counted as
 * strokes, but inside the measured time).
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it, migrated, seeded and
 * dropped at the end (BENCH_KEEP_DB=1 keeps it). BENCH_DURATION seconds per run (default 10),
 * BENCH_CONCURRENCY clients (default 64), DATABASE_POOL_SIZE (default 16). Targets: API ≥ 50 % of
 * the raw baseline, API p99 < 30 ms.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '@golf/server/src/app';
import { loadConfig } from '@golf/server/src/config/config';
import { openPostgres } from '@golf/server/src/db/client';
import { runMigrations } from '@golf/server/src/db/migrate';
import { courses, sessions, users } from '@golf/server/src/db/schema';
import { seedDemoData } from '@golf/server/src/db/seed';
import { signSessionToken } from '@golf/server/src/modules/auth/sessions';
import { eq } from 'drizzle-orm';
import { environmentFacts, fixed, formatTable, percent, redactUrl, writeResults } from './lib/report';

const url = process.env.DATABASE_URL;
if (!url || !/^postgres(ql)?:\/\//.test(url)) {
  console.error('DATABASE_URL=postgres://… is required (a fresh database is created on that server)');
  process.exit(1);
}
const durationMs = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 64);
const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 16);
const WARMUP_MS = 2000;

function withDatabase(base: string, name: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : null;

/** Runs `worker(i)` in `concurrency` loops for `ms`; counts calls, errors and each call's latency. */
async function drive(worker: (i: number) => Promise<boolean>, ms: number) {
  const until = Date.now() + ms;
  let done = 0;
  let failed = 0;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, i) => {
      while (Date.now() < until) {
        const t0 = process.hrtime.bigint();
        const ok = await worker(i);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (ok) done += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    done,
    failed,
    seconds,
    perSecond: done / seconds,
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
  };
}

async function main(): Promise<number> {
  const startedAt = new Date();
  const name = `bench_strokes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = withDatabase(url!, name);
  const facts = environmentFacts();
  console.log(
    `Strokes benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${name} on ${redactUrl(url)}; ` +
      `${concurrency} clients, pool ${poolSize}, ${durationMs / 1000} s per run`,
  );

  const secret = randomBytes(32).toString('hex');
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENT_DRIVER: 'test',
    SECRET: secret,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATABASE_URL: dbUrl,
    DATABASE_POOL_SIZE: String(poolSize),
  });
  const database = openPostgres(dbUrl, poolSize);
  const raw = new pg.Pool({ connectionString: dbUrl, max: poolSize });
  let exitCode = 0;
  try {
    await runMigrations(database);
    await seedDemoData(database.db);
    const app = await buildApp(config, { database });
    await app.ready();
    const { db } = database;
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseType, 10)).limit(1);

    const inject = async (method: 'POST', path: string, headers: Record<string, string>, payload?: object) => {
      const response = await app.inject({ method, url: path, headers, payload });
      if (response.statusCode >= 300) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
      return response.json().data;
    };
    const newRound = async (headers: Record<string, string>) => {
      const round = await inject('POST', '/api/v1/rounds', headers, {
        title: 'Bench',
        game_mode: 20,
        course_id: course!.id,
        max_players: 1,
      });
      await inject('POST', `/api/v1/rounds/${round.id}/start`, headers);
      return { id: round.id as number, holes: round.holes as number[], holeIndex: 0, stroke: 0 };
    };

    interface Client {
      userId: number;
      headers: Record<string, string>;
      round: Awaited<ReturnType<typeof newRound>>;
      rawRoundId: number;
    }
    const clients: Client[] = [];
    for (let i = 0; i < concurrency; i++) {
      const [user] = await db
        .insert(users)
        .values({
          name: `golfer${i}`,
          email: `golfer${i}@bench.test`,
          emailVerified: true,
          displayName: `golfer${i}`,
          referralCode: `GOLFER${i}`.slice(0, 12),
        })
        .returning({ id: users.id });
      const token = randomBytes(24).toString('base64url');
      await db.insert(sessions).values({ userId: user!.id, token, expiresAt: new Date(Date.now() + 3600_000) });
      const headers = { authorization: `Bearer ${signSessionToken(token, secret)}` };
      // A second started round per player, written only by the raw baseline.
      const rawRound = await newRound(headers);
      clients.push({ userId: user!.id, headers, round: await newRound(headers), rawRoundId: rawRound.id });
    }

    // Drive, approach to the green, a putt to 60 cm, holed.
    const plan = [
      { club: 10, surface_type: 50, distance_to_hole: 14000, carry: 21000, total_distance: 23000 },
      { club: 90, surface_type: 30, distance_to_hole: 700, carry: 13000, total_distance: 13500 },
      { club: 140, surface_type: 30, distance_to_hole: 60, carry: 0, total_distance: 640 },
      { club: 140, surface_type: 30, hole_completed: true, carry: 0, total_distance: 60 },
    ];
    const strokeThroughApi = async (i: number) => {
      const client = clients[i]!;
      const { round } = client;
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${round.id}/strokes`,
        headers: client.headers,
        payload: {
          id: randomUUID(),
          hole: round.holes[round.holeIndex],
          ball_speed: 60,
          launch_angle: 12.5,
          azimuth: -1.2,
          back_spin: 2800,
          side_spin: -150,
          ...plan[round.stroke],
        },
      });
      if (response.statusCode !== 201) return false;
      round.stroke += 1;
      if (round.stroke === plan.length) {
        round.stroke = 0;
        round.holeIndex += 1;
      }
      if (round.holeIndex === round.holes.length) client.round = await newRound(client.headers);
      return true;
    };

    // The baseline: the same INSERT and UPDATE the API does for a stroke, in one transaction.
    const holeState = JSON.stringify({
      holeNumber: 1,
      par: 4,
      strokes: 1,
      penaltyStrokes: 0,
      putts: 0,
      strokesMade: 1,
    });
    const outcome = JSON.stringify({ id: 'x', hole: 1, stroke_number: 1, counted: 1, hole_completed: false });
    const strokeRaw = async (i: number) => {
      const client = await raw.connect();
      try {
        await client.query('begin');
        const inserted = await client.query(
          `insert into strokes (round_id, user_id, client_id, hole, stroke_number, counted, club, ball_speed, launch_angle,
             azimuth, back_spin, side_spin, carry, total_distance, distance_to_hole, surface_type, surface_before,
             distance_before, num_strokes, extra_stroke, hole_completed, is_mulligan, replaced, outcome)
           values ($1, $2, $3, 1, 1, 1, 10, 60, 12.5, -1.2, 2800, -150, 21000, 23000, 14000, 50, 10, 37000, 1, 0,
             false, false, false, $4) returning id`,
          [clients[i]!.rawRoundId, clients[i]!.userId, randomUUID(), outcome],
        );
        await client.query(
          'update round_players set hole_state = $1, mulligans_used = 0, last_stroke_id = $2 where round_id = $3 and user_id = $4',
          [holeState, inserted.rows[0].id, clients[i]!.rawRoundId, clients[i]!.userId],
        );
        await client.query('commit');
        return true;
      } catch {
        await client.query('rollback').catch(() => {});
        return false;
      } finally {
        client.release();
      }
    };

    await drive(strokeThroughApi, WARMUP_MS);
    await drive(strokeRaw, WARMUP_MS);
    const rawFirst = await drive(strokeRaw, durationMs);
    const api = await drive(strokeThroughApi, durationMs);
    const rawSecond = await drive(strokeRaw, durationMs);
    const baseline = (rawFirst.perSecond + rawSecond.perSecond) / 2;
    const ratio = api.perSecond / baseline;

    const row = (label: string, run: typeof api) => [
      label,
      String(run.done),
      String(run.failed),
      fixed(run.perSecond, 0),
      fixed(run.p50Ms, 1),
      fixed(run.p99Ms, 1),
    ];
    console.log(
      `\n${formatTable(
        [
          ['run', 'completed', 'errors', 'per second', 'p50 ms', 'p99 ms'],
          row('raw pg INSERT + UPDATE (1)', rawFirst),
          row('POST /rounds/{id}/strokes', api),
          row('raw pg INSERT + UPDATE (2)', rawSecond),
        ],
        [1, 2, 3, 4, 5],
      )}`,
    );
    const drift = Math.abs(rawFirst.perSecond - rawSecond.perSecond) / baseline;
    console.log(
      `\nAPI strokes / raw baseline: ${percent(ratio)} (target ≥ 50 %; baseline drift ${percent(drift)}); ` +
        `API p99 ${fixed(api.p99Ms, 1)} ms (target < 30 ms)`,
    );
    const path = writeResults('strokes', startedAt, {
      startedAt: startedAt.toISOString(),
      environment: facts,
      database: redactUrl(dbUrl),
      settings: { durationMs, concurrency, poolSize },
      runs: { rawFirst, api, rawSecond },
      ratio,
    });
    console.log(`results: ${path}`);
    if (api.failed > 0 || rawFirst.failed > 0 || rawSecond.failed > 0) exitCode = 1;
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    if (process.env.BENCH_KEEP_DB !== '1') {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    }
  }
  return exitCode;
}

process.exitCode = await main();
