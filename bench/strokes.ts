/**
 * Stroke submission benchmark: strokes per second and latency through the API (POST
 * /api/v1/rounds/{id}/strokes via app.inject: guard, validation, the read of the player's row, the
 * rules of the golf package, the versioned write of the stroke and the player's row, hole and round
 * completion, events, handicap after each round) against the same INSERT plus UPDATE in one transaction with the raw
 * pg driver, same PostgreSQL database, same concurrency, same run.
 *
 * Each client is one player in rounds of their own (18 holes, 4 strokes a hole: drive, approach,
 * two putts). The rounds are created and started before the runs (creating a round is not stroke
 * submission); the last stroke of each round, with its completion and handicap update, is measured.
 * A client that plays through its rounds creates the next inside the measured time; the report
 * says how often that happened (BENCH_ROUNDS_PER_CLIENT raises the stock).
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it, migrated, seeded and
 * dropped at the end (BENCH_KEEP_DB=1 keeps it). BENCH_DURATION seconds per run (default 10),
 * BENCH_CONCURRENCY clients (default 64), DATABASE_POOL_SIZE (default 16). Targets: API ≥ 50 % of
 * the raw baseline, API p99 < 30 ms. The runs: both paths warmed up, raw, API, raw again (closed
 * loop: each client starts its next call when the last one ends), then the API with the clients
 * paced at 50 % of the baseline's throughput, for its latency at the throughput target, and at 25 %,
 * for its latency with the machine's cores not saturated; each paced run is followed by the raw
 * baseline at the same pace, for the latency the machine itself gives a stroke at that load.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { courses } from '@golf/server/src/db/schema';
import {
  benchSettings,
  drivePaced,
  quantile,
  rawApiRaw,
  rawTransaction,
  runsTable,
  withPostgresBench,
  type RunStats,
} from './lib/postgres-app';
import { fixed, percent, writeResults } from './lib/report';

const settings = benchSettings({ concurrency: 64, poolSize: 16 });
const { durationMs, concurrency, poolSize } = settings;
const WARMUP_MS = 2000;
/** The paced runs offer these shares of the baseline's throughput: the throughput target, and half of it. */
const PACED_SHARES = [0.5, 0.25];
/**
 * Enough started rounds per client for the warm-up and the closed-loop run at up to 2,000 strokes
 * a second, and the paced runs, each with its warm-up, at up to 1,250 and 625.
 */
const roundsPerClient = Number(
  process.env.BENCH_ROUNDS_PER_CLIENT ??
    Math.ceil((((WARMUP_MS + durationMs) / 1000) * (2000 + 1250 + 625)) / concurrency / 72) + 1,
);

