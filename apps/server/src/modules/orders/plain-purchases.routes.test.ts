import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums, realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  createEconomyAdmin,
  createProductWithPrice,
  expectLedgerConsistent,
  purchase,
  withLedgerActionRefused,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

/**
 * Plain purchases (decision 0102): a product without max_qty, stock or grants, bought without an
 * idempotency key, is one statement made from the price and product the process remembers. What
 * changes in the database after that (staff on another node, the buyer's standing) must be seen by
 * the next purchase, and a failure must leave nothing behind.
 */
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const admin = await createEconomyAdmin(testApp);
let n = 0;

/** A content product (grants nothing) at `amount` coins, and a buyer with `funds` coins. */
async function plainProductAndBuyer(amount: number, funds: number) {
  const product = await createProductWithPrice(
    testApp,
    admin,
    { name: `Plain ${(n += 1)}`, type: 30 },
    { price_type: 20, amount, token_type: 10 },
  );
  const buyer = await createTestUser(testApp);
  await adjustWallet(testApp, admin, buyer.id, funds);
  return { product, buyer };
}

const ordersOf = (buyer: TestUser) =>
  rowsOf<{ id: number; status: number; total_amount: number; debited: number | null }>(
    testApp,
    sql`select o.id, o.status, o.total_amount,
          (select sum(t.amount)::int from wallet_transactions t
            where t.entity_type = 'order' and t.entity_id = o.id and t.event_type = 20) as debited
        from orders o where o.user_id = ${buyer.id} order by o.id`,
  );

const change = (statement: ReturnType<typeof sql>) => testApp.database.db.execute(statement);

describe('plain purchases', () => {
  it('debit once per order, answer the order and announce the new balance', async () => {
    const { product, buyer } = await plainProductAndBuyer(7, 100);
    for (const expected of [93, 79]) {
      const quantity = expected === 93 ? 1 : 2;
      const response = await purchase(testApp, buyer, { price_id: product.priceId, quantity });
      expect(response.statusCode, response.body).toBe(201);
      const { order, checkout_url, replayed } = response.json().data;
      expect({ checkout_url, replayed }).toEqual({ checkout_url: null, replayed: false });
      expect(order).toMatchObject({
        user_id: buyer.id,
        status: enums.order_status.completed,
        total_amount: 7 * quantity,
        items: [{ product_id: product.id, price_id: product.priceId, quantity, unit_amount: 7 }],
      });
      expect(order.paid_at).toBe(order.completed_at);
      // The answer is built from what the statement was given: it must be the order as stored.
      const stored = await testApp.app.inject({ url: `/api/v1/users/me/orders/${order.id}`, headers: buyer.headers });
      expect(stored.json().data).toMatchObject(order);
      expect(await balanceOf(testApp, buyer)).toBe(expected);
      const balances = fanout
        .events(realtimeChannels.user(buyer.id))
        .filter((e) => e.event === serverEvents.walletUpdated)
        .map((e) => (e.payload as { balance: number }).balance);
      expect(balances.at(-1)).toBe(expected);
    }
    expect((await ordersOf(buyer)).map((o) => [o.total_amount, o.debited])).toEqual([
      [7, 7],
      [14, 14],
    ]);
  });

  it('see the price and product as they are now, whoever changed them', async () => {
    const { product, buyer } = await plainProductAndBuyer(5, 100);
    const buy = () => purchase(testApp, buyer, { price_id: product.priceId });
    expect((await buy()).statusCode).toBe(201);

    // Changed in the database, as another server node would: this process is told nothing.
    await change(sql`update prices set active = false where id = ${product.priceId}`);
    expectError(await buy(), 'general.not_found');
    await change(sql`update prices set active = true, amount = 8 where id = ${product.priceId}`);
    const dearer = await buy();
    expect(dearer.statusCode).toBe(201);
    expect(dearer.json().data.order.total_amount).toBe(8);
    await change(sql`update products set max_qty = 2 where id = ${product.id}`);
    expectError(await buy(), 'store.max_quantity_reached');
    await change(sql`update products set max_qty = null, type = 40 where id = ${product.id}`);
    expectError(await buy(), 'store.not_purchasable');

    expect(await balanceOf(testApp, buyer)).toBe(87);
    expect((await ordersOf(buyer)).map((o) => o.debited)).toEqual([5, 8]);
  });

  it('see the buyer as they are now: suspended, or short of funds, buys nothing', async () => {
    const { product, buyer } = await plainProductAndBuyer(6, 10);
    const buy = () => purchase(testApp, buyer, { price_id: product.priceId });
    expect((await buy()).statusCode).toBe(201);
    expectError(await buy(), 'store.insufficient_funds');
    await adjustWallet(testApp, admin, buyer.id, 100);
    await change(sql`update users set suspended_at = now() where id = ${buyer.id}`);
    expectError(await buy(), 'store.purchase_not_authorized');
    await change(sql`update users set suspended_at = null where id = ${buyer.id}`);
    expect((await buy()).statusCode).toBe(201);
    expect(await balanceOf(testApp, buyer)).toBe(98);
    expect((await ordersOf(buyer)).map((o) => o.debited)).toEqual([6, 6]);
  });

  it('a crash before the debit leaves no order; the purchase made again debits once', async () => {
    const { product, buyer } = await plainProductAndBuyer(4, 20);
    const buy = () => purchase(testApp, buyer, { price_id: product.priceId });
    expect((await buy()).statusCode).toBe(201);
    // Twice: with the price remembered, and with it read afresh (its row changed since).
    for (const remembered of [true, false]) {
      if (!remembered) await change(sql`update prices set amount = 4 where id = ${product.priceId}`);
      await withLedgerActionRefused(testApp, enums.transaction_action.purchase, async () => {
        expect((await buy()).statusCode).toBe(500);
      });
      expect(await balanceOf(testApp, buyer)).toBe(16);
      expect(await ordersOf(buyer)).toHaveLength(1);
    }
    expect((await buy()).statusCode).toBe(201);
    expect(await balanceOf(testApp, buyer)).toBe(12);
    expect((await ordersOf(buyer)).map((o) => [o.status, o.debited])).toEqual([
      [enums.order_status.completed, 4],
      [enums.order_status.completed, 4],
    ]);
    await expectLedgerConsistent(testApp);
  });
});
