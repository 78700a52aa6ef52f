import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  coinPricedDlc,
  createCoinPack,
  createEconomyAdmin,
  createProductWithPrice,
  purchase,
  rowsOf,
  setPurchaseLimit,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app, config } = testApp;
const admin = await createEconomyAdmin(testApp);
const appUrl = config.server.appUrl;
let n = 0;
const name = (base: string) => `${base} ${(n += 1)}`;

const coinPack = (amount = 500) => createCoinPack(testApp, admin, name('Coin pack'), amount);

describe('store listing and product page', () => {
  it('hides unlisted products from the listing but serves their page; prices are formatted in the caller’s language', async () => {
    const player = await createTestUser(testApp);
    const listed = await coinPack();
    const hidden = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Secret'), { unlisted: true }), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const listing = await app.inject({ url: '/api/v1/store/products?per_page=100', headers: player.headers });
    const ids = listing.json().data.map((p: { id: number }) => p.id);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(hidden.id);

    const page = await app.inject({ url: `/api/v1/store/products/${hidden.id}`, headers: player.headers });
    expect(page.json().data).toMatchObject({ id: hidden.id, unlisted: true, owned_qty: 0 });
    expect(page.json().data.prices[0].formatted_price).toBe('10 Coins');

    const en = await app.inject({ url: `/api/v1/store/products/${listed.id}`, headers: player.headers });
    expect(en.json().data.prices[0]).toMatchObject({ amount: 499, currency: 'EUR', formatted_price: '€4.99' });
    const sv = await app.inject({
      url: `/api/v1/store/products/${listed.id}`,
      headers: { ...player.headers, 'accept-language': 'sv' },
    });
    expect(sv.json().data.prices[0].formatted_price).toMatch(/^4,99\s€$/);
  });
});

