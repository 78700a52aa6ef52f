import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { clubCall, clubEntries, clubName, createClub, createPlayer, memberCounts } from '../../../test/clubs';
import { balanceOf, createEconomyAdmin, expectLedgerConsistent } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { setSetting } from '../../../test/wagers';
import type { Database } from '../../db/client';
import { createWalletsRepository } from '../wallets/wallets.repository';
import { postLedgerOperation } from '../wallets/wallets.service';

/** Clubs through the API on PGlite (docs/clubs.md): every §8 Clubs refusal in English and Swedish, and the fee path. */
const testApp = await createTestApp();
const admin = await createEconomyAdmin(testApp);
const { administrator, moderator, member } = enums.club_role;
const { club_member_fee: FEE, club_member_fee_refund: REFUND, club_creation_fee: CREATION } = enums.transaction_action;
const PRIVATE = enums.round_visibility.private;

describe('creating a club', () => {
  it('costs club_creation_cost coins and makes the creator its administrator', async () => {
    const owner = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    expect(club).toMatchObject({ cached_club_users_count: 1, my_role: administrator, my_status: 20 });
    expect(await balanceOf(testApp, owner)).toBe(500);
    expect((await clubEntries(testApp, club.id)).map((e) => [e.action, e.amount])).toEqual([[CREATION, 500]]);
  });

  it('tells the caller the cost and how many clubs they administer before they create one', async () => {
    const owner = await createPlayer(testApp, admin);
    const terms = async () => (await clubCall(testApp, owner, 'GET', '/creation-terms')).json().data;
    const maxActive = Number((await terms()).max_active_clubs);
    expect(await terms()).toEqual({ cost: 500, active_clubs: 0, max_active_clubs: maxActive });
    await createClub(testApp, owner);
    expect(await terms()).toEqual({ cost: 500, active_clubs: 1, max_active_clubs: maxActive });
  });

  it('"Insufficient funds to create" and "Max active clubs reached", in English and Swedish', async () => {
    const poor = await createPlayer(testApp, admin, 100);
    for (const locale of ['en', 'sv'] as const)
      expectError(await clubCall(testApp, poor, 'POST', '', { name: clubName() }, locale), 'clubs.insufficient_funds', {
        locale,
      });
    expect(await balanceOf(testApp, poor)).toBe(100);

    await setSetting(testApp, 'max_active_clubs_per_user', '1');
    try {
      const owner = await createPlayer(testApp, admin);
      await createClub(testApp, owner);
      for (const locale of ['en', 'sv'] as const)
        expectError(
          await clubCall(testApp, owner, 'POST', '', { name: clubName() }, locale),
          'clubs.max_active_clubs_reached',
          { locale },
        );
    } finally {
      await setSetting(testApp, 'max_active_clubs_per_user', '3');
    }
  });

  it('refuses a profane name naming the word, and a name in use', async () => {
    const owner = await createPlayer(testApp, admin);
    const profane = await clubCall(testApp, owner, 'POST', '', { name: 'Shitty Swingers' });
    expect(profane.statusCode).toBe(422);
    expect(profane.json().errors.name).toEqual(['The name field contains a word that is not allowed: "Shitty".']);
    const club = await createClub(testApp, owner);
    expectError(await clubCall(testApp, owner, 'POST', '', { name: club.name.toUpperCase() }), 'clubs.name_taken');
    expect(await balanceOf(testApp, owner)).toBe(500);
  });
});

