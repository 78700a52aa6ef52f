import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { roundStakes } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent, withLedgerActionRefused } from '../../../test/economy';
import { demoCourses, join } from '../../../test/golf';
import { createWagerer, wagerEntries } from '../../../test/wagers';
import { holeInOne, playHole, startRound, wagerRound } from '../../../test/wager-rounds';

/**
 * A crash in the middle of each money path (docs/wagering.md): the database refuses the path's
 * ledger entry, as a server dying before its commit would leave it. Nothing of the transaction may
 * stay; once the fault is lifted, the same request moves the money exactly once.
 */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const admin = await createEconomyAdmin(testApp);
const { wager_payment: PAY, wager_payout: PAYOUT, wager_payment_refund: REFUND } = enums.transaction_action;

const stakesOf = (roundId: number) =>
  testApp.database.db.select().from(roundStakes).where(eq(roundStakes.roundId, roundId));
const roundOf = async (roundId: number, headers: Record<string, string>) =>
  (await app.inject({ url: `/api/v1/rounds/${roundId}`, headers })).json().data;

describe('a crash during', () => {
  it('escrow on joining: the player is not seated and not debited; joining again takes the stake once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host]);
    await withLedgerActionRefused(testApp, PAY, async () => {
      expect((await join(testApp, round.id, guest)).statusCode).toBe(500);
    });
    expect((await roundOf(round.id, host.headers)).player_count).toBe(1);
    expect((await stakesOf(round.id)).map((s) => s.userId)).toEqual([host.id]);
    expect(await balanceOf(testApp, guest)).toBe(1000);
    expect((await join(testApp, round.id, guest)).statusCode).toBe(200);
    expect(await balanceOf(testApp, guest)).toBe(900);
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === PAY)).toHaveLength(2);
    await expectLedgerConsistent(testApp);
  });

  it('settlement: the completing stroke and the payout roll back together; its retry pays once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);
    const last = crypto.randomUUID();
    await withLedgerActionRefused(testApp, PAYOUT, async () => {
      expect((await holeInOne(testApp, round.id, guest, last)).statusCode).toBe(500);
    });
    const during = await roundOf(round.id, host.headers);
    expect(during).toMatchObject({ round_status: 10, wager: { state: 'open', pot: 200 } });
    expect(during.players.find((p: { user_id: number }) => p.user_id === guest.id).holes_completed).toBe(0);
    expect((await stakesOf(round.id)).map((s) => s.state)).toEqual(['held', 'held']);
    expect(await balanceOf(testApp, guest)).toBe(900);

    // The game sends the stroke again, as it does after an error.
    expect((await holeInOne(testApp, round.id, guest, last)).statusCode).toBe(201);
    expect((await holeInOne(testApp, round.id, guest, last)).statusCode).toBe(200);
    expect(await balanceOf(testApp, guest)).toBe(1070);
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT)).toHaveLength(2);
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({ state: 'paid', fee: 30 });
    await expectLedgerConsistent(testApp);
  });

  it('the refund on leaving: the player keeps the seat and the stake held; leaving again refunds once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    const leave = () => app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/leave`, headers: guest.headers });
    await withLedgerActionRefused(testApp, REFUND, async () => {
      expect((await leave()).statusCode).toBe(500);
    });
    expect((await roundOf(round.id, host.headers)).player_count).toBe(2);
    expect((await stakesOf(round.id)).map((s) => s.state)).toEqual(['held', 'held']);
    expect(await balanceOf(testApp, guest)).toBe(900);
    expect((await leave()).statusCode).toBe(204);
    expect(await balanceOf(testApp, guest)).toBe(1000);
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === REFUND)).toHaveLength(1);
    await expectLedgerConsistent(testApp);
  });

  it('refunds on cancelling: the round stays open with its stakes; cancelling again refunds each once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    const cancel = () =>
      app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/cancel`, headers: host.headers });
    await withLedgerActionRefused(testApp, REFUND, async () => {
      expect((await cancel()).statusCode).toBe(500);
    });
    expect(await roundOf(round.id, host.headers)).toMatchObject({ round_status: 10, wager: { state: 'open' } });
    expect((await stakesOf(round.id)).map((s) => s.state)).toEqual(['held', 'held']);
    expect((await cancel()).statusCode).toBe(204);
    expect((await cancel()).statusCode).toBe(422);
    expect(await balanceOf(testApp, host)).toBe(1000);
    expect(await balanceOf(testApp, guest)).toBe(1000);
    const refunds = await testApp.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where entity_type = 'round' and entity_id = ${round.id} and transaction_action = ${REFUND}`,
    );
    expect((refunds as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    await expectLedgerConsistent(testApp);
  });
});
