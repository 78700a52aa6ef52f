import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  coinPricedDlc,
  createEconomyAdmin,
  createProductWithPrice,
  purchase,
  rowsOf,
  setPurchaseLimit,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
let n = 0;

/** A DLC for money that one player may own once, with `stock` left. */
const limitedDlc = (stock: number | null = null) =>
  createProductWithPrice(testApp, admin, coinPricedDlc(`Limited ${(n += 1)}`, { max_qty: 1, available_qty: stock }), {
    price_type: 10,
    amount: 499,
    currency: 'EUR',
  });

const productPage = async (player: TestUser, id: number) =>
  (await app.inject({ url: `/api/v1/store/products/${id}`, headers: player.headers })).json().data;

const cancel = (player: TestUser, orderId: number) =>
  app.inject({ method: 'POST', url: `/api/v1/users/me/orders/${orderId}/cancel`, headers: player.headers });

const statusOf = async (orderId: number) =>
  (await rowsOf<{ status: number }>(testApp, sql`select status from orders where id = ${orderId}`))[0]!.status;

/** The checkout was opened `minutes` ago (the deadline is 30 minutes). */
const openedMinutesAgo = (orderId: number, minutes: number) =>
  testApp.database.db.execute(
    sql`update orders set created_at = now() - make_interval(mins => ${minutes}) where id = ${orderId}`,
  );