describe('membership', () => {
  it('"Not invited", "Closed", "Already joined", "Member not pending", "User not member" in both languages', async () => {
    const owner = await createPlayer(testApp, admin, 1500);
    const player = await createPlayer(testApp, admin);
    const privateClub = await createClub(testApp, owner, { visibility: PRIVATE });
    const closed = await createClub(testApp, owner, { accepting_new_members: false });
    const open = await createClub(testApp, owner);
    expect((await clubCall(testApp, player, 'POST', `/${open.id}/join`)).json().data).toEqual({ status: 20 });
    for (const locale of ['en', 'sv'] as const) {
      expectError(
        await clubCall(testApp, player, 'POST', `/${privateClub.id}/join`, undefined, locale),
        'clubs.not_invited',
        { locale },
      );
      expectError(await clubCall(testApp, player, 'POST', `/${closed.id}/join`, undefined, locale), 'clubs.closed', {
        locale,
      });
      expectError(
        await clubCall(testApp, player, 'POST', `/${open.id}/join`, undefined, locale),
        'clubs.already_joined',
        { locale },
      );
      expectError(
        await clubCall(testApp, owner, 'POST', `/${open.id}/members/${player.id}/approve`, undefined, locale),
        'clubs.member_not_pending',
        { locale },
      );
      expectError(
        await clubCall(testApp, owner, 'PUT', `/${closed.id}/members/${player.id}/role`, { role: moderator }, locale),
        'clubs.user_not_member',
        { locale },
      );
    }
    expect(await memberCounts(testApp, open.id)).toEqual({ cached: 2, actual: 2 });
  });

  it('an invite lets a player into a private club at once; the invitee is notified', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner, { visibility: PRIVATE, accept_without_approval: false });
    expect(
      (await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { display_name: player.displayName })).statusCode,
    ).toBe(204);
    expectError(
      await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: player.id }),
      'clubs.already_invited',
    );
    const notes = await testApp.app.inject({ url: '/api/v1/users/me/notifications', headers: player.headers });
    expect(notes.json().data[0]).toMatchObject({
      type: 'club_invite',
      body: `${owner.displayName} invited you to join the club "${club.name}".`,
    });
    expect((await clubCall(testApp, player, 'POST', `/${club.id}/join`)).json().data).toEqual({ status: 20 });
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 2, actual: 2 });
  });

  it('roles: "Cannot assign role" and "Requires one administrator" in both languages', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    for (const locale of ['en', 'sv'] as const) {
      expectError(
        await clubCall(
          testApp,
          player,
          'PUT',
          `/${club.id}/members/${player.id}/role`,
          { role: administrator },
          locale,
        ),
        'clubs.cannot_assign_role',
        { locale },
      );
      expectError(
        await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${owner.id}/role`, { role: member }, locale),
        'clubs.administrator_required',
        { locale },
      );
      expectError(
        await clubCall(testApp, owner, 'DELETE', `/${club.id}/members/${owner.id}`, undefined, locale),
        'clubs.administrator_required',
        { locale },
      );
    }
    expect(
      (await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${player.id}/role`, { role: administrator }))
        .statusCode,
    ).toBe(204);
    expect(
      (await clubCall(testApp, owner, 'PUT', `/${club.id}/members/${owner.id}/role`, { role: member })).statusCode,
    ).toBe(204);
    expect((await clubCall(testApp, owner, 'DELETE', `/${club.id}/members/${owner.id}`)).statusCode).toBe(204);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 1, actual: 1 });
  });
});

