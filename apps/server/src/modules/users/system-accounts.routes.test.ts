import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { accounts, users } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { createClub, createPlayer, clubCall } from '../../../test/clubs';
import { createEconomyAdmin, rowsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses, grantMultiplayer } from '../../../test/golf';
import {
  createEntrant,
  createTournament,
  createTournamentStaff,
  enter,
  publish,
  tournamentBody,
} from '../../../test/tournaments';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../../test/users';
import { createWagersRepository } from '../wagers/wagers.repository';
import { SYSTEM_ACCOUNTS } from './system-accounts';

/**
 * The platform's own accounts (decision 0120): the club fee house and the wager house. Players never
 * find, ask, invite or report them; staff see them, marked, and change nothing about them.
 */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const { db } = testApp.database;
const admin = await createEconomyAdmin(testApp);
const ORIGIN = testApp.config.server.appUrl;

// Each house comes to be as on a live platform: the club house with a club's first member fee, the
// wager house through the settlement's own lookup.
const owner = await createPlayer(testApp, admin);
const club = await createClub(testApp, owner, { member_fee: 100 });
expect((await clubCall(testApp, await createPlayer(testApp, admin), 'POST', `/${club.id}/join`)).statusCode).toBe(200);
const [clubHouse] = await db
  .select({ id: users.id })
  .from(users)
  .where(eq(users.email, SYSTEM_ACCOUNTS.clubFees.email));
const houses = [
  { id: clubHouse!.id, ...SYSTEM_ACCOUNTS.clubFees },
  { id: await createWagersRepository(db).houseUserId(), ...SYSTEM_ACCOUNTS.wagers },
];

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });

/** A reply's status and body, to show two refusals are the same. */
const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, ...res.json() });

describe('the house accounts', () => {
  it('are created marked as system accounts, by the club fee and the wager settlement code', async () => {
    const rows = await rowsOf<{ email: string; system_account: boolean }>(
      testApp,
      sql`select email, system_account from users where email in (${SYSTEM_ACCOUNTS.clubFees.email},
          ${SYSTEM_ACCOUNTS.wagers.email}) or id = ${owner.id} order by email`,
    );
    expect(rows).toEqual(
      [
        { email: owner.email, system_account: false },
        { email: 'house@clubs.invalid', system_account: true },
        { email: 'house@wagers.invalid', system_account: true },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });
});

describe('players never meet a system account', () => {
  it('friend search lists other players with "house" in their name, never the houses', async () => {
    const searcher = await createTestUser(testApp);
    const greenhouse = await createTestUser(testApp, { displayName: 'greenhouse_anna' });
    for (const text of ['house', 'club_fee_house', 'wager house']) {
      const res = await api('GET', `/friends/search?search=${encodeURIComponent(text)}`, searcher);
      expect(res.statusCode, res.body).toBe(200);
      const found = (res.json().data as { id: number }[]).map((row) => row.id);
      for (const house of houses) expect(found).not.toContain(house.id);
      if (text === 'house') expect(found).toContain(greenhouse.id);
    }
  });

  it('a friend request to one is "user not found", as to an id nobody has, and leaves no request', async () => {
    const player = await createTestUser(testApp);
    for (const house of houses) {
      const res = await api('POST', '/friends/requests', player, { user_id: house.id });
      expectError(res, 'friends.user_not_found');
      expect(refusal(res)).toEqual(refusal(await api('POST', '/friends/requests', player, { user_id: 999_999 })));
    }
    const rows = await rowsOf(testApp, sql`select id from friendships where requester_id = ${player.id}`);
    expect(rows).toEqual([]);
  });

  it('a club invite by name or by id is refused as for nobody, and invites nobody', async () => {
    for (const house of houses) {
      const byName = await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { display_name: house.displayName });
      expect(byName.statusCode, byName.body).toBe(422);
      expect(byName.json().errors).toEqual({
        display_name: [translate('en', 'validation.player_not_found', { name: house.displayName })],
      });
      const byId = await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: house.id });
      expect(refusal(byId)).toEqual(
        refusal(await clubCall(testApp, owner, 'POST', `/${club.id}/invites`, { user_id: 999_999 })),
      );
      expect(byId.json().errors).toEqual({
        user_id: [translate('en', 'validation.exists', { attribute: 'user' })],
      });
    }
    expect(await rowsOf(testApp, sql`select user_id from club_invites where club_id = ${club.id}`)).toEqual([]);
  });

  it('a round invite by name or by id is refused as for nobody, even with the feature it would need', async () => {
    const course = (await demoCourses(testApp)).regular[0]!;
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, { title: 'Nine', game_mode: 20, course_id: course.id });
    const invite = (payload: object) => api('POST', `/rounds/${round.id}/invites`, host, payload);
    for (const house of houses) {
      await grantMultiplayer(testApp, house.id);
      const byName = await invite({ display_name: house.displayName });
      expect(byName.statusCode, byName.body).toBe(422);
      expect(byName.json().errors).toEqual({
        display_name: [translate('en', 'validation.player_not_found', { name: house.displayName })],
      });
      const byId = await invite({ user_id: house.id });
      expect(byId.statusCode, byId.body).toBe(422);
      expect(refusal(byId)).toEqual(refusal(await invite({ user_id: 999_999 })));
    }
    expect(await rowsOf(testApp, sql`select user_id from round_invites where round_id = ${round.id}`)).toEqual([]);
  });

  it('a tournament invite is refused as for nobody', async () => {
    const course = (await demoCourses(testApp)).regular[0]!;
    const staff = await createTournamentStaff(testApp);
    const { id } = await createTournament(testApp, staff, tournamentBody(course.id));
    await publish(testApp, staff, id);
    const entrant = await createEntrant(testApp, admin);
    expect((await enter(testApp, id, entrant)).statusCode).toBe(200);
    for (const house of houses) {
      const res = await api('POST', `/tournaments/${id}/invites`, entrant, { user_id: house.id });
      expect(res.statusCode, res.body).toBe(422);
      expect(refusal(res)).toEqual(
        refusal(await api('POST', `/tournaments/${id}/invites`, entrant, { user_id: 999_999 })),
      );
    }
  });

  it('a report about one is "not found"', async () => {
    const player = await createTestUser(testApp);
    for (const house of houses)
      expectError(
        await api('POST', '/reports', player, { entity_type: 'user', entity_id: house.id, type: 20 }),
        'other.report_entity_not_found',
      );
  });
});