async function main(): Promise<number> {
  const startedAt = new Date();
  return withPostgresBench(
    'strokes',
    settings,
    (database, facts) =>
      `Strokes benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${database}; ` +
      `${concurrency} clients, pool ${poolSize}, ${durationMs / 1000} s per run`,
    async ({ app, database, raw, databaseLabel, facts, createUser, bearer, inject }) => {
      const { db } = database;
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseType, 10)).limit(1);

      const newRound = async (headers: Record<string, string>) => {
        const { data: round } = await inject('POST', '/api/v1/rounds', headers, {
          title: 'Bench',
          game_mode: 20,
          course_id: course!.id,
          max_players: 1,
        });
        await inject('POST', `/api/v1/rounds/${round.id}/start`, headers);
        return { id: round.id as number, holes: round.holes as number[], holeIndex: 0, stroke: 0 };
      };

      type Round = Awaited<ReturnType<typeof newRound>>;
      interface Client {
        userId: number;
        headers: Record<string, string>;
        round: Round;
        /** Started rounds waiting for this client. */
        stock: Round[];
        rawRoundId: number;
      }
      const clients: Client[] = [];
      for (let i = 0; i < concurrency; i++) {
        const userId = await createUser(`golfer${i}`);
        const headers = await bearer(userId);
        // A started round per player written only by the raw baseline.
        const rawRound = await newRound(headers);
        const rounds = await Promise.all(Array.from({ length: roundsPerClient }, () => newRound(headers)));
        clients.push({ userId, headers, round: rounds.shift()!, stock: rounds, rawRoundId: rawRound.id });
      }
      let roundsCreatedInRuns = 0;
      const nextRound = async (client: Client) => {
        const stocked = client.stock.shift();
        if (stocked) return stocked;
        roundsCreatedInRuns += 1;
        return newRound(client.headers);
      };

      // Drive, approach to the green, a putt to 60 cm, holed.
      const plan = [
        { club: 10, surface_type: 50, distance_to_hole: 14000, carry: 21000, total_distance: 23000 },
        { club: 90, surface_type: 30, distance_to_hole: 700, carry: 13000, total_distance: 13500 },
        { club: 140, surface_type: 30, distance_to_hole: 60, carry: 0, total_distance: 640 },
        { club: 140, surface_type: 30, hole_completed: true, carry: 0, total_distance: 60 },
      ];
      /** How long each round's last stroke took (its round's completion and the handicap update), since the last take. */
      let roundEndingMs: number[] = [];
      const takeRoundEnding = () => {
        const taken = roundEndingMs.sort((a, b) => a - b);
        roundEndingMs = [];
        return { count: taken.length, p50Ms: quantile(taken, 0.5), p99Ms: quantile(taken, 0.99) };
      };
      const strokeThroughApi = async (i: number) => {
        const client = clients[i]!;
        const { round } = client;
        const endsRound = round.stroke === plan.length - 1 && round.holeIndex === round.holes.length - 1;
        const startedMs = performance.now();
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
        if (endsRound) roundEndingMs.push(performance.now() - startedMs);
        round.stroke += 1;
        if (round.stroke === plan.length) {
          round.stroke = 0;
          round.holeIndex += 1;
        }
        if (round.holeIndex === round.holes.length) client.round = await nextRound(client);
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
      const strokeRaw = (i: number) =>
        rawTransaction(raw, async (client) => {
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
        });

      // Steady state, as on a real server: client i starts i / concurrency of the way through a round, so the
      // rounds' last strokes (round completion, handicap) are spread over time instead of all at once.
      const strokesPerRound = plan.length * clients[0]!.round.holes.length;
      await Promise.all(
        clients.map(async (_, i) => {
          for (let played = 0; played < Math.floor((i * strokesPerRound) / concurrency); played++)
            if (!(await strokeThroughApi(i))) throw new Error('a stroke before the runs failed');
        }),
      );
      takeRoundEnding();

      const { rawFirst, api, rawSecond, baseline, ratio, drift } = await rawApiRaw(
        strokeThroughApi,
        strokeRaw,
        settings,
        WARMUP_MS,
      );
      const roundEnding = [{ label: 'warm-up and closed loop', ...takeRoundEnding() }];

      // Closed loop, every client always waiting on a call, latency is concurrency / throughput (Little's law):
      // the latency target is also measured with the clients paced at the throughput target, and at half of it,
      // each beside the raw baseline at the same pace (the latency this machine gives a stroke at that load).
      const paced: { share: number; rate: number; run: RunStats; raw: RunStats }[] = [];
      for (const share of PACED_SHARES) {
        const rate = baseline * share;
        // Warmed up at the same pace, as the closed-loop runs are: the change of load is not part of the figures.
        await drivePaced(strokeThroughApi, WARMUP_MS, concurrency, rate);
        takeRoundEnding();
        const run = await drivePaced(strokeThroughApi, durationMs, concurrency, rate);
        roundEnding.push({ label: `paced at ${percent(share)}`, ...takeRoundEnding() });
        await drivePaced(strokeRaw, WARMUP_MS, concurrency, rate);
        paced.push({ share, rate, run, raw: await drivePaced(strokeRaw, durationMs, concurrency, rate) });
      }

      console.log(
        `\n${runsTable([
          ['raw pg INSERT + UPDATE (1)', rawFirst],
          ['POST /rounds/{id}/strokes', api],
          ['raw pg INSERT + UPDATE (2)', rawSecond],
          ...paced.flatMap(({ rate, run, raw }): [string, RunStats][] => [
            [`POST /rounds/{id}/strokes paced at ${fixed(rate, 0)}/s`, run],
            [`raw pg INSERT + UPDATE paced at ${fixed(rate, 0)}/s`, raw],
          ]),
        ])}`,
      );
      console.log(
        `\nAPI strokes / raw baseline: ${percent(ratio)} (target ≥ 50 %; baseline ${fixed(baseline, 0)}/s, drift ${percent(drift)})`,
      );
      console.log(
        `API p99: ${fixed(api.p99Ms, 1)} ms closed loop (raw baseline ${fixed(rawFirst.p99Ms, 1)} / ${fixed(rawSecond.p99Ms, 1)} ms); ` +
          paced
            .map(
              ({ share, run, raw }) =>
                `${fixed(run.p99Ms, 1)} ms with ${concurrency} clients paced at ${percent(share)} of the baseline ` +
                `(raw baseline at that pace ${fixed(raw.p99Ms, 1)} ms)`,
            )
            .join(', ') +
          ' (target < 30 ms)',
      );
      console.log(
        "Rounds' last strokes (round completion and handicap), from their start: " +
          roundEnding
            .map(
              ({ label, count, p50Ms, p99Ms }) =>
                `${label} p50 ${fixed(p50Ms ?? 0, 1)} / p99 ${fixed(p99Ms ?? 0, 1)} ms (${count})`,
            )
            .join('; '),
      );
      console.log(
        `${roundsPerClient} started rounds per client stocked before the runs; ${roundsCreatedInRuns} created during them`,
      );
      const path = writeResults('strokes', startedAt, {
        startedAt: startedAt.toISOString(),
        environment: facts,
        database: databaseLabel,
        settings: { durationMs, concurrency, poolSize, roundsPerClient },
        runs: { rawFirst, api, rawSecond },
        paced,
        roundEnding,
        roundsCreatedInRuns,
        ratio,
      });
      console.log(`results: ${path}`);
      return [rawFirst, api, rawSecond, ...paced.flatMap(({ run, raw }) => [run, raw])].some((run) => run.failed > 0)
        ? 1
        : 0;
    },
  );
}

process.exitCode = await main();
