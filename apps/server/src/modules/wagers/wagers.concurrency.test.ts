import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';
import { demoCourses, join } from '../../../test/golf';
import { createWagerer, wagerEntries } from '../../../test/wagers';
import { holeInOne, startRound, wagerRound } from '../../../test/wager-rounds';

/**
 * Wagering under concurrency on PostgreSQL (PGlite runs one statement at a time, so races cannot
 * happen there): parallel joins against stakes each player can cover once, a leave racing the
 * round's cancelling, and a round completed by racing strokes and their retries.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const { wager_payment: PAY, wager_payout: PAYOUT, wager_payment_refund: REFUND } = enums.transaction_action;

describe.skipIf(!onPostgres)('wagering under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  const admin = onPostgres ? await createEconomyAdmin(testApp) : undefined!;
  const course = onPostgres ? (await demoCourses(testApp)).regular[0]! : undefined!;

  it('100 players race to join two wager rounds each with coins for one stake: each stake is taken once', async () => {
    const hosts = await Promise.all(Array.from({ length: 20 }, () => createWagerer(testApp, admin)));
    const rounds: { id: number }[] = [];
    for (const host of hosts) rounds.push(await wagerRound(testApp, course.id, [host], { max_players: 8 }));
    const players: Awaited<ReturnType<typeof createWagerer>>[] = [];
    for (let i = 0; i < 100; i++) players.push(await createWagerer(testApp, admin, { coins: 100 }));

    const attempts = players.flatMap((player, i) => [
      { player, round: rounds[i % 20]! },
      { player, round: rounds[(i * 7 + 3) % 20]! },
    ]);
    const replies = await Promise.all(attempts.map(({ player, round }) => join(testApp, round.id, player)));
    for (const reply of replies)
      if (reply.statusCode !== 200)
        expect(['rounds.no_tokens', 'rounds.round_full', 'rounds.already_joined']).toContain(
          reply.json().error_info.key,
        );

    for (const player of players) {
      const stakes = await rowsOf<{ n: number }>(
        testApp,
        sql`select count(*)::int as n from round_stakes where user_id = ${player.id} and state = 'held'`,
      );
      const n = stakes[0]!.n;
      expect(n).toBeLessThanOrEqual(1);
      expect(await balanceOf(testApp, player)).toBe(100 - 100 * n);
      const seats = await rowsOf<{ n: number }>(
        testApp,
        sql`select count(*)::int as n from round_players where user_id = ${player.id}`,
      );
      expect(seats[0]!.n).toBe(n);
    }
    for (const round of rounds) {
      const entries = (await wagerEntries(testApp, round.id)).filter((e) => e.action === PAY);
      const seated = await rowsOf<{ n: number }>(
        testApp,
        sql`select count(*)::int as n from round_players where round_id = ${round.id}`,
      );
      expect(seated[0]!.n).toBeLessThanOrEqual(8);
      expect(entries).toHaveLength(seated[0]!.n);
    }
    await expectLedgerConsistent(testApp);
  });

  it('a guest leaving while the host cancels, each sent twice: every stake comes back once', async () => {
    const [host, guest, third] = await Promise.all([
      createWagerer(testApp, admin),
      createWagerer(testApp, admin),
      createWagerer(testApp, admin),
    ]);
    const round = await wagerRound(testApp, course.id, [host, guest, third]);
    const call = (action: 'leave' | 'cancel', user: { headers: Record<string, string> }) =>
      testApp.app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/${action}`, headers: user.headers });
    const replies = await Promise.all([
      call('leave', guest),
      call('leave', guest),
      call('cancel', host),
      call('cancel', host),
    ]);
    expect(replies.filter((reply) => reply.statusCode >= 500)).toEqual([]);
    for (const player of [host, guest, third]) expect(await balanceOf(testApp, player)).toBe(1000);
    const refunds = (await wagerEntries(testApp, round.id)).filter((e) => e.action === REFUND);
    expect(refunds.map((e) => e.user_id).sort()).toEqual([host.id, guest.id, third.id].sort());
    await expectLedgerConsistent(testApp);
  });

  it('a round completed by racing strokes, each sent three times, pays its pot once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    const ids = [crypto.randomUUID(), crypto.randomUUID()];
    const replies = await Promise.all(
      [0, 1, 2].flatMap(() => [
        holeInOne(testApp, round.id, host, ids[0]),
        holeInOne(testApp, round.id, guest, ids[1]),
      ]),
    );
    for (const reply of replies) expect([200, 201, 409]).toContain(reply.statusCode);
    // A tie: 200 less the fee of 30, 85 each.
    const payouts = (await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT);
    expect(payouts.map((e) => e.amount).sort()).toEqual([30, 85, 85]);
    expect(await balanceOf(testApp, host)).toBe(985);
    expect(await balanceOf(testApp, guest)).toBe(985);
    await expectLedgerConsistent(testApp);
  });
});