describe('the member fee (decision 0083)', () => {
  it('with approval: held on asking, paid out on approval less the service fee', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner, { member_fee: 100, accept_without_approval: false });
    expect((await clubCall(testApp, player, 'POST', `/${club.id}/join`)).json().data).toEqual({ status: 10 });
    expect(await balanceOf(testApp, player)).toBe(900);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 1, actual: 1 });
    expect((await clubCall(testApp, owner, 'POST', `/${club.id}/members/${player.id}/approve`)).statusCode).toBe(204);
    expect(await balanceOf(testApp, owner)).toBe(500 + 85);
    const moves = (await clubEntries(testApp, club.id)).filter((e) => e.action === FEE);
    expect(
      moves.map((e) => [
        e.user_id === player.id ? 'player' : e.user_id === owner.id ? 'owner' : 'house',
        e.event_type,
        e.amount,
      ]),
    ).toEqual([
      ['player', 20, 100],
      ['house', 10, 100],
      ['house', 20, 85],
      ['owner', 10, 85],
    ]);
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 2, actual: 2 });
    const notes = await testApp.app.inject({
      url: '/api/v1/users/me/notifications',
      headers: { ...player.headers, 'accept-language': 'sv' },
    });
    expect(notes.json().data[0]).toMatchObject({ type: 'club_approved', title: 'Välkommen till klubben' });
    await expectLedgerConsistent(testApp);
  });

  it('a declined or withdrawn request is refunded (25); without funds the refusal names the fee', async () => {
    const owner = await createPlayer(testApp, admin);
    const [a, b] = [await createPlayer(testApp, admin), await createPlayer(testApp, admin)];
    const club = await createClub(testApp, owner, { member_fee: 300, accept_without_approval: false });
    await clubCall(testApp, a, 'POST', `/${club.id}/join`);
    await clubCall(testApp, b, 'POST', `/${club.id}/join`);
    expect((await clubCall(testApp, owner, 'POST', `/${club.id}/members/${a.id}/decline`)).statusCode).toBe(204);
    expect((await clubCall(testApp, b, 'DELETE', `/${club.id}/members/${b.id}`)).statusCode).toBe(204);
    expect(await balanceOf(testApp, a)).toBe(1000);
    expect(await balanceOf(testApp, b)).toBe(1000);
    expect((await clubEntries(testApp, club.id)).filter((e) => e.action === REFUND)).toHaveLength(4);
    expectError(
      await clubCall(testApp, owner, 'POST', `/${club.id}/members/${a.id}/decline`),
      'clubs.member_not_pending',
    );

    const poor = await createPlayer(testApp, admin, 50);
    expectError(await clubCall(testApp, poor, 'POST', `/${club.id}/join`), 'clubs.insufficient_funds_to_join', {
      params: { tokens: '300 Coins' },
    });
    expect(await memberCounts(testApp, club.id)).toEqual({ cached: 1, actual: 1 });
    await expectLedgerConsistent(testApp);
  });

  it('without approval: charged and paid out in one step', async () => {
    const owner = await createPlayer(testApp, admin);
    const player = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner, { member_fee: 200 });
    await clubCall(testApp, player, 'POST', `/${club.id}/join`);
    expect(await balanceOf(testApp, player)).toBe(800);
    expect(await balanceOf(testApp, owner)).toBe(500 + 170);
    await expectLedgerConsistent(testApp);
  });

  it("each player's own fee entries name the club under the action, not the action again", async () => {
    const owner = await createPlayer(testApp, admin);
    const [paid, asked] = [await createPlayer(testApp, admin), await createPlayer(testApp, admin)];
    const club = await createClub(testApp, owner, { member_fee: 200 });
    await clubCall(testApp, paid, 'POST', `/${club.id}/join`);
    await clubCall(testApp, owner, 'PATCH', `/${club.id}`, { accept_without_approval: false });
    await clubCall(testApp, asked, 'POST', `/${club.id}/join`);
    await clubCall(testApp, asked, 'DELETE', `/${club.id}/members/${asked.id}`);
    const lines = async (user: typeof owner) => {
      const response = await testApp.app.inject({ url: '/api/v1/users/me/transactions', headers: user.headers });
      return (response.json().data as { transaction_action: number; event_type: number; comment: string | null }[])
        .filter((e) => ([FEE, REFUND, CREATION] as number[]).includes(e.transaction_action))
        .map((e) => [e.transaction_action, e.event_type, e.comment]);
    };
    expect(await lines(owner)).toEqual([
      [FEE, 10, club.name],
      [CREATION, 20, club.name],
    ]);
    expect(await lines(paid)).toEqual([[FEE, 20, club.name]]);
    expect(await lines(asked)).toEqual([
      [REFUND, 10, club.name],
      [FEE, 20, club.name],
    ]);
  });

  it("an administrator's share written before fee entries named their club shows no note that repeats the action", async () => {
    const owner = await createPlayer(testApp, admin);
    const club = await createClub(testApp, owner);
    const { db } = testApp.database;
    // As club-fees.ts wrote the administrator's share before: the ledger is append-only, so such rows stay.
    await db.transaction((tx) =>
      postLedgerOperation(createWalletsRepository(db), tx as unknown as Database, {
        idempotencyKey: `club:legacy:${club.id}`,
        lines: [
          {
            userId: owner.id,
            tokenType: enums.token_type.coins,
            direction: 'credit',
            amount: 85,
            action: FEE,
            entityType: 'club',
            entityId: club.id,
            comment: 'club member fee',
          },
        ],
      }),
    );
    const mine = await testApp.app.inject({ url: '/api/v1/users/me/transactions', headers: owner.headers });
    expect(mine.json().data[0]).toMatchObject({ transaction_action: FEE, amount: 85, comment: null });
    const staff = await testApp.app.inject({
      url: `/api/v1/admin/transactions?filter[user_id]=${owner.id}&filter[transaction_action]=${FEE}`,
      headers: admin.headers,
    });
    expect(staff.json().data.map((e: { comment: string | null }) => e.comment)).toEqual(['club member fee']);
  });
});
