/**
 * Tournaments benchmark (issue 34): a tournament of 10,000 entrants × 4 rounds on PostgreSQL.
 *
 * - Leaderboard first page and "find me" through the API (lib/dispatch.ts: routes, guards, the
 *   window-function query, presenting), p50/p95 over BENCH_SAMPLES calls, against the same page
 *   read with the raw pg driver (ordered index scan, no ranks) in the same run.
 * - Live update: one entrant plays 18 holes through the strokes API while a Pusher client listens
 *   on the public channel tournaments.{id}; the latency is from sending the hole's last stroke to
 *   receiving tournament.leaderboard-updated.
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it and dropped at the end.
 * Targets: first page and find-me p95 < 50 ms; live update < 1 s.
 */
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { queryRows } from '@golf/server/src/db/client';
import { abilities, userAbilities, userFeatureUnlocks } from '@golf/server/src/db/schema';
import { dispatch } from './lib/dispatch';
import { benchSettings, quantile, withPostgresBench } from './lib/postgres-app';
import { postgresServerCpuMs } from './lib/postgres-cpu';
import { fixed, formatTable, writeResults } from './lib/report';

const settings = benchSettings({ concurrency: 1, poolSize: 10 });
const ENTRANTS = Number(process.env.BENCH_ENTRANTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const ROUNDS = 4;

const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

const WARM_UP = 20;

/**
 * CPU ms this database's PostgreSQL backends used since `before` (the server is shared: others'
 * backends are left out); a backend the pool opened meanwhile counts whole, one it closed is lost.
 */
function backendCpuMsSince(before: Map<string, number> | null, pids: Set<string>): number | null {
  const now = postgresServerCpuMs();
  if (!before || !now) return null;
  let total = 0;
  for (const [pid, ms] of now) if (pids.has(pid)) total += ms - (before.get(pid) ?? 0);
  return total;
}

/**
 * p50/p95 of `samples` sequential calls after WARM_UP unmeasured ones (JIT and plan caches), and the
 * CPU per call: this process's (app, driver) and this database's backends'.
 */
async function timed(samples: number, pids: () => Promise<Set<string>>, call: (i: number) => Promise<void>) {
  for (let i = 0; i < WARM_UP; i++) await call(i);
  const before = await pids();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  const dbBefore = postgresServerCpuMs();
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  const dbUsed = backendCpuMsSince(dbBefore, new Set([...before, ...(await pids())]));
  times.sort((a, b) => a - b);
  return {
    p50: quantile(times, 0.5)!,
    p95: quantile(times, 0.95)!,
    appCpuMs: (used.user + used.system) / 1000 / samples,
    dbCpuMs: dbUsed === null ? null : dbUsed / samples,
  };
}

async function main() {
  const startedAt = new Date();
  return withPostgresBench(
    'tournaments',
    settings,
    (database, facts) =>
      `Tournaments benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${database}; ` +
      `${ENTRANTS} entrants × ${ROUNDS} rounds, ${SAMPLES} samples`,
    async ({ app, database, raw, createUser, bearer, request }) => {
      const { db } = database;
      const staffId = await createUser('benchstaff');
      for (const name of ['access-backoffice', 'manage-tournaments']) {
        await db.insert(abilities).values({ name, title: name }).onConflictDoNothing();
        const [ability] = await queryRows<{ id: number }>(db, sql`select id from abilities where name = ${name}`);
        await db.insert(userAbilities).values({ userId: staffId, abilityId: ability!.id }).onConflictDoNothing();
      }
      const staff = await bearer(staffId);
      const [course] = await queryRows<{ id: number }>(
        db,
        sql`select id from courses where is_default and course_type = 10 order by title limit 1`,
      );
      const created = await request('POST', '/api/v1/tournaments', staff, {
        title: 'Bench Open',
        start_at: hoursFromNow(1),
        end_at: hoursFromNow(24 * 5),
        max_players: ENTRANTS + 10,
        winning_logic: 20,
        prize_sum: 10_000,
        entry_fee: 0,
        rounds: Array.from({ length: ROUNDS }, (_, i) => ({
          course_id: course!.id,
          start_at: hoursFromNow(2 + 24 * i),
          end_at: hoursFromNow(2 + 24 * i + 12),
        })),
      });
      const id = created.data.id as number;
      await request('POST', `/api/v1/tournaments/${id}/publish`, staff);

      // The player whose strokes drive the live update enters through the API.
      const playerId = await createUser('benchplayer');
      await db.execute(sql`update users set mfa_enabled_at = now(), hcp = 10 where id = ${playerId}`);
      await db.insert(userFeatureUnlocks).values({ userId: playerId, feature: 'tournaments', entityType: 'admin' });
      const player = await bearer(playerId);
      await request('POST', `/api/v1/tournaments/${id}/enter`, player, {});

      // 10,000 entrants with four rounds' standings each, written in bulk (the board reads stored standings).
      const load = performance.now();
      await db.execute(sql`
        insert into users (name, email, email_verified, display_name, referral_code)
        select 'e' || g, 'e' || g || '@bench.test', true, 'entrant' || g, 'B' || g from generate_series(1, ${ENTRANTS}) g`);
      await db.execute(sql`
        insert into tournament_entries (tournament_id, user_id, status, fee_token_type, slot, sort_group, score,
          holes_played, gross, to_par, thru, finished_round, current_round, today, round_scores)
        select ${id}, u.id, case when r.n % 50 = 0 then 'cut' else 'entered' end, 10, r.n,
          case when r.n % 50 = 0 then 2 else 0 end, r.s - 288, 72, r.s, r.s - 288, 18, true, 4, (r.s % 9) - 4,
          jsonb_build_array(
            jsonb_build_object('number', 1, 'state', 'completed', 'strokes', 72, 'to_par', 0, 'net_to_par', null, 'points', null, 'thru', 18),
            jsonb_build_object('number', 2, 'state', 'completed', 'strokes', 72, 'to_par', 0, 'net_to_par', null, 'points', null, 'thru', 18),
            jsonb_build_object('number', 3, 'state', 'completed', 'strokes', 72, 'to_par', 0, 'net_to_par', null, 'points', null, 'thru', 18),
            jsonb_build_object('number', 4, 'state', 'completed', 'strokes', r.s - 216, 'to_par', r.s - 288, 'net_to_par', null, 'points', null, 'thru', 18))
        from (select u.id, row_number() over (order by u.id) as n from users u where u.email like 'e%@bench.test') u
        join lateral (select u.n + 1 as n, 260 + (u.n * 7919) % 60 as s) r on true`);
      await db.execute(sql`update tournaments set entrant_count = ${ENTRANTS + 1} where id = ${id}`);
      await db.execute(sql`analyze tournament_entries`);
      const loadSeconds = (performance.now() - load) / 1000;

      const finders = await queryRows<{ user_id: number }>(
        db,
        sql`select user_id from tournament_entries where tournament_id = ${id} order by random() limit 20`,
      );
      const finderHeaders = await Promise.all(finders.map((f) => bearer(f.user_id)));

      const expectOk = (status: number, what: string) => {
        if (status !== 200) throw new Error(`${what}: ${status}`);
      };
      const pids = async () =>
        new Set(
          (
            await raw.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')
          ).rows.map((r) => String(r.pid)),
        );
      const firstPage = await timed(SAMPLES, pids, async () => {
        const reply = await dispatch(app, 'GET', `/api/v1/tournaments/${id}/leaderboard?per_page=50`, {});
        expectOk(reply.statusCode, 'leaderboard');
      });
      const findMe = await timed(SAMPLES, pids, async (i) => {
        const reply = await dispatch(
          app,
          'GET',
          `/api/v1/tournaments/${id}/leaderboard/me?per_page=50`,
          finderHeaders[i % finderHeaders.length]!,
        );
        expectOk(reply.statusCode, 'find me');
      });
      const rawPage = await timed(SAMPLES, pids, async () => {
        await raw.query(
          `select e.*, u.display_name from tournament_entries e join users u on u.id = e.user_id
           where e.tournament_id = $1 and e.sort_group < 9 order by e.sort_group, e.score, e.slot limit 50`,
          [id],
        );
      });

      // Live: open round 1 now, listen on the public channel, play 18 holes.
      await db.execute(sql`update tournaments set start_at = now() - interval '1 hour' where id = ${id}`);
      await db.execute(sql`update tournament_rounds set start_at = now() - interval '10 minutes' + (interval '1 day' * (number - 1)),
        end_at = now() + interval '6 hours' + (interval '1 day' * (number - 1)) where tournament_id = ${id}`);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const ws = new WebSocket(`ws://127.0.0.1:${port}/app/golf-key?protocol=7`, { perMessageDeflate: false });
      let arrived: () => void = () => undefined;
      await new Promise<void>((resolve, reject) => {
        ws.on('error', reject);
        ws.on('message', (data) => {
          const frame = JSON.parse(data.toString()) as { event: string };
          if (frame.event === 'pusher:connection_established')
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: `tournaments.${id}` } }));
          else if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
          else if (frame.event === 'tournament.leaderboard-updated') arrived();
        });
      });
      const play = await request('POST', `/api/v1/tournaments/${id}/rounds/1/play`, player);
      const roundId = play.data.round_id as number;
      const live: number[] = [];
      for (let hole = 1; hole <= 18; hole++) {
        for (let n = 1; n <= 3; n++) {
          const last = n === 3;
          const body = {
            id: randomUUID(),
            hole,
            club: n === 1 ? 10 : 140,
            surface_type: last ? 30 : n === 2 ? 30 : 50,
            distance_to_hole: last ? 0 : n === 2 ? 300 : 5000,
            hole_completed: last,
            ball_speed: 60,
            launch_angle: 12,
            azimuth: 1,
            back_spin: 3000,
            side_spin: -200,
            carry: 20000,
            total_distance: n === 1 ? 22000 : 27000,
          };
          const started = performance.now();
          const received = last ? new Promise<void>((resolve) => (arrived = resolve)) : Promise.resolve();
          const reply = await dispatch(app, 'POST', `/api/v1/rounds/${roundId}/strokes`, player, body);
          if (reply.statusCode !== 201) throw new Error(`stroke: ${reply.statusCode} ${reply.body}`);
          if (last) {
            await received;
            live.push(performance.now() - started);
          }
        }
      }
      ws.close();
      live.sort((a, b) => a - b);
      const liveP95 = quantile(live, 0.95)!;

      const cpu = (t: { appCpuMs: number; dbCpuMs: number | null }) => [
        fixed(t.appCpuMs, 2),
        t.dbCpuMs === null ? 'n/a' : fixed(t.dbCpuMs, 2),
      ];
      const rows = [
        ['measure', 'p50 ms', 'p95 ms', 'target', 'vs raw page p95', 'app CPU ms/call', 'db CPU ms/call'],
        [
          'leaderboard first page (API)',
          fixed(firstPage.p50, 1),
          fixed(firstPage.p95, 1),
          '< 50 ms',
          fixed(firstPage.p95 / rawPage.p95, 1) + '×',
          ...cpu(firstPage),
        ],
        [
          'find me (API)',
          fixed(findMe.p50, 1),
          fixed(findMe.p95, 1),
          '< 50 ms',
          fixed(findMe.p95 / rawPage.p95, 1) + '×',
          ...cpu(findMe),
        ],
        ['raw page (pg, baseline)', fixed(rawPage.p50, 1), fixed(rawPage.p95, 1), '', '1.0×', ...cpu(rawPage)],
        ['live update after a stroke', fixed(quantile(live, 0.5), 1), fixed(liveP95, 1), '< 1000 ms', '', '', ''],
      ];
      console.log(`\nloaded ${ENTRANTS} entrants in ${fixed(loadSeconds, 1)} s\n`);
      console.log(formatTable(rows, [1, 2, 4, 5, 6]));
      const file = writeResults('tournaments', startedAt, {
        entrants: ENTRANTS,
        rounds: ROUNDS,
        samples: SAMPLES,
        firstPage,
        findMe,
        rawPage,
        liveMs: live,
        pass: firstPage.p95 < 50 && findMe.p95 < 50 && liveP95 < 1000,
      });
      console.log(`\nresults: ${file}`);
      return 0;
    },
  );
}

process.exitCode = await main();
