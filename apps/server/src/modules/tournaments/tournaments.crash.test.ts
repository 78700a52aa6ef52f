import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  balanceOf,
  createEconomyAdmin,
  expectLedgerConsistent,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';
import { demoCourses, playHole } from '../../../test/golf';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  openRound,
  publish,
  tournamentBody,
  tournamentEntries,
} from '../../../test/tournaments';
import { sql } from 'drizzle-orm';

/**
 * A crash in the middle of each tournament money path: the database refuses the path's ledger
 * entry, as a server dying before its commit would leave it. Nothing of the transaction may stay;
 * once the fault is lifted, the same request (or the next reader) moves the money exactly once.
 */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const admin = await createEconomyAdmin(testApp);
const staff = await createTournamentStaff(testApp);
const { tournament_entry_fee: FEE, tournament_payout: PAYOUT, tournament_refund: REFUND } = enums.transaction_action;

async function published(extra: Record<string, unknown> = {}, rounds = 1) {
  const { id } = await createTournament(testApp, staff, tournamentBody(course.id, extra, rounds));
  await publish(testApp, staff, id);
  return id;
}

const entrantCount = async (id: number) =>
  (await rowsOf<{ n: number }>(testApp, sql`select entrant_count as n from tournaments where id = ${id}`))[0]!.n;

describe('a crash during', () => {
  it('the entry fee: no entry and no debit; entering again charges once', async () => {
    const id = await published();
    const player = await createEntrant(testApp, admin);
    await withLedgerActionRefused(testApp, FEE, async () => {
      expect((await enter(testApp, id, player)).statusCode).toBe(500);
    });
    expect(await entrantCount(id)).toBe(0);
    expect(await balanceOf(testApp, player)).toBe(1000);
    expect((await enter(testApp, id, player)).statusCode).toBe(200);
    expect((await enter(testApp, id, player)).statusCode).toBe(409);
    expect(await balanceOf(testApp, player)).toBe(900);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === FEE)).toHaveLength(1);
    await expectLedgerConsistent(testApp);
  });

  it('withdrawing: the player stays entered with the fee paid; withdrawing again refunds once', async () => {
    const id = await published();
    const player = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, player)).statusCode).toBe(200);
    const withdraw = () =>
      app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/withdraw`, headers: player.headers });
    await withLedgerActionRefused(testApp, REFUND, async () => {
      expect((await withdraw()).statusCode).toBe(500);
    });
    expect(await entrantCount(id)).toBe(1);
    expect(await balanceOf(testApp, player)).toBe(900);
    expect((await withdraw()).statusCode).toBe(200);
    expect(await entrantCount(id)).toBe(0);
    expect(await balanceOf(testApp, player)).toBe(1000);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === REFUND)).toHaveLength(1);
    await expectLedgerConsistent(testApp);
  });

  it('cancelling: nothing is refunded and it stays published; cancelling again refunds each once', async () => {
    const id = await published();
    const players = [await createEntrant(testApp, admin), await createEntrant(testApp, admin)];
    for (const player of players) expect((await enter(testApp, id, player)).statusCode).toBe(200);
    const cancel = () =>
      app.inject({ method: 'POST', url: `/api/v1/tournaments/${id}/cancel`, headers: staff.headers, payload: {} });
    await withLedgerActionRefused(testApp, REFUND, async () => {
      expect((await cancel()).statusCode).toBe(500);
    });
    expect((await app.inject({ url: `/api/v1/tournaments/${id}`, headers: staff.headers })).json().data.status).toBe(
      'upcoming',
    );
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(200);
    for (const player of players) expect(await balanceOf(testApp, player)).toBe(1000);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === REFUND)).toHaveLength(2);
    await expectLedgerConsistent(testApp);
  });

  it('the payout: the round still counts, the tournament stays open; the next reader pays once', async () => {
    const id = await published();
    const player = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, player)).statusCode).toBe(200);
    await openRound(testApp, id, 1);
    const play = await app.inject({
      method: 'POST',
      url: `/api/v1/tournaments/${id}/rounds/1/play`,
      headers: player.headers,
    });
    await withLedgerActionRefused(testApp, PAYOUT, async () => {
      // The player's last stroke is recorded; the completion after it fails and is retried later.
      await playHole(testApp, play.json().data.round_id, player, 1, 4);
      const during = (await app.inject({ url: `/api/v1/tournaments/events/${id}` })).json().data;
      expect(during.status).toBe('live');
    });
    expect(await balanceOf(testApp, player)).toBe(900);
    const after = (await app.inject({ url: `/api/v1/tournaments/events/${id}` })).json().data;
    expect(after.status).toBe('finished');
    await app.inject({ url: `/api/v1/tournaments/events/${id}` });
    expect(await balanceOf(testApp, player)).toBe(900 + 1000);
    expect((await tournamentEntries(testApp, id)).filter((e) => e.action === PAYOUT)).toHaveLength(1);
    await expectLedgerConsistent(testApp);
  });
});