describe('buying with in-game currency', () => {
  it('debits, grants and completes in one go, and publishes the changes', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 60,
      token_type: 10,
    });
    const response = await purchase(testApp, player, { price_id: dlc.priceId });
    expect(response.statusCode, response.body).toBe(201);
    const { order, checkout_url } = response.json().data;
    expect(checkout_url).toBeNull();
    expect(order).toMatchObject({ status: 60, price_type: 20, total_amount: 60, formatted_total: '60 Coins' });
    expect(await balanceOf(testApp, player)).toBe(40);
    const unlocks = await app.inject({ url: '/api/v1/users/me/feature-unlocks', headers: player.headers });
    expect(unlocks.json().data).toEqual([{ name: 'advanced_stats', expires_at: null }]);
    const feature = await app.inject({ url: '/api/v1/users/me/features/advanced_stats', headers: player.headers });
    expect(feature.json().data.has_feature).toBe(true);
    const events = fanout.events(realtimeChannels.user(player.id)).map((e) => e.event);
    expect(events).toContain(serverEvents.walletUpdated);
    expect(events).toContain(serverEvents.featureUnlocksUpdated);
    const me = (await app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data;
    expect(me.feature_unlocks).toEqual([{ name: 'advanced_stats', expires_at: null }]);
    const ledger = await app.inject({
      url: '/api/v1/users/me/transactions?filter[transaction_action]=30',
      headers: player.headers,
    });
    expect(ledger.json().data).toMatchObject([
      { amount: 60, event_type: 20, entity_type: 'order', entity_id: order.id },
    ]);
  });

  it('grants a map pack (the golf engine’s allocation) in the same transaction, and a refund takes it back', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 300);
    const [pack] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into map_packs (title) values ('Test pack') returning id`,
    );
    const product = await createProductWithPrice(
      testApp,
      admin,
      {
        name: name('Map pack'),
        type: 30,
        category: 10,
        max_qty: 1,
        meta: [{ meta_key: 'map_pack_id', meta_value: String(pack!.id) }],
      },
      { price_type: 20, amount: 300, token_type: 10 },
    );
    const bought = await purchase(testApp, player, { price_id: product.priceId });
    expect(bought.statusCode).toBe(201);
    const owned = () => rowsOf(testApp, sql`select map_pack_id from user_map_packs where user_id = ${player.id}`);
    expect(await owned()).toEqual([{ map_pack_id: pack!.id }]);

    // A refund takes the pack (and with it its courses) back and returns the coins.
    const refund = await app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${bought.json().data.order.id}/refund`,
      headers: admin.headers,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await owned()).toEqual([]);
    expect(await balanceOf(testApp, player)).toBe(300);
  });

  it('Insufficient funds: nothing is bought', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 59);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 60,
      token_type: 10,
    });
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.insufficient_funds');
    expectError(
      await purchase(testApp, player, { price_id: dlc.priceId }, { 'accept-language': 'sv' }),
      'store.insufficient_funds',
      { locale: 'sv' },
    );
    expect(await balanceOf(testApp, player)).toBe(59);
    const orders = await app.inject({ url: '/api/v1/users/me/orders', headers: player.headers });
    expect(orders.json().meta.total).toBe(0);
  });

  it('Max quantity reached', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Once'), { max_qty: 2 }), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    expect((await purchase(testApp, player, { price_id: dlc.priceId, quantity: 2 })).statusCode).toBe(201);
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.max_quantity_reached');
    expect(await balanceOf(testApp, player)).toBe(80);
  });

  it('Purchase not authorized until the e-mail is verified', async () => {
    const player = await createTestUser(testApp, { verified: false });
    await adjustWallet(testApp, admin, player.id, 100);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    expectError(await purchase(testApp, player, { price_id: dlc.priceId }), 'store.purchase_not_authorized');
  });

  it('sold out, and external offers link out instead of being bought', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const scarce = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Scarce'), { available_qty: 1 }), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    expect((await purchase(testApp, player, { price_id: scarce.priceId })).statusCode).toBe(201);
    expectError(await purchase(testApp, player, { price_id: scarce.priceId }), 'store.out_of_stock');
    const offer = await createProductWithPrice(
      testApp,
      admin,
      {
        name: name('Offer'),
        type: 40,
        category: 20,
        meta: [{ meta_key: 'external_url', meta_value: 'https://example.com/x' }],
      },
      { price_type: 10, amount: 100, currency: 'EUR' },
    );
    const page = await app.inject({ url: `/api/v1/store/products/${offer.id}`, headers: player.headers });
    expect(page.json().data.external_url).toBe('https://example.com/x');
    expectError(await purchase(testApp, player, { price_id: offer.priceId }), 'store.not_purchasable');
  });

  it('a retry with the same idempotency key returns the first order', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 30,
      token_type: 10,
    });
    const first = await purchase(testApp, player, { price_id: dlc.priceId, idempotency_key: 'retry-me-123' });
    const again = await purchase(testApp, player, { price_id: dlc.priceId, idempotency_key: 'retry-me-123' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    expect(again.json().data.order.id).toBe(first.json().data.order.id);
    expect(await balanceOf(testApp, player)).toBe(70);
  });
});

