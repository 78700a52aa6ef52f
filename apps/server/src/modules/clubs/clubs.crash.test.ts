import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, clubEntries, clubName, createClub, createPlayer, memberCounts } from '../../../test/clubs';
import {
  balanceOf,
  createEconomyAdmin,
  expectLedgerConsistent,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';

/**
 * A crash in the middle of each club fee path (the creation fee, decision 0084; the member fee, 0083):
 * the database refuses the path's ledger entry, as a server dying before its commit would leave it.
 * Nothing of the transaction may stay; once the fault is lifted, the same request moves the fee once.
 */
const testApp = await createTestApp();
const admin = await createEconomyAdmin(testApp);
const { club_member_fee: FEE, club_member_fee_refund: REFUND } = enums.transaction_action;

const statusOf = async (clubId: number, userId: number) =>
  (
    await rowsOf<{ status: number }>(
      testApp,
      sql`select status from club_users where club_id = ${clubId} and user_id = ${userId}`,
    )
  ).map((row) => row.status);
const feesOf = (clubId: number) =>
  rowsOf<{ state: string }>(testApp, sql`select state from club_fees where club_id = ${clubId} order by id`);

async function paidClub() {
  const owner = await createPlayer(testApp, admin);
  const player = await createPlayer(testApp, admin);
  const club = await createClub(testApp, owner, { member_fee: 100, accept_without_approval: false });
  return { owner, player, club };
}

describe('a crash during', () => {
  it('creating a club: no club and no debit stay; creating it again charges once', async () => {
    const creator = await createPlayer(testApp, admin);
    const name = clubName();
    const create = () => clubCall(testApp, creator, 'POST', '', { name });
    const crashed = await withLedgerActionRefused(testApp, enums.transaction_action.club_creation_fee, create);
    expect(crashed.statusCode).toBe(500);
    const clubsNamed = () => rowsOf<{ id: number }>(testApp, sql`select id from clubs where name = ${name}`);
    expect(await clubsNamed()).toEqual([]);
    expect(await balanceOf(testApp, creator)).toBe(1000);
    expect((await create()).statusCode).toBe(201);
    const [club] = await clubsNamed();
    expect(await memberCounts(testApp, club!.id)).toEqual({ cached: 1, actual: 1 });
    expect(await balanceOf(testApp, creator)).toBe(500);
    await expectLedgerConsistent(testApp);
  });

  it('asking to join: no request and no debit stay; asking again holds the fee once', async () => {
    const { player, club } = await paidClub();
    const reply = await withLedgerActionRefused(testApp, FEE, () =>
      clubCall(testApp, player, 'POST', `/${club.id}/join`),
    );
    expect(reply.statusCode).toBe(500);
    expect(await statusOf(club.id, player.id)).toEqual([]);
    expect(await feesOf(club.id)).toEqual([]);
    expect(await balanceOf(testApp, player)).toBe(1000);
    expect((await clubCall(testApp, player, 'POST', `/${club.id}/join`)).statusCode).toBe(200);
    expect(await balanceOf(testApp, player)).toBe(900);
    await expectLedgerConsistent(testApp);
  });

  it('approval: the request stays pending with its fee held; approving again pays out once', async () => {
    const { owner, player, club } = await paidClub();
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    const approve = () => clubCall(testApp, owner, 'POST', `/${club.id}/members/${player.id}/approve`);
    expect((await withLedgerActionRefused(testApp, FEE, approve)).statusCode).toBe(500);
    expect(await statusOf(club.id, player.id)).toEqual([10]);
    expect(await feesOf(club.id)).toEqual([{ state: 'held' }]);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 1, actual: 1 });
    expect(await balanceOf(testApp, owner)).toBe(500);

    expect((await approve()).statusCode).toBe(204);
    expect((await approve()).statusCode).toBe(409);
    expect(await balanceOf(testApp, owner)).toBe(585);
    expect(await balanceOf(testApp, player)).toBe(900);
    expect((await clubEntries(testApp, club.id)).filter((e) => e.action === FEE)).toHaveLength(4);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 2, actual: 2 });
    await expectLedgerConsistent(testApp);
  });

  it('declining: the request stays with its fee held; declining again refunds once', async () => {
    const { owner, player, club } = await paidClub();
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    const decline = () => clubCall(testApp, owner, 'POST', `/${club.id}/members/${player.id}/decline`);
    expect((await withLedgerActionRefused(testApp, REFUND, decline)).statusCode).toBe(500);
    expect(await statusOf(club.id, player.id)).toEqual([10]);
    expect(await feesOf(club.id)).toEqual([{ state: 'held' }]);
    expect(await balanceOf(testApp, player)).toBe(900);

    expect((await decline()).statusCode).toBe(204);
    expect((await decline()).statusCode).toBe(409);
    expect(await balanceOf(testApp, player)).toBe(1000);
    expect((await clubEntries(testApp, club.id)).filter((e) => e.action === REFUND)).toHaveLength(2);
    await expectLedgerConsistent(testApp);
  });
});
