import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { demoCourses, grantMultiplayer, stroke } from '../../../test/golf';
import { createWagerer, wagerEntries } from '../../../test/wagers';
import { holeInOne, playHole, startRound, wagerRound } from '../../../test/wager-rounds';

/** Who wins the pot in each game mode, and stakes taken on accepting an invite (docs/wagering.md). */
const testApp = await createTestApp();
const { app } = testApp;
const course = (await demoCourses(testApp)).regular[0]!;
const admin = await createEconomyAdmin(testApp);
const PAYOUT = enums.transaction_action.wager_payout;

const roundOf = async (roundId: number, headers: Record<string, string>) =>
  (await app.inject({ url: `/api/v1/rounds/${roundId}`, headers })).json().data;

describe('winners by game mode', () => {
  it('match play: the match winner takes the pot', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest], { game_mode: 10, max_players: 2 });
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 5);
    expect((await holeInOne(testApp, round.id, guest)).statusCode).toBe(201);
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({
      state: 'paid',
      payouts: [{ user_id: guest.id, amount: 170 }],
    });
    expect(await balanceOf(testApp, guest)).toBe(1070);
    await expectLedgerConsistent(testApp);
  });

  it('match play: a halved match splits the pot', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest], { game_mode: 10, max_players: 2 });
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);
    await playHole(testApp, round.id, guest, 1, 4);
    expect(await balanceOf(testApp, host)).toBe(985);
    expect(await balanceOf(testApp, guest)).toBe(985);
  });

  it('closest to pin: the best distance takes the pot', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest], { game_mode: 30, tries: 1, holes: [3] });
    await startRound(testApp, round.id, host);
    expect(
      (await stroke(testApp, round.id, host, { hole: 3, surface_type: 30, distance_to_hole: 420 })).statusCode,
    ).toBe(201);
    expect(
      (await stroke(testApp, round.id, guest, { hole: 3, surface_type: 30, distance_to_hole: 250 })).statusCode,
    ).toBe(201);
    const payouts = (await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT);
    expect(payouts.map((e) => [e.user_id, e.amount])[0]).toEqual([guest.id, 170]);
    expect(await balanceOf(testApp, guest)).toBe(1070);
  });
});

describe('invites', () => {
  it('accepting an invite to a wager round stakes; a refused invitee gets code 10 and keeps the invite', async () => {
    const host = await createWagerer(testApp, admin);
    const friend = await createWagerer(testApp, admin);
    const no2fa = await createWagerer(testApp, admin, { twoFactor: false });
    for (const user of [friend, no2fa]) await grantMultiplayer(testApp, user.id);
    const round = await wagerRound(testApp, course.id, [host]);
    for (const user of [friend, no2fa]) {
      const invite = await app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${round.id}/invites`,
        headers: host.headers,
        payload: { user_id: user.id },
      });
      expect(invite.statusCode, invite.body).toBe(201);
    }
    const accept = (user: typeof friend) =>
      app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/invites/accept`, headers: user.headers });
    expect((await accept(friend)).statusCode).toBe(200);
    expect(await balanceOf(testApp, friend)).toBe(900);
    const refused = await accept(no2fa);
    expectError(refused, 'rounds.cannot_join_wager_round');
    expect(await balanceOf(testApp, no2fa)).toBe(1000);
    const pending = await app.inject({ url: '/api/v1/rounds/invites', headers: no2fa.headers });
    expect(pending.json().data.map((i: { round_id: number }) => i.round_id)).toContain(round.id);
    expect((await roundOf(round.id, host.headers)).wager.pot).toBe(200);
  });
});