describe('buying with money through the test provider', () => {
  it('Pay: the hosted checkout completes the order, credits the coins and returns to the success screen', async () => {
    const player = await createTestUser(testApp);
    const pack = await coinPack(500);
    const response = await purchase(testApp, player, { price_id: pack.priceId, environment: 'game' });
    expect(response.statusCode, response.body).toBe(201);
    const { order, checkout_url } = response.json().data;
    expect(order.status).toBe(20);
    expect(checkout_url).toMatch(new RegExp(`^${appUrl}/payments/test/checkout/tcs_`));
    const path = new URL(checkout_url).pathname;

    const page = await app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pay €4.99');
    expect(page.body).toContain('Cancel');

    const paid = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${appUrl}/game/store/checkout/return?order=${order.id}&status=success`);
    expect(await balanceOf(testApp, player)).toBe(500);
    const mine = await app.inject({ url: `/api/v1/users/me/orders/${order.id}`, headers: player.headers });
    expect(mine.json().data).toMatchObject({ status: 60, checkout_url: null });
    // Paying twice changes nothing; the page is closed.
    await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(await balanceOf(testApp, player)).toBe(500);
    expect((await app.inject({ url: path })).statusCode).toBe(409);
    expect(
      fanout
        .events(realtimeChannels.user(player.id))
        .filter((e) => e.event === serverEvents.walletUpdated)
        .at(-1)?.payload,
    ).toMatchObject({ token_type: 10, balance: 500 });
  });

  it('Cancel: the order is canceled and the player returns to the cancel screen', async () => {
    const player = await createTestUser(testApp);
    const pack = await coinPack(500);
    const { order, checkout_url } = (await purchase(testApp, player, { price_id: pack.priceId })).json().data;
    const path = new URL(checkout_url).pathname;
    const canceled = await app.inject({ method: 'POST', url: `${path}/cancel` });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`${appUrl}/store/checkout/return?order=${order.id}&status=cancel`);
    expect(
      (await app.inject({ url: `/api/v1/users/me/orders/${order.id}`, headers: player.headers })).json().data.status,
    ).toBe(40);
    // Too late to pay now.
    const late = await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(late.headers.location).toMatch(/status=cancel$/);
    expect(await balanceOf(testApp, player)).toBe(0);
  });

  it('Purchase limit reached: money orders of the month count against the monthly limit', async () => {
    const player = await createTestUser(testApp);
    await setPurchaseLimit(testApp, player, 600);
    const pack = await coinPack();
    expect((await purchase(testApp, player, { price_id: pack.priceId })).statusCode).toBe(201);
    expectError(await purchase(testApp, player, { price_id: pack.priceId }), 'store.purchase_limit_reached');
    // In-game currency is not money: the limit does not apply.
    await adjustWallet(testApp, admin, player.id, 10);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    expect((await purchase(testApp, player, { price_id: dlc.priceId })).statusCode).toBe(201);
  });
});

describe('refunds', () => {
  const refund = (id: number) =>
    app.inject({ method: 'POST', url: `/api/v1/admin/orders/${id}/refund`, headers: admin.headers });

  async function boughtCoinPack() {
    const player = await createTestUser(testApp);
    const pack = await coinPack(500);
    const { order, checkout_url } = (await purchase(testApp, player, { price_id: pack.priceId })).json().data;
    await app.inject({ method: 'POST', url: `${new URL(checkout_url).pathname}/pay` });
    return { player, order };
  }

  it('a coin pack whose coins are unspent is refunded: the coins go back', async () => {
    const { player, order } = await boughtCoinPack();
    const response = await refund(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 50, payments: [{ provider: 'test', state: 'refunded' }] });
    expect(await balanceOf(testApp, player)).toBe(0);
    expectError(await refund(order.id), 'store.invalid_order_state', {
      params: { action: 'refunded', status: 'refunded' },
    });
  });

  it('coin sales are final once the coins are spent', async () => {
    const { player, order } = await boughtCoinPack();
    await adjustWallet(testApp, admin, player.id, -1);
    expectError(await refund(order.id), 'store.coins_already_spent');
    const detail = await app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: admin.headers });
    expect(detail.json().data.status).toBe(60);
    expect(await balanceOf(testApp, player)).toBe(499);
    // Staff see who bought, on the order and in the list.
    const buyer = { id: player.id, display_name: player.displayName, email: player.email };
    expect(detail.json().data.user).toEqual(buyer);
    const listed = await app.inject({
      url: `/api/v1/admin/orders?filter[user_id]=${player.id}`,
      headers: admin.headers,
    });
    expect(listed.json().data.map((row: { user: unknown }) => row.user)).toEqual([buyer]);
  });

  it('an in-game-currency order gives the coins back and ends its unlock', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 50);
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Stats')), {
      price_type: 20,
      amount: 50,
      token_type: 10,
    });
    const { order } = (await purchase(testApp, player, { price_id: dlc.priceId })).json().data;
    expect((await refund(order.id)).statusCode).toBe(200);
    expect(await balanceOf(testApp, player)).toBe(50);
    const feature = await app.inject({ url: '/api/v1/users/me/features/advanced_stats', headers: player.headers });
    expect(feature.json().data.has_feature).toBe(false);
  });
});

describe('back-office products', () => {
  it('validates what a product grants, and lists products with their prices', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: admin.headers,
      payload: { name: 'No coins', type: 10 },
    });
    expectError(bad, 'general.validation_failed');
    const pack = await coinPack();
    const list = await app.inject({
      url: `/api/v1/admin/products?search=Coin%20pack&per_page=100`,
      headers: admin.headers,
    });
    const row = list.json().data.find((p: { id: number }) => p.id === pack.id);
    expect(row).toMatchObject({
      type: 10,
      sync_with_provider: false,
      prices: [{ id: pack.priceId, formatted_price: '€4.99' }],
    });
    const player = await createTestUser(testApp);
    expectError(
      await app.inject({ url: '/api/v1/admin/products', headers: player.headers }),
      'auth.insufficient_permissions',
    );
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/v1/admin/products/${pack.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(405);
  });
});
