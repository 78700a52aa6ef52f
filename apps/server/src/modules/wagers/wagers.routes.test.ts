import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums, STORED_AMOUNT_MAX, translate } from '@golf/contracts';
import { rounds, strokes } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { adjustWallet, balanceOf, createEconomyAdmin, expectLedgerConsistent, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses, join } from '../../../test/golf';
import { createTestUser } from '../../../test/users';
import { createWagerer, setSetting, wagerEntries } from '../../../test/wagers';
import { holeInOne, playHole, startRound, wagerRound } from '../../../test/wager-rounds';

/** Wager rounds end to end through the API (docs/wagering.md): escrow, settlement, refunds, review, deadline. */
const testApp = await createTestApp();
const { app } = testApp;
const { regular, range } = await demoCourses(testApp);
const course = regular[0]!;
const admin = await createEconomyAdmin(testApp);
const { wager_payment: PAY, wager_payout: PAYOUT, wager_payment_refund: REFUND } = enums.transaction_action;
const CREDIT = 10;
const DEBIT = 20;

const roundOf = async (roundId: number, headers: Record<string, string>) =>
  (await app.inject({ url: `/api/v1/rounds/${roundId}`, headers })).json().data;
const houseId = async () =>
  (await rowsOf<{ id: number }>(testApp, sql`select id from users where email = 'house@wagers.invalid'`))[0]?.id;