async function openCheckout(player: TestUser, priceId: number) {
  const response = await purchase(testApp, player, { price_id: priceId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { order: { id: number; status: number }; checkout_url: string };
}

describe('an unpaid checkout', () => {
  it('shows as open on the product page, not as owned, and holds max_qty while it is open', async () => {
    const player = await createTestUser(testApp);
    const dlc = await limitedDlc();
    const { order, checkout_url } = await openCheckout(player, dlc.priceId);
    const page = await productPage(player, dlc.id);
    expect(page.owned_qty).toBe(0);
    expect(page.open_checkout).toMatchObject({ order_id: order.id, quantity: 1, checkout_url });
    expect(Date.parse(page.open_checkout.expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.max_quantity_reached');
    // Another player's page knows nothing of it.
    expect((await productPage(await createTestUser(testApp), dlc.id)).open_checkout).toBeNull();
  });

  it('expires after 30 minutes: canceled, its stock back, max_qty free, and the test checkout refuses to pay', async () => {
    const player = await createTestUser(testApp);
    const dlc = await limitedDlc(1);
    const { order, checkout_url } = await openCheckout(player, dlc.priceId);
    expect((await productPage(player, dlc.id)).available_qty).toBe(0);

    await openedMinutesAgo(order.id, 29);
    expect((await productPage(player, dlc.id)).open_checkout).toMatchObject({ order_id: order.id });

    await openedMinutesAgo(order.id, 31);
    const page = await productPage(player, dlc.id);
    expect(page).toMatchObject({ owned_qty: 0, open_checkout: null, available_qty: 1 });
    expect(await statusOf(order.id)).toBe(40);
    const mine = await app.inject({ url: `/api/v1/users/me/orders/${order.id}`, headers: player.headers });
    expect(mine.json().data).toMatchObject({ status: 40, checkout_url: null, checkout_expires_at: null });

    const path = new URL(checkout_url).pathname;
    const shown = await app.inject({ url: path });
    expect(shown.statusCode).toBe(409);
    expect(shown.body).toContain('This checkout expired: it was not paid within 30 minutes. Nothing was charged.');
    const paid = await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('data-reason="expired"');
    expect(await statusOf(order.id)).toBe(40);
    const payments = await rowsOf(testApp, sql`select id from payments where order_id = ${order.id}`);
    expect(payments).toEqual([]);

    // The product can be bought again, and this time paid.
    const again = await openCheckout(player, dlc.priceId);
    await app.inject({ method: 'POST', url: `${new URL(again.checkout_url).pathname}/pay` });
    expect(await productPage(player, dlc.id)).toMatchObject({ owned_qty: 1, open_checkout: null, available_qty: 0 });
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.max_quantity_reached');
  });

  it('Pay on the test checkout page at the deadline expires the order instead of charging', async () => {
    const player = await createTestUser(testApp);
    const dlc = await limitedDlc(1);
    const { order, checkout_url } = await openCheckout(player, dlc.priceId);
    await openedMinutesAgo(order.id, 30);
    const paid = await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    expect(paid.statusCode).toBe(409);
    expect(await statusOf(order.id)).toBe(40);
    expect((await productPage(player, dlc.id)).available_qty).toBe(1);
  });

  it('an abandoned checkout of another player gives its stock back when someone else buys', async () => {
    const first = await createTestUser(testApp);
    const second = await createTestUser(testApp);
    const dlc = await limitedDlc(1);
    const { order } = await openCheckout(first, dlc.priceId);
    expectError(await purchase(testApp, second, { price_id: dlc.priceId }), 'store.out_of_stock');
    await openedMinutesAgo(order.id, 45);
    await openCheckout(second, dlc.priceId);
    expect(await statusOf(order.id)).toBe(40);
  });

  it('an abandoned checkout of another player gives its stock back in the store listing; only listed products are swept', async () => {
    const first = await createTestUser(testApp);
    const second = await createTestUser(testApp);
    const title = `Listing sweep ${(n += 1)}`;
    const listed = await createProductWithPrice(testApp, admin, coinPricedDlc(title, { available_qty: 1 }), {
      price_type: 10,
      amount: 499,
      currency: 'EUR',
    });
    const elsewhere = await limitedDlc(1);
    const { order } = await openCheckout(first, listed.priceId);
    const { order: other } = await openCheckout(first, elsewhere.priceId);
    const listing = async () => {
      const response = await app.inject({
        url: `/api/v1/store/products?search=${encodeURIComponent(title)}`,
        headers: second.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data as { id: number; available_qty: number | null }[];
    };
    expect(await listing()).toMatchObject([{ id: listed.id, available_qty: 0 }]);

    await openedMinutesAgo(order.id, 45);
    await openedMinutesAgo(other.id, 45);
    expect(await listing()).toMatchObject([{ id: listed.id, available_qty: 1 }]);
    expect(await statusOf(order.id)).toBe(40);
    // The other product was not on the page: its checkout waits for whoever meets it next.
    expect(await statusOf(other.id)).toBe(20);
  });

  it('stops counting toward the monthly purchase limit once it expired', async () => {
    const player = await createTestUser(testApp);
    await setPurchaseLimit(testApp, player, 600);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(`Unlimited ${(n += 1)}`), {
      price_type: 10,
      amount: 499,
      currency: 'EUR',
    });
    const { order } = await openCheckout(player, dlc.priceId);
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.purchase_limit_reached');
    await openedMinutesAgo(order.id, 31);
    await openCheckout(player, dlc.priceId);
  });
});

describe('POST /users/me/orders/{id}/cancel', () => {
  it('cancels the buyer’s open checkout: stock, max_qty and the product page are free again', async () => {
    const player = await createTestUser(testApp);
    const dlc = await limitedDlc(1);
    const { order, checkout_url } = await openCheckout(player, dlc.priceId);
    const response = await cancel(player, order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: order.id, status: 40, checkout_url: null });
    expect(response.json().data.canceled_at).not.toBeNull();
    expect(await productPage(player, dlc.id)).toMatchObject({ owned_qty: 0, open_checkout: null, available_qty: 1 });
    // Its checkout can no longer be paid.
    const late = await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    expect(late.headers.location).toMatch(/status=cancel$/);
    expect(await statusOf(order.id)).toBe(40);
    await openCheckout(player, dlc.priceId);
  });

  it('refuses orders that are not waiting for payment, and other players’ orders', async () => {
    const player = await createTestUser(testApp);
    const dlc = await limitedDlc();
    const { order } = await openCheckout(player, dlc.priceId);
    expectError(await cancel(await createTestUser(testApp), order.id), 'general.not_found');
    expect(await statusOf(order.id)).toBe(20);
    expectError(await cancel(player, 999_999), 'general.not_found');

    expect((await cancel(player, order.id)).statusCode).toBe(200);
    expectError(await cancel(player, order.id), 'store.invalid_order_state', {
      params: { action: 'canceled', status: 'canceled' },
    });

    const again = await openCheckout(player, dlc.priceId);
    await app.inject({ method: 'POST', url: `${new URL(again.checkout_url).pathname}/pay` });
    expectError(await cancel(player, again.order.id), 'store.invalid_order_state', {
      params: { action: 'canceled', status: 'completed' },
    });
    expect(await statusOf(again.order.id)).toBe(60);
  });

  it('an in-game-currency order (completed at once) cannot be canceled', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 10);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(`Coins ${(n += 1)}`), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const { order } = (await purchase(testApp, player, { price_id: dlc.priceId })).json().data;
    expectError(await cancel(player, order.id), 'store.invalid_order_state', {
      params: { action: 'canceled', status: 'completed' },
    });
    expect(await balanceOf(testApp, player)).toBe(0);
  });
});
