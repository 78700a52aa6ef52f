/**
 * Stroke submission benchmark: strokes per second and latency through the API (POST
 * /api/v1/rounds/{id}/strokes through the app in this process, lib/dispatch.ts: guard, validation,
 * the read of the player's row, the rules of the golf package, the versioned write of the stroke
 * and the player's row, hole and round completion, events, handicap after each round) against the
 * same INSERT plus UPDATE in one transaction with the raw pg driver, same PostgreSQL database,
 * same concurrency, same run.
 *
 * Each client is one player in rounds of their own (18 holes, 4 strokes a hole: drive, approach,
 * two putts), each stroke with launch data consistent with its distances, so shot integrity flags
 * none and every round is recorded for the handicap (the report checks it). The rounds are created
 * and started outside the runs (creating a round is not stroke submission); the last stroke of each
 * round, with its completion and handicap update, is measured. A client that plays through its
 * rounds creates the next inside the measured time; the report says how often that happened
 * (BENCH_ROUNDS_PER_CLIENT raises the stock before the closed-loop runs).
 *
 * Needs DATABASE_URL (postgres://…): a fresh database is created next to it, migrated, seeded and
 * dropped at the end (BENCH_KEEP_DB=1 keeps it). BENCH_DURATION seconds per closed-loop run
 * (default 10), BENCH_PACED_DURATION per paced run (default 120), BENCH_CONCURRENCY clients
 * (default 64), DATABASE_POOL_SIZE (default 16). Targets: API ≥ 50 % of the raw baseline, API p99
 * < 30 ms. The runs: both paths warmed up, raw, API, raw again (closed loop: each client starts its
 * next call when the last one ends), then the API with the clients paced at 50 % of the baseline's
 * throughput, for its latency at the throughput target, and at 25 %, for its latency with the
 * machine's cores not saturated; each paced run is followed by the raw baseline at the same pace,
 * for the latency the machine itself gives a stroke at that load.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import { courses, handicapRecords, rounds } from '@golf/server/src/db/schema';
import { integrityShot, shotIntegrityFlag } from '@golf/server/src/modules/play/strokes/shot-integrity';
import { benchSettings, drivePaced, quantile, rawApiRaw, rawTransaction, runsTable, withPostgresBench, } from './lib/postgres-app';
import { dispatch } from './lib/dispatch';
import { fixed, percent, writeResults } from './lib/report';
const settings = benchSettings({ concurrency: 64, poolSize: 16 });
const { durationMs, concurrency, poolSize } = settings;
/**
 * BENCH_PACED_DURATION seconds per paced run (default 120): the p99 at a steady load needs a window
 * longer than the collector's cycle at that load (a full collection about every 60-90 s at the 50 %
 * pace: 2 in a 180 s run, see docs/benchmarks.md); a shorter one says more about whether a collection
 * fell in it than about what the load gets.
 */
const pacedMs = Number(process.env.BENCH_PACED_DURATION ?? 120) * 1000;
const WARMUP_MS = 2000;
/** The paced runs offer these shares of the baseline's throughput: the throughput target, and half of it. */
const PACED_SHARES = [0.5, 0.25];
/** Strokes in a bench round: 18 holes of the plan's 4 strokes. */
const STROKES_PER_ROUND = 72;
/** Started rounds each client needs to play `seconds` at `strokesPerSecond` in all, and one spare. */
const roundsFor = (seconds, strokesPerSecond) => Math.ceil((seconds * strokesPerSecond) / concurrency / STROKES_PER_ROUND) + 1;
/**
 * Started rounds per client before the closed-loop runs: their warm-up and run at up to 4,000
 * strokes a second (more than the raw baseline reaches here). The paced runs top the stock up first.
 */
