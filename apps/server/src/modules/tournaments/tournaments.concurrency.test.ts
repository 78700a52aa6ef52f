import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';
import { demoCourses, playHole } from '../../../test/golf';
import {
  closeAllRounds,
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
  tournamentEntries,
} from '../../../test/tournaments';

/**
 * Tournament money under concurrency on PostgreSQL (PGlite runs one statement at a time): entries
 * racing for the last places, withdrawals racing the cancelling, and completion run at once by staff
 * and by readers on "two nodes".
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const { tournament_entry_fee: FEE, tournament_payout: PAYOUT, tournament_refund: REFUND } = enums.transaction_action;

describe.skipIf(!onPostgres)('tournaments under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  const admin = onPostgres ? await createEconomyAdmin(testApp) : undefined!;
  const staff = onPostgres ? await createTournamentStaff(testApp) : undefined!;
  const course = onPostgres ? (await demoCourses(testApp)).regular[0]! : undefined!;

  it('200 parallel entries into 50 places: exactly 50 are entered and charged', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, { max_players: 50 }));
    await publish(testApp, staff, id);
    const players: Awaited<ReturnType<typeof createEntrant>>[] = [];
    for (let batch = 0; batch < 10; batch++)
      players.push(
        ...(await Promise.all(Array.from({ length: 20 }, () => createEntrant(testApp, admin, { coins: 100 })))),
      );
    const replies = await Promise.all(players.map((player) => enter(testApp, id, player)));
    const ok = replies.filter((reply) => reply.statusCode === 200);
    for (const reply of replies)
      if (reply.statusCode !== 200) expect(reply.json().error_info.key).toBe('tournaments.full');
    expect(ok).toHaveLength(50);
    const fees = (await tournamentEntries(testApp, id)).filter((e) => e.action === FEE);
    expect(fees).toHaveLength(50);
    const [count] = await rowsOf<{ entrant_count: number; n: number }>(
      testApp,
      sql`select t.entrant_count, (select count(*)::int from tournament_entries e where e.tournament_id = t.id) as n
          from tournaments t where t.id = ${id}`,
    );
    expect(count).toEqual({ entrant_count: 50, n: 50 });
    const charged = new Set(fees.map((fee) => fee.user_id));
    for (const player of players) expect(await balanceOf(testApp, player)).toBe(charged.has(player.id) ? 0 : 100);
    await expectLedgerConsistent(testApp);
  }, 180_000);

  it('withdrawals racing the cancelling, each sent twice: every fee comes back once', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const players = await Promise.all([0, 1, 2].map(() => createEntrant(testApp, admin)));
    for (const player of players) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    const withdraw = (player: (typeof players)[number]) =>
      testApp.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/withdraw`, headers: player.headers });
    const cancel = () =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${id}/cancel`,
        headers: staff.headers,
        payload: {},
      });
    const replies = await Promise.all([
      withdraw(players[0]!),
      withdraw(players[0]!),
      withdraw(players[1]!),
      withdraw(players[1]!),
      cancel(),
      cancel(),
    ]);
    expect(replies.filter((reply) => reply.statusCode >= 500)).toEqual([]);
    for (const player of players) expect(await balanceOf(testApp, player)).toBe(1000);
    const refunds = (await tournamentEntries(testApp, id)).filter((e) => e.action === REFUND);
    expect(refunds.map((e) => e.user_id).sort()).toEqual(players.map((p) => p.id).sort());
    await expectLedgerConsistent(testApp);
  });

  it('completion run twice in parallel (and by readers at once) pays once', async () => {
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id, {}, 1));
    await publish(testApp, staff, id);
    const players = [
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
      await createEntrant(testApp, admin),
    ];
    for (const player of players) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    // Two finish; the third never starts, so the round stays open until its window closes.
    for (const [player, score] of [
      [players[0]!, 3],
      [players[1]!, 4],
    ] as const) {
      const res = await testApp.app.inject({
        method: 'POST',
        url: `/api/v1/tournaments/${id}/rounds/1/play`,
        headers: player.headers,
      });
      await playHole(testApp, res.json().data.round_id, player, 1, score);
    }
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT)).toEqual([]);
    await closeAllRounds(testApp, id);
    const replies = await Promise.all([
      ...[0, 1].map(() =>
        testApp.app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/complete`, headers: staff.headers }),
      ),
      ...[0, 1, 2].map(() => testApp.app.inject({ url: `/api/v1/tournaments/events/${id}` })),
    ]);
    for (const reply of replies) expect(reply.statusCode, reply.body).toBe(200);
    const payouts = (await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT);
    // Top-10 linear between two finishers: 10:9 of 1000.
    expect(payouts.map((e) => [e.user_id, e.amount])).toEqual([
      [players[0]!.id, 526],
      [players[1]!.id, 474],
    ]);
    expect(await balanceOf(testApp, players[2]!)).toBe(900);
    await expectLedgerConsistent(testApp);
  });
});
