import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  coinPricedDlc,
  createEconomyAdmin,
  createProductWithPrice,
  purchase,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

/**
 * Concurrency on PostgreSQL (PGlite runs one statement at a time, so races cannot happen there):
 * the ledger, idempotency keys and voucher redemption under parallel requests.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!onPostgres)('economy under concurrency (PostgreSQL)', async () => {
  const testApp = (onPostgres ? await createTestApp() : undefined) as TestApp;
  const admin = onPostgres ? await createEconomyAdmin(testApp) : undefined!;

  const ledgerCheck = async (userId: number) =>
    (
      await rowsOf<{ balance: number; ledger: number }>(
        testApp,
        sql`
        select w.balance, coalesce(sum(case when t.event_type = 10 then t.amount else -t.amount end), 0)::int as ledger
        from wallets w left join wallet_transactions t on t.wallet_id = w.id
        where w.user_id = ${userId} and w.token_type = 10 group by w.id`,
      )
    )[0];

  /** Parallel buying drained the wallet: nothing left, the ledger agrees, and `completed` orders were made. */
  const expectDrained = async (userId: number, completed: number) => {
    expect(await ledgerCheck(userId)).toEqual({ balance: 0, ledger: 0 });
    const orders = await rowsOf(
      testApp,
      sql`select count(*)::int as n from orders where user_id = ${userId} and status = 60`,
    );
    expect(orders[0]).toEqual({ n: completed });
  };

  it('200 parallel purchases against a balance for 50: exactly 50 succeed, the rest are Insufficient funds', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 50);
    const product = await createProductWithPrice(testApp, admin, coinPricedDlc('Parallel'), {
      price_type: 20,
      amount: 1,
      token_type: 10,
    });
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => purchase(testApp, player, { price_id: product.priceId })),
    );
    const succeeded = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(succeeded).toHaveLength(50);
    for (const response of refused) expectError(response, 'store.insufficient_funds');
    expect(await balanceOf(testApp, player)).toBe(0);
    await expectDrained(player.id, 50);
  });

  it('plain purchases (one statement each, decision 0102) racing for a balance for 50: exactly 50 succeed', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 51);
    const product = await createProductWithPrice(
      testApp,
      admin,
      { name: 'Plain parallel', type: 30 },
      { price_type: 20, amount: 1, token_type: 10 },
    );
    // The first purchase leaves the price remembered: the race runs through the plain statement.
    expect((await purchase(testApp, player, { price_id: product.priceId })).statusCode).toBe(201);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () => purchase(testApp, player, { price_id: product.priceId })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(50);
    for (const response of responses.filter((r) => r.statusCode !== 201))
      expectError(response, 'store.insufficient_funds');
    expect(await balanceOf(testApp, player)).toBe(0);
    await expectDrained(player.id, 51);
  });

  it('a price changed while plain purchases race: each order debits exactly its total', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 1000);
    const product = await createProductWithPrice(
      testApp,
      admin,
      { name: 'Plain repriced', type: 30 },
      { price_type: 20, amount: 1, token_type: 10 },
    );
    expect((await purchase(testApp, player, { price_id: product.priceId })).statusCode).toBe(201);
    const race = () =>
      Promise.all(Array.from({ length: 40 }, () => purchase(testApp, player, { price_id: product.priceId })));
    const [before, , after] = await Promise.all([
      race(),
      testApp.database.db.execute(sql`update prices set amount = 3 where id = ${product.priceId}`),
      race(),
    ]);
    expect([...before, ...after].filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    const orders = await rowsOf<{ total_amount: number; debited: number }>(
      testApp,
      sql`select o.total_amount, (select sum(t.amount)::int from wallet_transactions t
            where t.entity_type = 'order' and t.entity_id = o.id and t.event_type = 20) as debited
          from orders o where o.user_id = ${player.id}`,
    );
    expect(orders).toHaveLength(81);
    for (const order of orders) expect([1, 3]).toContain(order.debited);
    expect(orders.filter((o) => o.total_amount !== o.debited)).toEqual([]);
    const spent = orders.reduce((sum, o) => sum + o.debited, 0);
    expect(await balanceOf(testApp, player)).toBe(1000 - spent);
    expect(await ledgerCheck(player.id)).toEqual({ balance: 1000 - spent, ledger: 1000 - spent });
  });

  it('a parallel retry of one idempotency key applies once', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const product = await createProductWithPrice(testApp, admin, coinPricedDlc('Retried'), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        purchase(testApp, player, { price_id: product.priceId, idempotency_key: 'one-purchase-only' }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json().data.order.id)).size).toBe(1);
    expect(responses.filter((r) => r.json().data.replayed === false)).toHaveLength(1);
    expect(await balanceOf(testApp, player)).toBe(90);

    // The same for a bare ledger operation (an adjustment with a key).
    const adjustments = await Promise.all(
      Array.from({ length: 20 }, () =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/v1/admin/wallets/adjustments',
          headers: admin.headers,
          payload: {
            user_id: player.id,
            token_type: 10,
            amount: 5,
            comment: 'once',
            idempotency_key: `adjustment-${player.id}`,
          },
        }),
      ),
    );
    expect(adjustments.filter((r) => r.statusCode !== 201).map((r) => r.body)).toEqual([]);
    expect(new Set(adjustments.map((r) => r.json().data.id)).size).toBe(1);
    expect(await balanceOf(testApp, player)).toBe(95);
    expect(await ledgerCheck(player.id)).toEqual({ balance: 95, ledger: 95 });
  });

  it('parallel refunds of one order (two staff, a double click): the coins go back once', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 60);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(`Refund race ${Date.now()}`), {
      price_type: 20,
      amount: 60,
      token_type: 10,
    });
    const { order } = (await purchase(testApp, player, { price_id: dlc.priceId })).json().data;
    expect(await balanceOf(testApp, player)).toBe(0);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        testApp.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${order.id}/refund`, headers: admin.headers }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expectError(response, 'store.invalid_order_state', { params: { action: 'refunded', status: 'refunded' } });
    expect(await ledgerCheck(player.id)).toEqual({ balance: 60, ledger: 60 });
    const refundEntries = await rowsOf(
      testApp,
      sql`select count(*)::int as n from wallet_transactions where entity_type = 'order' and entity_id = ${order.id}`,
    );
    // The purchase's debit and one credit back.
    expect(refundEntries[0]).toEqual({ n: 2 });
  });

  it('20 parallel redeems of one code: exactly one succeeds', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers',
      headers: admin.headers,
      payload: { batch: 'race', type: 10, count: 1, amount: 100 },
    });
    const code = created.json().data.vouchers[0].code as string;
    const players = await Promise.all(Array.from({ length: 20 }, () => createTestUser(testApp)));
    const responses = await Promise.all(
      players.map((player) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/v1/vouchers/redeem',
          headers: player.headers,
          payload: { code },
        }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const response of responses.filter((r) => r.statusCode !== 200))
      expectError(response, 'other.voucher_already_used');
    const credited = await rowsOf(
      testApp,
      sql`select count(*)::int as n from wallet_transactions where transaction_action = 70 and idempotency_key like 'voucher:%'
          and entity_id = ${created.json().data.vouchers[0].id}`,
    );
    expect(credited[0]).toEqual({ n: 1 });
  });
});
