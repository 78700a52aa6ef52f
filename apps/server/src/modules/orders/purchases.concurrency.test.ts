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
    expect(await ledgerCheck(player.id)).toEqual({ balance: 0, ledger: 0 });
    const orders = await rowsOf(
      testApp,
      sql`select count(*)::int as n from orders where user_id = ${player.id} and status = 60`,
    );
    expect(orders[0]).toEqual({ n: 50 });
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