describe('escrow', () => {
  it('debits the host on creation and each player on joining (action 10); the round shows the pot', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    expect(await balanceOf(testApp, host)).toBe(900);
    expect(await balanceOf(testApp, guest)).toBe(900);
    expect(await wagerEntries(testApp, round.id)).toEqual([
      { user_id: host.id, action: PAY, event_type: DEBIT, amount: 100 },
      { user_id: guest.id, action: PAY, event_type: DEBIT, amount: 100 },
    ]);
    expect((await roundOf(round.id, guest.headers)).wager).toEqual({
      amount: 100,
      token_type: 10,
      minimum_raised: false,
      state: 'open',
      pot: 200,
      fee: null,
      payouts: [],
    });
    const lobby = (await app.inject({ url: '/api/v1/rounds?per_page=100', headers: guest.headers })).json().data;
    expect(lobby.find((r: { id: number }) => r.id === round.id).wager).toMatchObject({ amount: 100, pot: 200 });
    await expectLedgerConsistent(testApp);
  });

  it('raises a wager below the minimum to it, and says so', async () => {
    await setSetting(testApp, 'minimum_wager_amount', '25');
    const host = await createWagerer(testApp, admin);
    const round = await wagerRound(testApp, course.id, [host], { wager_amount: 5 });
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({ amount: 25, minimum_raised: true });
    expect(await balanceOf(testApp, host)).toBe(975);
    await setSetting(testApp, 'minimum_wager_amount', '10');
  });

  it('refuses a wager on the driving range', async () => {
    const host = await createWagerer(testApp, admin);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: host.headers,
      payload: { title: 'Range', game_mode: 50, course_id: range.id, wager_amount: 100 },
    });
    expectError(res, 'general.validation_failed');
    expect(Object.keys(res.json().errors)).toEqual(['wager_amount']);
    expect(await balanceOf(testApp, host)).toBe(1000);
  });

  it('"One player wager": a wager round does not start alone (English and Swedish)', async () => {
    const host = await createWagerer(testApp, admin);
    const round = await wagerRound(testApp, course.id, [host]);
    const startAlone = (locale: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/rounds/${round.id}/start`,
        headers: { ...host.headers, 'accept-language': locale },
      });
    expectError(await startAlone('en'), 'rounds.single_player_wager');
    expectError(await startAlone('sv'), 'rounds.single_player_wager', { locale: 'sv' });
    expect((await startAlone('en')).json().error).toBe('A wager round needs more than one player.');
  });

  it('"No tokens": a player who cannot cover the stake is not seated and keeps what they have', async () => {
    const host = await createWagerer(testApp, admin);
    const poor = await createWagerer(testApp, admin, { coins: 60 });
    const round = await wagerRound(testApp, course.id, [host]);
    expectError(await join(testApp, round.id, poor), 'rounds.no_tokens');
    const sv = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/join`,
      headers: { ...poor.headers, 'accept-language': 'sv' },
    });
    expectError(sv, 'rounds.no_tokens', { locale: 'sv' });
    expect(await balanceOf(testApp, poor)).toBe(60);
    expect((await roundOf(round.id, host.headers)).player_count).toBe(1);
    // Nor can they create one.
    const create = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: poor.headers,
      payload: { title: 'Broke', game_mode: 20, course_id: course.id, wager_amount: 100 },
    });
    expectError(create, 'rounds.no_tokens');
  });

  it('"Wager limit reached": what one player holds in open wager rounds is capped by the setting', async () => {
    await setSetting(testApp, 'wager_limit', '150');
    const player = await createWagerer(testApp, admin);
    await wagerRound(testApp, course.id, [player]);
    const second = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: { ...player.headers, 'accept-language': 'sv' },
      payload: { title: 'Again', game_mode: 20, course_id: course.id, wager_amount: 100 },
    });
    // The message says what the limit is and where the stake would take the player.
    expectError(second, 'rounds.wager_limit_reached', { locale: 'sv', params: { limit: 150, total: 200 } });
    const other = await wagerRound(testApp, course.id, [await createWagerer(testApp, admin)]);
    expectError(await join(testApp, other.id, player), 'rounds.wager_limit_reached', {
      params: { limit: 150, total: 200 },
    });
    expect(await balanceOf(testApp, player)).toBe(900);
    await setSetting(testApp, 'wager_limit', '10000');
  });

  it('gives the stake back (action 21) to a player who leaves before the start, and to all when the host cancels', async () => {
    const [host, a, b] = [
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
    ];
    const round = await wagerRound(testApp, course.id, [host, a, b]);
    const leave = await app.inject({ method: 'POST', url: `/api/v1/rounds/${round.id}/leave`, headers: a.headers });
    expect(leave.statusCode, leave.body).toBe(204);
    expect(await balanceOf(testApp, a)).toBe(1000);
    // Joining again takes a new stake, and leaving again gives it back: each once.
    expect((await join(testApp, round.id, a)).statusCode).toBe(200);
    expect(await balanceOf(testApp, a)).toBe(900);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${round.id}/cancel`,
      headers: host.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(204);
    for (const user of [host, a, b]) expect(await balanceOf(testApp, user)).toBe(1000);
    const entries = await wagerEntries(testApp, round.id);
    const refunds = entries.filter((e) => e.action === REFUND).map((e) => [e.user_id, e.amount]);
    expect(refunds.sort((x, y) => x[0]! - y[0]!)).toEqual(
      [
        [host.id, 100],
        [a.id, 100],
        [a.id, 100],
        [b.id, 100],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({ state: 'refunded' });
    await expectLedgerConsistent(testApp);
  });
});

describe('settlement', () => {
  it('pays the pot minus the fee to the winner (action 20) and the fee to the house, once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 5);
    const last = crypto.randomUUID();
    expect((await holeInOne(testApp, round.id, guest, last)).statusCode).toBe(201);
    // The fee is 0.15: 30 of the pot of 200 to the house, 170 to the winner.
    expect(await balanceOf(testApp, guest)).toBe(900 + 170);
    expect(await balanceOf(testApp, host)).toBe(900);
    const house = (await houseId())!;
    const payouts = (await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT);
    expect(payouts).toEqual([
      { user_id: guest.id, action: PAYOUT, event_type: CREDIT, amount: 170 },
      { user_id: house, action: PAYOUT, event_type: CREDIT, amount: 30 },
    ]);
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({
      state: 'paid',
      pot: 200,
      fee: 30,
      payouts: [{ user_id: guest.id, amount: 170 }],
    });
    // The same completing stroke again is a replay: nothing is paid twice.
    expect((await holeInOne(testApp, round.id, guest, last)).statusCode).toBe(200);
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT)).toHaveLength(2);
    expect(await balanceOf(testApp, guest)).toBe(1070);
    await expectLedgerConsistent(testApp);
  });

  it('splits a tie after the fee, the odd token to the house', async () => {
    await setSetting(testApp, 'wager_service_fee', '0.1');
    const players = [
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
    ];
    const round = await wagerRound(testApp, course.id, players, { wager_amount: 35 });
    await startRound(testApp, round.id, players[0]!);
    await playHole(testApp, round.id, players[0]!, 1, 4);
    await playHole(testApp, round.id, players[1]!, 1, 3);
    await playHole(testApp, round.id, players[2]!, 1, 3);
    // Pot 105, fee 10 (10.5 rounded down), 95 split: 47 each, the odd token to the house.
    expect(await balanceOf(testApp, players[1]!)).toBe(965 + 47);
    expect(await balanceOf(testApp, players[2]!)).toBe(965 + 47);
    expect(await balanceOf(testApp, players[0]!)).toBe(965);
    expect((await roundOf(round.id, players[0]!.headers)).wager).toMatchObject({ fee: 11 });
    await setSetting(testApp, 'wager_service_fee', '0.15');
    await expectLedgerConsistent(testApp);
  });

  it('holds a round with a flagged stroke for staff, who pay out or refund it once', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);
    await testApp.database.db
      .update(strokes)
      .set({ flagReason: 'carry reported=30000 computed=18900 tolerance=1500' })
      .where(eq(strokes.roundId, round.id));
    await playHole(testApp, round.id, guest, 1, 5);
    expect((await roundOf(round.id, host.headers)).wager).toMatchObject({ state: 'review', fee: null });
    expect(await balanceOf(testApp, host)).toBe(900);
    const reviews = async () =>
      (await app.inject({ url: '/api/v1/admin/wagers/review', headers: admin.headers })).json().data;
    expect((await reviews()).find((r: { round_id: number }) => r.round_id === round.id)).toMatchObject({
      pot: 200,
      token_type: 10,
      players: [
        { user_id: host.id, display_name: host.displayName },
        { user_id: guest.id, display_name: guest.displayName },
      ],
    });

    const resolve = (action: string, headers = admin.headers) =>
      app.inject({ method: 'POST', url: `/api/v1/admin/wagers/${round.id}/resolve`, headers, payload: { action } });
    expect((await resolve('payout', host.headers)).statusCode).toBe(403);
    expect((await resolve('payout')).statusCode).toBe(204);
    expect(await balanceOf(testApp, host)).toBe(1070);
    expect((await reviews()).map((r: { round_id: number }) => r.round_id)).not.toContain(round.id);
    expectError(await resolve('refund'), 'rounds.wager_not_in_review');
    expect(await balanceOf(testApp, host)).toBe(1070);
    // Staff moved money: the log names who, which round, and the ledger lines it wrote (once).
    const [entry, ...more] = await logged('wagers.resolved', { type: 'round', id: round.id });
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actor_id: admin.id, properties: { action: 'payout' } });
    expect(entry!.properties.ledger).toContainEqual({ user_id: host.id, action: 20, amount: 170 });
    await expectLedgerConsistent(testApp);
  });

  it('ends a wager round past its deadline: finishers share the pot, whoever did not finish forfeits', async () => {
    const [host, guest, idle] = [
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
      await createWagerer(testApp, admin),
    ];
    const round = await wagerRound(testApp, course.id, [host, guest, idle], { hole_group: 99, holes: [1, 2] });
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);
    await playHole(testApp, round.id, host, 2, 4);
    await playHole(testApp, round.id, guest, 1, 3);
    // Not yet: before the deadline reading the round changes nothing.
    expect((await roundOf(round.id, host.headers)).wager.state).toBe('open');
    await testApp.database.db
      .update(rounds)
      .set({ startedAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(rounds.id, round.id));
    const ended = await roundOf(round.id, idle.headers);
    expect(ended.round_status).toBe(20);
    // Only the host finished: 300 less the fee of 45.
    expect(ended.wager).toMatchObject({ state: 'paid', fee: 45, payouts: [{ user_id: host.id, amount: 255 }] });
    expect(await balanceOf(testApp, host)).toBe(1155);
    expect(await balanceOf(testApp, guest)).toBe(900);
    await expectLedgerConsistent(testApp);
  });
});

describe('settlement held for staff', () => {
  it('holds the pot for review, rather than refuse the round its end, when the ledger refuses the payout', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    // The guest's balance 100 short of the largest a wallet holds: a win of 170 cannot be credited.
    await adjustWallet(testApp, admin, guest.id, 1_000_000_000);
    await adjustWallet(testApp, admin, guest.id, 1_000_000_000);
    await adjustWallet(testApp, admin, guest.id, STORED_AMOUNT_MAX - 100 - 900 - 2_000_000_000);
    await startRound(testApp, round.id, host);
    await playHole(testApp, round.id, host, 1, 4);
    expect((await holeInOne(testApp, round.id, guest)).statusCode).toBe(201);
    const after = await roundOf(round.id, host.headers);
    expect(after.round_status).toBe(20);
    expect(after.wager).toMatchObject({ state: 'review', fee: null });
    expect((await wagerEntries(testApp, round.id)).filter((e) => e.action === PAYOUT)).toEqual([]);
    await expectLedgerConsistent(testApp);
  });

  it('refunds every stake of a round past its deadline that nobody finished', async () => {
    const [host, guest] = [await createWagerer(testApp, admin), await createWagerer(testApp, admin)];
    const round = await wagerRound(testApp, course.id, [host, guest]);
    await startRound(testApp, round.id, host);
    await testApp.database.db
      .update(rounds)
      .set({ startedAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(rounds.id, round.id));
    expect((await roundOf(round.id, guest.headers)).wager).toMatchObject({ state: 'refunded' });
    expect(await balanceOf(testApp, host)).toBe(1000);
    expect(await balanceOf(testApp, guest)).toBe(1000);
    await expectLedgerConsistent(testApp);
  });
});

describe('restrictions', () => {
  const joinIn = (roundId: number, headers: Record<string, string>, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: `/api/v1/rounds/${roundId}/join`,
      headers: { ...headers, 'accept-language': locale },
    });
  const createIn = (headers: Record<string, string>, locale = 'en', extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: { ...headers, 'accept-language': locale },
      payload: { title: 'Refused', game_mode: 20, course_id: course.id, wager_amount: 100, ...extra },
    });
  const reasonOf = (res: { json(): { errors?: { wager?: string[] } } }) => res.json().errors?.wager;

  it('refuses a player without 2FA: code 10 on joining, "Restricted from wager rounds" on creating', async () => {
    const round = await wagerRound(testApp, course.id, [await createWagerer(testApp, admin)]);
    const no2fa = await createWagerer(testApp, admin, { twoFactor: false });
    for (const locale of ['en', 'sv'] as const) {
      const res = await joinIn(round.id, no2fa.headers, locale);
      expectError(res, 'rounds.cannot_join_wager_round', { locale });
      expect(res.json().error_info.code).toBe(10);
      expect(reasonOf(res)).toEqual([translate(locale, 'errors.rounds.wager_restricted')]);
      expectError(await createIn(no2fa.headers, locale), 'rounds.wager_restricted', { locale });
    }
    expect(await balanceOf(testApp, no2fa)).toBe(1000);
  });

  it('refuses a player in a restricted country or region, and one without an address', async () => {
    const round = await wagerRound(testApp, course.id, [await createWagerer(testApp, admin)]);
    const add = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/v1/admin/wager-restrictions', headers: admin.headers, payload });
    expect((await add({ country_code: 'us', region_code: 'us-wa' })).statusCode).toBe(201);
    expect((await add({ country_code: 'NO' })).statusCode).toBe(201);
    const washington = await createWagerer(testApp, admin, { country: 'US', state: 'WA' });
    const oregon = await createWagerer(testApp, admin, { country: 'US', state: 'OR' });
    const norway = await createWagerer(testApp, admin, { country: 'NO' });
    const stateless = await createWagerer(testApp, admin, { country: 'US' });
    const nowhere = await createWagerer(testApp, admin, { country: null });
    for (const user of [washington, norway, stateless, nowhere]) {
      const res = await joinIn(round.id, user.headers);
      expectError(res, 'rounds.cannot_join_wager_round');
      expect(reasonOf(res)).toEqual([translate('en', 'errors.rounds.wager_restricted')]);
    }
    expect((await joinIn(round.id, oregon.headers)).statusCode).toBe(200);
    const status = await app.inject({ url: '/api/v1/users/me/wagering', headers: washington.headers });
    expect(status.json().data).toMatchObject({ allowed: false, refusals: ['region_restricted'] });
    const none = await app.inject({ url: '/api/v1/users/me/wagering', headers: nowhere.headers });
    expect(none.json().data.refusals).toEqual(['address_missing']);
  });

  it('follows staff: wagering_allowed off, or a token type not allowed, is "Wagering restricted for user"', async () => {
    const user = await createWagerer(testApp, admin);
    const patch = (wager_restrictions: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${user.id}`,
        headers: admin.headers,
        payload: { wager_restrictions },
      });
    expect((await patch({ wagering_allowed: false })).statusCode).toBe(200);
    const me = await app.inject({ url: '/api/v1/users/me', headers: user.headers });
    expect(me.json().data.wager_restrictions).toEqual({ wagering_allowed: false, allowed_token_types: [10] });
    const round = await wagerRound(testApp, course.id, [await createWagerer(testApp, admin)]);
    for (const locale of ['en', 'sv'] as const) {
      expectError(await createIn(user.headers, locale), 'other.wagering_restricted', { locale });
      const res = await joinIn(round.id, user.headers, locale);
      expectError(res, 'rounds.cannot_join_wager_round', { locale });
      expect(reasonOf(res)).toEqual([translate(locale, 'errors.other.wagering_restricted')]);
    }
    expect((await patch({ wagering_allowed: true })).statusCode).toBe(200);
    expect((await createIn(user.headers, 'en', { wager_token_type: 20 })).json().error_info.key).toBe(
      'other.wagering_restricted',
    );
    expect((await patch({ allowed_token_types: [10, 20] })).statusCode).toBe(200);
    // Diamonds are allowed now; the wallet has none.
    expectError(await createIn(user.headers, 'en', { wager_token_type: 20 }), 'rounds.no_tokens');
  });

  it('needs the coin_wagering feature', async () => {
    const user = await createWagerer(testApp, admin, { feature: false });
    expectError(await createIn(user.headers), 'rounds.wager_feature_required');
    expectError(await createIn(user.headers, 'sv'), 'rounds.wager_feature_required', { locale: 'sv' });
    const round = await wagerRound(testApp, course.id, [await createWagerer(testApp, admin)]);
    const res = await joinIn(round.id, user.headers);
    expect(reasonOf(res)).toEqual([translate('en', 'errors.rounds.wager_feature_required')]);
    // A round without a wager needs none of it.
    const plain = await createRound(testApp, user, { title: 'Plain', game_mode: 20, course_id: course.id });
    expect(plain.id).toBeGreaterThan(0);
  });
});

