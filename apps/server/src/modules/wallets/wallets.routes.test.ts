import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX, enums, realtimeChannels, serverEvents, STORED_AMOUNT_MAX } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  createEconomyAdmin,
  expectLedgerConsistent,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { noticesOf } from '../../../test/notifications';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout, env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);

const adjust = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/wallets/adjustments', headers: admin.headers, payload });

describe('wallets', () => {
  it('shows both wallets, at 0 before any entry', async () => {
    const player = await createTestUser(testApp);
    const response = await app.inject({ url: '/api/v1/users/me/wallets', headers: player.headers });
    expect(response.json().data).toEqual([
      { id: null, token_type: 10, balance: 0, updated_at: null },
      { id: null, token_type: 20, balance: 0, updated_at: null },
    ]);
  });

  it('an admin adjustment credits the wallet, shows in /users/me and the ledger, publishes wallet.updated, tells the player', async () => {
    const player = await createTestUser(testApp);
    // /users/me is cached: the adjustment must drop it.
    expect(
      (await app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data.wallets[0].balance,
    ).toBe(0);
    await adjustWallet(testApp, admin, player.id, 250);
    await adjustWallet(testApp, admin, player.id, -50);
    await adjustWallet(testApp, admin, player.id, 7, 20);
    expect(await balanceOf(testApp, player)).toBe(200);
    expect(await balanceOf(testApp, player, 20)).toBe(7);
    const me = (await app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data;
    expect(me.wallets.map((w: { token_type: number; balance: number }) => [w.token_type, w.balance])).toEqual([
      [10, 200],
      [20, 7],
    ]);

    const events = fanout
      .events(realtimeChannels.user(player.id))
      .filter((e) => e.event === serverEvents.walletUpdated);
    expect(events.map((e) => e.payload)).toMatchObject([
      { token_type: 10, balance: 250 },
      { token_type: 10, balance: 200 },
      { token_type: 20, balance: 7 },
    ]);
    // Each adjustment tells the player what changed, live too; the staff member's comment stays in the ledger.
    expect((await noticesOf(testApp, player, 'wallet')).map((note) => note.body)).toEqual([
      'Your wallet received 7 Diamonds.',
      '50 Coins were taken from your wallet.',
      'Your wallet received 250 Coins.',
    ]);
    const told = fanout
      .events(realtimeChannels.user(player.id))
      .filter((e) => e.event === serverEvents.notificationCreated);
    expect(told.map((e) => (e.payload as { data: unknown }).data)).toEqual([
      { notification_type: 'wallet', token_type: 10, amount: 250 },
      { notification_type: 'wallet', token_type: 10, amount: -50 },
      { notification_type: 'wallet', token_type: 20, amount: 7 },
    ]);

    const page = await app.inject({ url: '/api/v1/users/me/transactions?per_page=2', headers: player.headers });
    const body = page.json();
    expect(body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(body.data[0]).toMatchObject({
      token_type: 20,
      amount: 7,
      event_type: 10,
      transaction_action: 60,
      balance_after: 7,
    });
    expect(body.data[1]).toMatchObject({ amount: 50, event_type: 20, balance_after: 200, comment: 'test funds' });
    const coins = await app.inject({
      url: '/api/v1/users/me/transactions?filter[token_type]=10',
      headers: player.headers,
    });
    expect(coins.json().meta.total).toBe(2);
    expectError(
      await app.inject({ url: '/api/v1/users/me/transactions?filter[user_id]=1', headers: player.headers }),
      'general.validation_failed',
    );
  });

  it('an adjustment needs both an amount and a comment', async () => {
    const player = await createTestUser(testApp);
    for (const payload of [
      { user_id: player.id, token_type: 10, comment: 'no amount' },
      { user_id: player.id, token_type: 10, amount: 10 },
      { user_id: player.id, token_type: 10, amount: 0, comment: 'zero' },
    ]) {
      const response = await adjust(payload);
      expectError(response, 'general.validation_failed');
      expect(Object.values(response.json().errors).flat()).toContain(
        'A wallet adjustment needs both an amount and a comment.',
      );
    }
  });

  it('refuses to overdraw, in words that fit an adjustment', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 10);
    const refused = await adjust({ user_id: player.id, token_type: 10, amount: -11, comment: 'too much' });
    expectError(refused, 'store.adjustment_exceeds_balance');
    expect(refused.json().error).not.toMatch(/purchase/);
    expect(await balanceOf(testApp, player)).toBe(10);
  });

  it('refuses an adjustment above the largest single amount, either way, at the amount field', async () => {
    const player = await createTestUser(testApp);
    for (const amount of [3_000_000_000, -3_000_000_000, ECONOMY_AMOUNT_MAX + 1]) {
      const refused = await adjust({ user_id: player.id, token_type: 10, amount, comment: 'too big' });
      expectError(refused, 'general.validation_failed');
      expect(Object.keys(refused.json().errors)).toEqual(['amount']);
    }
    expect(await balanceOf(testApp, player)).toBe(0);
    expect(
      (await adjust({ user_id: player.id, token_type: 10, amount: ECONOMY_AMOUNT_MAX, comment: 'max' })).statusCode,
    ).toBe(201);
    expect(await balanceOf(testApp, player)).toBe(ECONOMY_AMOUNT_MAX);
  });

  it('refuses a credit past the largest balance with 4012, in both languages, writing nothing', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
    await adjustWallet(testApp, admin, player.id, ECONOMY_AMOUNT_MAX);
    await adjustWallet(testApp, admin, player.id, STORED_AMOUNT_MAX - 2 * ECONOMY_AMOUNT_MAX);
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX);
    const entries = async () =>
      (
        await app.inject({ url: `/api/v1/admin/transactions?filter[user_id]=${player.id}`, headers: admin.headers })
      ).json().meta.total;
    const before = await entries();
    const key = `over-the-top-${player.id}`;
    const payload = { user_id: player.id, token_type: 10, amount: 1, comment: 'one more', idempotency_key: key };
    expectError(await adjust(payload), 'store.balance_limit_reached', { params: { max: STORED_AMOUNT_MAX } });
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/wallets/adjustments',
        headers: { ...admin.headers, 'accept-language': 'sv' },
        payload,
      }),
      'store.balance_limit_reached',
      { locale: 'sv', params: { max: STORED_AMOUNT_MAX } },
    );
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX);
    expect(await entries()).toBe(before);
    expect(await noticesOf(testApp, player, 'wallet')).toHaveLength(3);
    // The refused operation left no trace: its key is free for a debit.
    const [operation] = await rowsOf(
      testApp,
      sql`select id from wallet_operations where idempotency_key = ${`admin:${admin.id}:${key}`}`,
    );
    expect(operation).toBeUndefined();
    expect((await adjust({ ...payload, amount: -1 })).statusCode).toBe(201);
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 1);
  });

  it('applies an idempotency key once: a replay returns the first entry, the key on another adjustment is 4013', async () => {
    const [player, other] = [await createTestUser(testApp), await createTestUser(testApp)];
    const payload = {
      user_id: player.id,
      token_type: 10,
      amount: 40,
      comment: 'once',
      idempotency_key: `key-${player.id}-abc`,
    };
    const [first, second] = [await adjust(payload), await adjust(payload)];
    expect(first.statusCode, first.body).toBe(201);
    expect(second.json().data).toEqual(first.json().data);
    for (const changed of [{ amount: 999 }, { amount: -40 }, { user_id: other.id }, { comment: 'twice' }])
      expectError(await adjust({ ...payload, ...changed }), 'store.idempotency_key_reused');
    expect(await balanceOf(testApp, player)).toBe(40);
    expect(await balanceOf(testApp, other)).toBe(0);
    // The replay and the refused reuses told nobody again.
    expect(await noticesOf(testApp, player, 'wallet')).toHaveLength(1);
    expect(await noticesOf(testApp, other, 'wallet')).toHaveLength(0);
    // Keys are each staff member's own: another one sending the same key makes an adjustment of their own.
    const colleague = await createEconomyAdmin(testApp);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/wallets/adjustments',
      headers: colleague.headers,
      payload: { ...payload, user_id: other.id, amount: 7 },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await balanceOf(testApp, other)).toBe(7);
  });

  it('staff list wallets and every ledger entry, filterable; players cannot', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 5);
    const wallets = await app.inject({
      url: `/api/v1/admin/wallets?filter[user_id]=${player.id}`,
      headers: admin.headers,
    });
    expect(wallets.json().data).toMatchObject([{ user_id: player.id, token_type: 10, balance: 5 }]);
    const entries = await app.inject({
      url: `/api/v1/admin/transactions?filter[user_id]=${player.id}&filter[transaction_action]=60`,
      headers: admin.headers,
    });
    expect(entries.json().meta.total).toBe(1);
    expectError(
      await app.inject({ url: '/api/v1/admin/transactions', headers: player.headers }),
      'auth.insufficient_permissions',
    );
  });
});