describe('staff and a system account', () => {
  const userOf = async (id: number) => (await api('GET', `/admin/users/${id}`, admin)).json().data;

  it('the users list shows them marked; a filter leaves them out or shows only them', async () => {
    const list = async (query: string) =>
      (await api('GET', `/admin/users?per_page=100&sort=id${query}`, admin)).json().data as {
        id: number;
        system_account: boolean;
      }[];
    const all = await list('');
    for (const house of houses) expect(all.find((row) => row.id === house.id)?.system_account).toBe(true);
    expect(all.find((row) => row.id === owner.id)?.system_account).toBe(false);
    expect((await list('&filter[system_account]=1')).map((row) => row.id)).toEqual(
      houses.map((h) => h.id).sort((a, b) => a - b),
    );
    expect((await list('&filter[system_account]=0')).every((row) => !row.system_account)).toBe(true);
  });

  it('can open one, with its wallets and the fees they hold', async () => {
    const res = await api('GET', `/admin/users/${houses[0]!.id}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const house = res.json().data;
    expect(house).toMatchObject({ email: 'house@clubs.invalid', system_account: true });
    expect(house.wallets.find((wallet: { token_type: number }) => wallet.token_type === 10).balance).toBe(15);
  });

  it("is marked on its wallets' and ledger entries' owner, so the back-office lists disable Adjust up front", async () => {
    const house = houses[0]!;
    const wallets = await api(
      'GET',
      `/admin/wallets?filter[user_id][]=${house.id}&filter[user_id][]=${owner.id}`,
      admin,
    );
    expect(wallets.statusCode, wallets.body).toBe(200);
    const owners = (wallets.json().data as { user: { id: number; system_account: boolean } }[]).map((w) => w.user);
    expect(owners.filter((user) => user.id === house.id)).not.toHaveLength(0);
    for (const user of owners) expect(user.system_account).toBe(user.id === house.id);
    const entries = await api('GET', `/admin/transactions?filter[user_id]=${house.id}`, admin);
    expect(entries.statusCode, entries.body).toBe(200);
    expect(entries.json().data[0].user).toMatchObject({ id: house.id, system_account: true });
  });

  it.each(['en', 'sv'] as const)(
    'may not edit, suspend, unsuspend or give roles or permissions to one, administrators included (%s)',
    async (locale) => {
      for (const house of houses) {
        const before = await userOf(house.id);
        const as = (method: 'POST' | 'PUT', url: string, payload?: object) =>
          app.inject({
            method,
            url: `/api/v1/admin/users/${house.id}${url}`,
            headers: { ...admin.headers, 'accept-language': locale },
            payload,
          });
        const refused = [
          await as('PUT', '', { email: 'takeover@example.test' }),
          await as('PUT', '', { city: 'Visby' }),
          await as('POST', '/suspend', { reason: 'Spam' }),
          await as('POST', '/unsuspend'),
          await as('PUT', '/roles', { roles: ['user', 'administrator'] }),
          await as('PUT', '/abilities', { abilities: ['manage-users'] }),
        ];
        for (const res of refused) expectError(res, 'users.system_account', { locale });
        const after = await userOf(house.id);
        expect(after).toEqual(before);
      }
    },
  );

  it('may not adjust its wallet, grant it unlocks, courses or vouchers, nor notify it', async () => {
    const house = houses[0]!;
    const balance = async () =>
      ((await userOf(house.id)).wallets as { token_type: number; balance: number }[]).find((w) => w.token_type === 10)
        ?.balance;
    const before = await balance();
    expectError(
      await api('POST', '/admin/wallets/adjustments', admin, {
        user_id: house.id,
        token_type: 10,
        amount: -15,
        comment: 'take the fees',
      }),
      'users.system_account',
    );
    expectError(
      await api('POST', `/admin/users/${house.id}/feature-unlocks`, admin, { feature: 'offline' }),
      'users.system_account',
    );
    expectError(await api('POST', `/admin/users/${house.id}/courses`, admin, { course_id: 1 }), 'users.system_account');
    expectError(
      await api('POST', '/admin/vouchers', admin, {
        batch: 'For the house',
        type: 10,
        count: 1,
        amount: 5,
        user_id: house.id,
      }),
      'users.system_account',
    );
    expectError(
      await api('POST', '/admin/notifications', admin, { user_id: house.id, title: { en: 'Hi' }, body: { en: 'Hi' } }),
      'users.system_account',
    );
    expect(await balance()).toBe(before);
  });

  it("course allocation's reply says the user is one, for the page to disable its changes; a player's does not", async () => {
    const player = await createTestUser(testApp);
    for (const [id, systemAccount] of [
      [houses[0]!.id, true],
      [houses[1]!.id, true],
      [player.id, false],
    ] as const) {
      const res = await api('GET', `/admin/users/${id}/courses`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.system_account).toBe(systemAccount);
    }
  });

  it('a notification to everyone reaches every player and no system account', async () => {
    const res = await api('POST', '/admin/notifications', admin, { title: { en: 'News' }, body: { en: 'Open' } });
    expect(res.statusCode, res.body).toBe(201);
    const [counts] = await rowsOf<{ players: number; houses: number }>(
      testApp,
      sql`select count(*) filter (where not system_account)::int as players,
            count(*) filter (where system_account)::int as houses from users`,
    );
    expect(res.json().data.recipients).toBe(counts!.players);
    const told = await rowsOf(
      testApp,
      sql`select n.id from notifications n join users u on u.id = n.user_id where u.system_account`,
    );
    expect({ houses: counts!.houses, told }).toEqual({ houses: 2, told: [] });
  });

  it('each refusal is logged as a permission denial with the action', async () => {
    const house = houses[1]!;
    expectError(await api('PUT', `/admin/users/${house.id}`, admin, { city: 'Visby' }), 'users.system_account');
    const res = await api(
      'GET',
      `/admin/activity-logs?filter[event]=auth.permission_denied&filter[actor_id]=${admin.id}&filter[subject_id]=${house.id}&sort=-id`,
      admin,
    );
    expect(res.json().data[0]).toMatchObject({
      subject_id: house.id,
      properties: { error: 'users.system_account', action: 'edit', target_user_id: house.id },
    });
  });
});

describe('nobody signs in as a system account', () => {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
  const mailsTo = async (email: string) =>
    (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(email)}`)).json().data as unknown[];

  it('a password reset for one mails nothing, and answers as for any address', async () => {
    for (const house of houses) {
      const res = await post('/api/auth/request-password-reset', { email: house.email });
      expect(res.statusCode, res.body).toBe(200);
      expect(await mailsTo(house.email)).toEqual([]);
    }
  });

  it('even with a password and a verified address, signing in is refused as a wrong password', async () => {
    const house = houses[0]!;
    // What a reset link followed before this change left behind: a credential account.
    const { hashPassword } = await import('better-auth/crypto');
    await db.insert(accounts).values({
      userId: house.id,
      accountId: String(house.id),
      providerId: 'credential',
      password: await hashPassword(TEST_PASSWORD),
    });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, house.id));
    try {
      expectError(
        await post('/api/auth/sign-in/email', { email: house.email, password: TEST_PASSWORD }),
        'auth.invalid_credentials',
      );
      expect(await rowsOf(testApp, sql`select id from sessions where user_id = ${house.id}`)).toEqual([]);
    } finally {
      await db.delete(accounts).where(eq(accounts.userId, house.id));
      await db.update(users).set({ emailVerified: false }).where(eq(users.id, house.id));
    }
  });
});