/** The activity log's entries of one event about one subject (the staff action's trace). */
async function logged(event: string, subject: { type: string; id: number }) {
  const response = await app.inject({
    url: `/api/v1/admin/activity-logs?filter[event]=${event}&filter[subject_type]=${subject.type}&per_page=100`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    response.json().data as { subject_id: number; actor_id: number; properties: Record<string, unknown> }[]
  ).filter((entry) => entry.subject_id === subject.id);
}

describe('admin wager restrictions', () => {
  const base = '/api/v1/admin/wager-restrictions';
  it('lists, adds, edits and deletes with manage-wager-restrictions, validating ISO codes', async () => {
    const staff = await createTestUser(testApp, {
      roles: [],
      abilities: ['access-backoffice', 'manage-wager-restrictions'],
    });
    const other = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice'] });
    expect((await app.inject({ url: base, headers: other.headers })).statusCode).toBe(403);
    const created = await app.inject({
      method: 'POST',
      url: base,
      headers: staff.headers,
      payload: { country_code: 'CA', region_code: 'CA-QC' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const bad = async (payload: Record<string, unknown>, field: string) => {
      const res = await app.inject({ method: 'POST', url: base, headers: staff.headers, payload });
      expectError(res, 'general.validation_failed');
      expect(Object.keys(res.json().errors)).toEqual([field]);
    };
    await bad({ country_code: 'XX' }, 'country_code');
    await bad({ country_code: 'CAN' }, 'country_code');
    await bad({ country_code: 'CA', region_code: 'QC' }, 'region_code');
    await bad({ country_code: 'CA', region_code: 'US-WA' }, 'region_code');
    await bad({ country_code: 'CA', region_code: 'CA-QC' }, 'region_code');
    const edited = await app.inject({
      method: 'PATCH',
      url: `${base}/${id}`,
      headers: staff.headers,
      payload: { region_code: 'CA-ON' },
    });
    expect(edited.json().data).toMatchObject({ country_code: 'CA', region_code: 'CA-ON' });
    const list = await app.inject({ url: `${base}?search=CA-ON`, headers: staff.headers });
    expect(list.json().data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: staff.headers })).statusCode).toBe(204);
    expect((await app.inject({ url: `${base}/${id}`, headers: staff.headers })).statusCode).toBe(404);

    const subject = { type: 'wager_restriction', id };
    expect(await logged('wager_restrictions.created', subject)).toMatchObject([
      { actor_id: staff.id, properties: { before: null, after: { region_code: 'CA-QC' } } },
    ]);
    expect(await logged('wager_restrictions.updated', subject)).toMatchObject([
      { properties: { before: { region_code: 'CA-QC' }, after: { region_code: 'CA-ON' } } },
    ]);
    expect(await logged('wager_restrictions.deleted', subject)).toMatchObject([
      { properties: { before: { region_code: 'CA-ON' }, after: null } },
    ]);
  });
});