describe('the back-office ledger', () => {
  type Entry = {
    user_id: number;
    amount: number;
    token_type: number;
    user: { id: number; display_name: string; email: string; system_account: boolean };
  };
  const ledger = async (query: string) => {
    const response = await app.inject({ url: `/api/v1/admin/transactions?${query}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Entry[]; meta: { total: number } };
  };
  const ownerOf = (user: { id: number; displayName: string; email: string }) => ({
    id: user.id,
    display_name: user.displayName,
    email: user.email,
    system_account: false,
  });

  it('names the owner of every entry, with filters, sorting and search as before', async () => {
    const anna = await createTestUser(testApp, { displayName: 'Anna Ledger' });
    const bo = await createTestUser(testApp, { displayName: 'Bo Ledger' });
    await adjustWallet(testApp, admin, anna.id, 30);
    await adjustWallet(testApp, admin, anna.id, 5, 20);
    await adjustWallet(testApp, admin, bo.id, 20);
    const comment = `bonus for ${anna.id}`;
    expect((await adjust({ user_id: anna.id, token_type: 10, amount: 12, comment })).statusCode).toBe(201);
    const owners = new Map([anna, bo].map((user) => [user.id, ownerOf(user)]));
    const both = `filter[user_id][]=${anna.id}&filter[user_id][]=${bo.id}`;

    // Each row carries its own owner, not the first row's: two users on one page.
    const ascending = await ledger(`${both}&sort=amount`);
    expect(ascending.meta.total).toBe(4);
    expect(ascending.data.map((entry) => [entry.amount, entry.user])).toEqual([
      [5, owners.get(anna.id)],
      [12, owners.get(anna.id)],
      [20, owners.get(bo.id)],
      [30, owners.get(anna.id)],
    ]);
    expect(ascending.data.every((entry) => entry.user.id === entry.user_id)).toBe(true);
    const descending = await ledger(`${both}&sort=-amount`);
    expect(descending.data.map((entry) => entry.amount)).toEqual([30, 20, 12, 5]);

    // The default order (newest first), pagination, filters and search are unchanged by the join.
    const newest = await ledger(`${both}&per_page=1`);
    expect(newest.meta.total).toBe(4);
    expect(newest.data.map((entry) => [entry.amount, entry.user.display_name])).toEqual([[12, 'Anna Ledger']]);
    const diamonds = await ledger(`${both}&filter[token_type]=20`);
    expect(diamonds.data.map((entry) => [entry.amount, entry.user])).toEqual([[5, owners.get(anna.id)]]);
    const onlyBo = await ledger(`filter[user_id]=${bo.id}`);
    expect(onlyBo.data.map((entry) => entry.user)).toEqual([owners.get(bo.id)]);
    const found = await ledger(`search=${encodeURIComponent(comment)}`);
    expect(found.data.map((entry) => [entry.amount, entry.user])).toEqual([[12, owners.get(anna.id)]]);
  });

  it('documents the owner in the OpenAPI reference', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const reply = doc.paths['/api/v1/admin/transactions'].get.responses['200'].content['application/json'].schema;
    const entry = reply.properties.data.items;
    expect(entry.required).toContain('user');
    expect(entry.properties.user.required).toEqual(
      expect.arrayContaining(['id', 'display_name', 'email', 'system_account']),
    );
    expect(Object.keys(entry.properties.user.properties).sort()).toEqual([
      'display_name',
      'email',
      'id',
      'system_account',
    ]);
  });
});

describe('the database keeps the ledger invariants by itself (raw SQL)', () => {
  const raw = async (query: string) => ({ rows: await rowsOf(testApp, sql.raw(query)) });

  it('refuses a negative balance, a direct balance change, and a new wallet that does not start at 0', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 30);
    const [wallet] = (await raw(`select id from wallets where user_id = ${player.id} and token_type = 10`)).rows as {
      id: number;
    }[];
    await raw(`insert into wallet_operations (idempotency_key) values ('raw-${player.id}')`);
    await expect(
      raw(
        `insert into wallet_transactions (operation_id, wallet_id, transaction_action, event_type, amount, idempotency_key)
         values ((select id from wallet_operations where idempotency_key = 'raw-${player.id}'), ${wallet!.id}, 60, 20, 31, 'raw-${player.id}')`,
      ),
    ).rejects.toThrow();
    await expect(raw(`update wallets set balance = 1000 where id = ${wallet!.id}`)).rejects.toThrow();
    await expect(
      raw(`insert into wallets (user_id, token_type, balance) values (${player.id}, 20, 5)`),
    ).rejects.toThrow();
    expect(await balanceOf(testApp, player)).toBe(30);
  });

  it('computes balance_after and the balance from ledger inserts', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 30);
    await raw(`insert into wallet_operations (idempotency_key) values ('raw2-${player.id}')`);
    const inserted = await raw(
      `insert into wallet_transactions (operation_id, wallet_id, transaction_action, event_type, amount, idempotency_key)
       values ((select id from wallet_operations where idempotency_key = 'raw2-${player.id}'),
               (select id from wallets where user_id = ${player.id} and token_type = 10), 60, 20, 12, 'raw2-${player.id}')
       returning balance_after`,
    );
    expect((inserted.rows[0] as { balance_after: number }).balance_after).toBe(18);
    expect(await balanceOf(testApp, player)).toBe(18);
  });

  it('refuses to update, delete or truncate ledger entries', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 30);
    const where = `wallet_id in (select id from wallets where user_id = ${player.id})`;
    await expect(raw(`update wallet_transactions set amount = 1 where ${where}`)).rejects.toThrow();
    await expect(raw(`delete from wallet_transactions where ${where}`)).rejects.toThrow();
    await expect(raw('truncate wallet_transactions cascade')).rejects.toThrow();
    expect(await balanceOf(testApp, player)).toBe(30);
  });
});

describe('sign-up', () => {
  it('credits the initial balance (action 50) once', async () => {
    const origin = { origin: testApp.config.server.appUrl };
    const email = `economy${Date.now()}@example.test`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: {
        email,
        email_confirmation: email,
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        display_name: `eco${Date.now() % 1e8}`,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().data.id as number;
    const rows = await rowsOf(
      testApp,
      sql`select t.transaction_action, t.amount, t.idempotency_key, w.balance from wallet_transactions t join wallets w on w.id = t.wallet_id where w.user_id = ${id}`,
    );
    expect(rows).toEqual([{ transaction_action: 50, amount: 100, idempotency_key: `signup:${id}`, balance: 100 }]);
    expect(await rowsOf(testApp, sql`select setup_pending from users where id = ${id}`)).toEqual([
      { setup_pending: false },
    ]);

    // A wallet per token type from the start: staff find the new player's diamonds in the wallets list.
    const listed = await app.inject({
      url: `/api/v1/admin/wallets?filter[user_id]=${id}&sort=id`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.map((w: { token_type: number; balance: number }) => [w.token_type, w.balance])).toEqual([
      [10, 100],
      [20, 0],
    ]);
  });

  it('a set-up cut short (the server died before the coins) is finished by sign-in, once however many race', async () => {
    const { post, signUpBody, latestMail, linkIn } = identityHelpers(testApp);
    const body = signUpBody();
    // The database refuses the sign-up credit: its transaction, wallets too, is lost as in a crash.
    const id = await withLedgerActionRefused(testApp, enums.transaction_action.initial_balance, async () => {
      const response = await post('/api/auth/sign-up/email', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data.id as number;
    });
    const account = () =>
      rowsOf(
        testApp,
        sql`select u.setup_pending, (select count(*)::int from wallets w where w.user_id = u.id) as wallets,
              (select count(*)::int from user_roles r where r.user_id = u.id) as roles
            from users u where u.id = ${id}`,
      );
    expect(await account()).toEqual([{ setup_pending: true, wallets: 0, roles: 1 }]);

    const link = linkIn((await latestMail(body.email)).text);
    await app.inject(link.pathname + link.search);
    const signIn = () => post('/api/auth/sign-in/email', { email: body.email, password: body.password });
    // Two devices at once: each finds the set-up unfinished and runs it.
    expect((await Promise.all([signIn(), signIn(), signIn()])).map((reply) => reply.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect(await account()).toEqual([{ setup_pending: false, wallets: 2, roles: 1 }]);
    expect((await signIn()).statusCode).toBe(200);
    const credits = await rowsOf(
      testApp,
      sql`select t.amount, w.balance from wallet_transactions t join wallets w on w.id = t.wallet_id
          where w.user_id = ${id}`,
    );
    expect(credits).toEqual([{ amount: 100, balance: 100 }]);
    await expectLedgerConsistent(testApp);
  });
});