const roundsPerClient = Number(process.env.BENCH_ROUNDS_PER_CLIENT ?? roundsFor((WARMUP_MS + durationMs) / 1000, 4000));
async function main() {
    const startedAt = new Date();
    return withPostgresBench('strokes', settings, (database, facts) => `Strokes benchmark — node ${facts.node}, ${facts.cpuCount} CPUs; database ${database}; ` +
        `${concurrency} clients, pool ${poolSize}, ${durationMs / 1000} s per closed-loop run, ${pacedMs / 1000} s per paced run`, async ({ app, database, raw, databaseLabel, facts, createUser, bearer, request }) => {
        const { db } = database;
        const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.courseType, 10)).limit(1);
        const newRound = async (headers) => {
            const { data: round } = await request('POST', '/api/v1/rounds', headers, {
                title: 'Bench',
                game_mode: 20,
                course_id: course.id,
                max_players: 1,
            });
            await request('POST', `/api/v1/rounds/${round.id}/start`, headers);
            return {
                id: round.id,
                holes: round.holes,
                conditions: { elevation: round.elevation, greenStimp: round.green_stimp },
                holeIndex: 0,
                stroke: 0,
            };
        };
        const clients = [];
        for (let i = 0; i < concurrency; i++) {
            const userId = await createUser(`golfer${i}`);
            const headers = await bearer(userId);
            // A started round per player written only by the raw baseline.
            const rawRound = await newRound(headers);
            const started = await Promise.all(Array.from({ length: roundsPerClient }, () => newRound(headers)));
            clients.push({ userId, headers, round: started.shift(), stock: started, rawRoundId: rawRound.id });
        }
        /** Tops each client's stock of started rounds up to `count` (outside the measured runs). */
        const stockRounds = (count) => Promise.all(clients.map(async (client) => {
            while (client.stock.length < count)
                client.stock.push(await newRound(client.headers));
        }));
        let roundsCreatedInRuns = 0;
        const nextRound = async (client) => {
            const stocked = client.stock.shift();
            if (stocked)
                return stocked;
            roundsCreatedInRuns += 1;
            return newRound(client.headers);
        };
        // Drive, approach to the green, a putt to 60 cm, holed. Each with launch data and the carry and
        // total the server's flight model gives them, as a launch monitor's would be: no stroke is
        // flagged by shot integrity, so every round counts for the handicap.
        const { conditions } = clients[0].round;
        const planned = (stroke) => {
            const shot = integrityShot(stroke, conditions);
            const body = { ...stroke, carry: shot.carry, total_distance: shot.totalDistance };
            const flag = shotIntegrityFlag(body, conditions);
            if (flag)
                throw new Error(`the bench's stroke would be flagged: ${flag}`);
            return body;
        };
        const { surface_type: surface } = enums;
        const plan = [
            {
                club: 10,
                surface_type: surface.fairway,
                distance_to_hole: 14000,
                ball_speed: 70,
                launch_angle: 11,
                back_spin: 2700,
            },
            {
                club: 90,
                surface_type: surface.green,
                distance_to_hole: 700,
                ball_speed: 45,
                launch_angle: 18,
                back_spin: 6500,
            },
            {
                club: 140,
                surface_type: surface.green,
                distance_to_hole: 60,
                ball_speed: 2.2,
                launch_angle: 1,
                back_spin: 0,
            },
            {
                club: 140,
                surface_type: surface.green,
                hole_completed: true,
                ball_speed: 0.9,
                launch_angle: 1,
                back_spin: 0,
            },
        ].map((stroke) => planned({ azimuth: -1.2, side_spin: -150, ...stroke }));
        /** How long each round's last stroke took (its round's completion and the handicap update), since the last take. */
        let roundEndingMs = [];
        const takeRoundEnding = () => {
            const taken = roundEndingMs.sort((a, b) => a - b);
            roundEndingMs = [];
            return { count: taken.length, p50Ms: quantile(taken, 0.5), p99Ms: quantile(taken, 0.99) };
        };
        const strokeThroughApi = async (i) => {
            const client = clients[i];
            const { round } = client;
            const endsRound = round.stroke === plan.length - 1 && round.holeIndex === round.holes.length - 1;
            const startedMs = performance.now();
            const response = await dispatch(app, 'POST', `/api/v1/rounds/${round.id}/strokes`, client.headers, {
                id: randomUUID(),
                hole: round.holes[round.holeIndex],
                ...plan[round.stroke],
            });
            if (response.statusCode !== 201)
                return false;
            if (endsRound)
                roundEndingMs.push(performance.now() - startedMs);
            round.stroke += 1;
            if (round.stroke === plan.length) {
                round.stroke = 0;
                round.holeIndex += 1;
            }
            if (round.holeIndex === round.holes.length)
                client.round = await nextRound(client);
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
        const strokeRaw = (i) => rawTransaction(raw, async (client) => {
            const inserted = await client.query(`insert into strokes (round_id, user_id, client_id, hole, stroke_number, counted, club, ball_speed, launch_angle,
             azimuth, back_spin, side_spin, carry, total_distance, distance_to_hole, surface_type, surface_before,
             distance_before, num_strokes, extra_stroke, hole_completed, is_mulligan, replaced, outcome)
           values ($1, $2, $3, 1, 1, 1, 10, 60, 12.5, -1.2, 2800, -150, 21000, 23000, 14000, 50, 10, 37000, 1, 0,
             false, false, false, $4) returning id`, [clients[i].rawRoundId, clients[i].userId, randomUUID(), outcome]);
            await client.query('update round_players set hole_state = $1, mulligans_used = 0, last_stroke_id = $2 where round_id = $3 and user_id = $4', [holeState, inserted.rows[0].id, clients[i].rawRoundId, clients[i].userId]);
        });
        // Steady state, as on a real server: client i starts i / concurrency of the way through a round, so the
        // rounds' last strokes (round completion, handicap) are spread over time instead of all at once.
        // The stock was sized with STROKES_PER_ROUND before the plan and the course's holes were known.
        if (plan.length * clients[0].round.holes.length !== STROKES_PER_ROUND)
            throw new Error(`a bench round is not ${STROKES_PER_ROUND} strokes: the stock would be sized wrong`);
        await Promise.all(clients.map(async (_, i) => {
            for (let played = 0; played < Math.floor((i * STROKES_PER_ROUND) / concurrency); played++)
                if (!(await strokeThroughApi(i)))
                    throw new Error('a stroke before the runs failed');
        }));
        takeRoundEnding();
        const { rawFirst, api, rawSecond, baseline, ratio, drift } = await rawApiRaw(strokeThroughApi, strokeRaw, settings, WARMUP_MS);
        const roundEnding = [{ label: 'warm-up and closed loop', ...takeRoundEnding() }];
        // Closed loop, every client always waiting on a call, latency is concurrency / throughput (Little's law):
        // the latency target is also measured with the clients paced at the throughput target, and at half of it,
        // each beside the raw baseline at the same pace (the latency this machine gives a stroke at that load).
        const paced = [];
        for (const share of PACED_SHARES) {
            const rate = baseline * share;
            await stockRounds(roundsFor((WARMUP_MS + pacedMs) / 1000, rate));
            // Warmed up at the same pace, as the closed-loop runs are: the change of load is not part of the figures.
            await drivePaced(strokeThroughApi, WARMUP_MS, concurrency, rate);
            takeRoundEnding();
            const run = await drivePaced(strokeThroughApi, pacedMs, concurrency, rate);
            roundEnding.push({ label: `paced at ${percent(share)}`, ...takeRoundEnding() });
            await drivePaced(strokeRaw, WARMUP_MS, concurrency, rate);
            paced.push({ share, rate, run, raw: await drivePaced(strokeRaw, pacedMs, concurrency, rate) });
        }
        console.log(`\n${runsTable([
            ['raw pg INSERT + UPDATE (1)', rawFirst],
            ['POST /rounds/{id}/strokes', api],
            ['raw pg INSERT + UPDATE (2)', rawSecond],
            ...paced.flatMap(({ rate, run, raw }) => [
                [`POST /rounds/{id}/strokes paced at ${fixed(rate, 0)}/s`, run],
                [`raw pg INSERT + UPDATE paced at ${fixed(rate, 0)}/s`, raw],
            ]),
        ])}`);
        console.log(`\nAPI strokes / raw baseline: ${percent(ratio)} (target ≥ 50 %; baseline ${fixed(baseline, 0)}/s, drift ${percent(drift)})`);
        console.log(`API p99: ${fixed(api.p99Ms, 1)} ms closed loop (raw baseline ${fixed(rawFirst.p99Ms, 1)} / ${fixed(rawSecond.p99Ms, 1)} ms); ` +
            paced
                .map(({ share, run, raw }) => `${fixed(run.p99Ms, 1)} ms with ${concurrency} clients paced at ${percent(share)} of the baseline ` +
                `(raw baseline at that pace ${fixed(raw.p99Ms, 1)} ms)`)
                .join(', ') +
            ' (target < 30 ms)');
        console.log("Rounds' last strokes (round completion and handicap), from their start: " +
            roundEnding
                .map(({ label, count, p50Ms, p99Ms }) => `${label} p50 ${fixed(p50Ms ?? 0, 1)} / p99 ${fixed(p99Ms ?? 0, 1)} ms (${count})`)
                .join('; '));
        // Every completed round of the bench is eligible: one that is not recorded means the handicap path was skipped.
        const [recorded] = await db.select({ count: sql `count(*)::integer` }).from(handicapRecords);
        const [completed] = await db
            .select({ count: sql `count(*)::integer` })
            .from(rounds)
            .where(eq(rounds.roundStatus, enums.round_status.completed));
        console.log(`${recorded.count} of ${completed.count} completed rounds recorded for the handicap; ` +
            `${roundsPerClient} started rounds per client stocked before the closed-loop runs, topped up before the paced ones; ` +
            `${roundsCreatedInRuns} created during the runs`);
        const path = writeResults('strokes', startedAt, {
            startedAt: startedAt.toISOString(),
            environment: facts,
            database: databaseLabel,
            settings: { durationMs, pacedMs, concurrency, poolSize, roundsPerClient },
            runs: { rawFirst, api, rawSecond },
            paced,
            roundEnding,
            roundsCreatedInRuns,
            handicapRecords: recorded.count,
            completedRounds: completed.count,
            ratio,
        });
        console.log(`results: ${path}`);
        return [rawFirst, api, rawSecond, ...paced.flatMap(({ run, raw }) => [run, raw])].some((run) => run.failed > 0)
            ? 1
            : 0;
    });
}
process.exitCode = await main();
