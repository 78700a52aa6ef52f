import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX, realtimeChannels, serverEvents, STORED_AMOUNT_MAX, translate } from '@golf/contracts';
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
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app, config } = testApp;
const admin = await createEconomyAdmin(testApp);
const appUrl = config.server.appUrl;
let n = 0;
const name = (base: string) => `${base} ${(n += 1)}`;

const coinPack = (amount = 500) =>
  createProductWithPrice(
    testApp,
    admin,
    { name: name('Coin pack'), type: 10, meta: [{ meta_key: 'token_amount', meta_value: String(amount) }] },
    { price_type: 10, amount: 499, currency: 'EUR' },
  );

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

describe('amount limits (int4 columns) and idempotency keys', () => {
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, headers: admin.headers, payload });

  /** Fills the player's coin wallet to `balance` through adjustments (each at most ECONOMY_AMOUNT_MAX). */
  async function fillWallet(userId: number, balance: number, tokenType = 10) {
    for (let left = balance; left > 0; left -= ECONOMY_AMOUNT_MAX)
      await adjustWallet(testApp, admin, userId, Math.min(left, ECONOMY_AMOUNT_MAX), tokenType);
  }

  it('refuses a price amount above the largest single amount, at the amount field', async () => {
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Dear')), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const created = await post('/admin/prices', {
      product_id: dlc.id,
      price_type: 10,
      amount: 3_000_000_000,
      currency: 'EUR',
    });
    expectError(created, 'general.validation_failed');
    expect(created.json().errors).toEqual({
      amount: [`The amount field must not be greater than ${ECONOMY_AMOUNT_MAX}.`],
    });
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/prices/${dlc.priceId}`,
      headers: admin.headers,
      payload: { amount: ECONOMY_AMOUNT_MAX + 1 },
    });
    expectError(patched, 'general.validation_failed');
    expect(Object.keys(patched.json().errors)).toEqual(['amount']);
    expect(
      (await post('/admin/prices', { product_id: dlc.id, price_type: 10, amount: ECONOMY_AMOUNT_MAX, currency: 'EUR' }))
        .statusCode,
    ).toBe(201);
  });

  it('takes an ISO 4217 currency in any letter case, and refuses three letters that name none', async () => {
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Currency')), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const priced = (currency: string) =>
      post('/admin/prices', { product_id: dlc.id, price_type: 10, amount: 199, currency });
    const refused = await priced('XYZ');
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors).toEqual({
      currency: ['The currency field must be an ISO 4217 currency code of three letters, such as EUR.'],
    });
    const sek = await priced('sek');
    expect(sek.statusCode, sek.body).toBe(201);
    expect(sek.json().data.currency).toBe('SEK');
  });

  it('a price is for a product or a plan: neither is required, both is refused with its own message', async () => {
    const dlc = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Either')), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const price = { price_type: 10, amount: 199, currency: 'EUR' };
    const both = await post('/admin/prices', { ...price, product_id: dlc.id, subscription_id: 7 });
    expectError(both, 'general.validation_failed');
    expect(both.json().errors.product_id).toEqual(['A price is for a product or for a subscription plan, not both.']);
    const neither = await post('/admin/prices', price);
    expect(neither.json().errors.product_id).toEqual(['The product or subscription field is required.']);
  });

  it('refuses a coin pack whose token_amount is above the largest single amount, at meta', async () => {
    const refused = await post('/admin/products', {
      name: name('Huge pack'),
      type: 10,
      meta: [{ meta_key: 'token_amount', meta_value: '5000000000' }],
    });
    expectError(refused, 'general.validation_failed');
    // The attribute is named in the caller's words (token amount / token_amount); the bound is exact.
    expect(Object.keys(refused.json().errors)).toEqual(['meta']);
    expect(refused.json().errors.meta).toEqual([
      expect.stringMatching(new RegExp(`^The token.amount field must not be greater than ${ECONOMY_AMOUNT_MAX}\\.$`)),
    ]);
  });

  it('refuses a product that gives a key its grants read twice (only the first would count), at meta', async () => {
    const refused = await post('/admin/products', {
      name: name('Twice'),
      type: 10,
      meta: [
        { meta_key: 'token_amount', meta_value: '5' },
        { meta_key: 'token_amount', meta_value: '5000' },
      ],
    });
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors.meta).toEqual([
      expect.stringMatching(/^The token.amount field has a duplicate value\.$/),
    ]);
  });

  it('refuses a quantity whose total or tokens would pass the column range, at quantity, naming the most', async () => {
    const player = await createTestUser(testApp);
    const dear = await createProductWithPrice(testApp, admin, coinPricedDlc(name('Fifty million')), {
      price_type: 10,
      amount: 50_000_000,
      currency: 'EUR',
    });
    const refused = await purchase(testApp, player, { price_id: dear.priceId, quantity: 100 });
    expectError(refused, 'general.validation_failed');
    // 2147483647 / 50000000 = 42.9: at most 42 at a time.
    expect(refused.json().errors).toEqual({
      quantity: [translate('en', 'validation.order_quantity_total', { max: STORED_AMOUNT_MAX, quantity: 42 })],
    });
    const sv = await purchase(testApp, player, { price_id: dear.priceId, quantity: 100 }, { 'accept-language': 'sv' });
    expect(sv.json().errors.quantity).toEqual([
      translate('sv', 'validation.order_quantity_total', { max: STORED_AMOUNT_MAX, quantity: 42 }),
    ]);
    const ok = await purchase(testApp, player, { price_id: dear.priceId, quantity: 42 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.order.total_amount).toBe(42 * 50_000_000);

    // A cheap pack of a billion coins: the coins it grants count too.
    const pack = await createProductWithPrice(
      testApp,
      admin,
      { name: name('Billion'), type: 10, meta: [{ meta_key: 'token_amount', meta_value: String(ECONOMY_AMOUNT_MAX) }] },
      { price_type: 10, amount: 99, currency: 'EUR' },
    );
    const tooMany = await purchase(testApp, player, { price_id: pack.priceId, quantity: 3 });
    expect(tooMany.json().errors).toEqual({
      quantity: [translate('en', 'validation.order_quantity_total', { max: STORED_AMOUNT_MAX, quantity: 2 })],
    });
  });

  it('an in-game purchase whose coins would pass the largest balance is 4012 and changes nothing', async () => {
    const player = await createTestUser(testApp);
    await fillWallet(player.id, STORED_AMOUNT_MAX - 50);
    await adjustWallet(testApp, admin, player.id, 100, 20);
    const pack = await createProductWithPrice(
      testApp,
      admin,
      {
        name: name('Diamond coins'),
        type: 10,
        available_qty: 5,
        meta: [{ meta_key: 'token_amount', meta_value: '100' }],
      },
      { price_type: 20, amount: 10, token_type: 20 },
    );
    expectError(await purchase(testApp, player, { price_id: pack.priceId }), 'store.balance_limit_reached', {
      params: { max: STORED_AMOUNT_MAX },
    });
    // All or nothing: no diamonds taken, no order, the stock back where it was.
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX - 50);
    expect(await balanceOf(testApp, player, 20)).toBe(100);
    const orders = await app.inject({ url: '/api/v1/users/me/orders', headers: player.headers });
    expect(orders.json().meta.total).toBe(0);
    const page = await app.inject({ url: `/api/v1/store/products/${pack.id}`, headers: player.headers });
    expect(page.json().data.available_qty).toBe(5);
  });

  it('test checkout: a Pay the ledger refuses shows why on the page, and the order still waits for payment', async () => {
    const player = await createTestUser(testApp);
    await fillWallet(player.id, STORED_AMOUNT_MAX);
    const pack = await coinPack(500);
    const { order, checkout_url } = (await purchase(testApp, player, { price_id: pack.priceId })).json().data;
    const path = new URL(checkout_url).pathname;
    const paid = await app.inject({
      method: 'POST',
      url: `${path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'sv' },
      payload: '',
    });
    expect(paid.statusCode).toBe(422);
    expect(paid.headers['content-type']).toMatch(/text\/html/);
    expect(paid.body).toContain('data-reason="refused"');
    expect(paid.body).toContain(translate('sv', 'errors.store.balance_limit_reached', { max: STORED_AMOUNT_MAX }));
    expect(paid.body).toContain(`href="${appUrl}/store"`);
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX);
    const mine = await app.inject({ url: `/api/v1/users/me/orders/${order.id}`, headers: player.headers });
    expect(mine.json().data).toMatchObject({ status: 20, paid_at: null });
    const detail = await app.inject({ url: `/api/v1/admin/orders/${order.id}`, headers: admin.headers });
    expect(detail.json().data.payments).toEqual([]);
    // With room in the wallet, the same checkout pays.
    await adjustWallet(testApp, admin, player.id, -500);
    const retry = await app.inject({ method: 'POST', url: `${path}/pay` });
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toMatch(/status=success$/);
    expect(await balanceOf(testApp, player)).toBe(STORED_AMOUNT_MAX);
  });

  it('an idempotency key sent again with another price or quantity is 4013; the same purchase replays', async () => {
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const [first, second] = [
      await createProductWithPrice(testApp, admin, coinPricedDlc(name('Key A')), {
        price_type: 20,
        amount: 10,
        token_type: 10,
      }),
      await createProductWithPrice(
        testApp,
        admin,
        coinPricedDlc(name('Key B'), { meta: [{ meta_key: 'feature_unlock', meta_value: 'advanced_stats' }] }),
        {
          price_type: 20,
          amount: 20,
          token_type: 10,
        },
      ),
    ];
    const key = `same-key-${player.id}`;
    const bought = await purchase(testApp, player, { price_id: first.priceId, idempotency_key: key });
    expect(bought.statusCode, bought.body).toBe(201);
    expectError(
      await purchase(testApp, player, { price_id: second.priceId, idempotency_key: key }),
      'store.idempotency_key_reused',
    );
    expectError(
      await purchase(
        testApp,
        player,
        { price_id: first.priceId, quantity: 2, idempotency_key: key },
        { 'accept-language': 'sv' },
      ),
      'store.idempotency_key_reused',
      { locale: 'sv' },
    );
    expect(await balanceOf(testApp, player)).toBe(90);
    const replay = await purchase(testApp, player, { price_id: first.priceId, idempotency_key: key });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toMatchObject({ replayed: true, order: { id: bought.json().data.order.id } });
    expect(replay.json().data.order.items).toMatchObject([{ price_id: first.priceId, quantity: 1 }]);
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.paths['/api/v1/store/orders'].post.description).toContain('4013');
  });

  it('refuses a map-pack product naming a map pack that does not exist, at meta', async () => {
    for (const id of ['999999', '99999999999']) {
      const refused = await post('/admin/products', {
        name: name('Ghost pack'),
        type: 30,
        category: 10,
        meta: [{ meta_key: 'map_pack_id', meta_value: id }],
      });
      expectError(refused, 'general.validation_failed');
      expect(refused.json().errors).toEqual({
        meta: [expect.stringMatching(/^The selected map.pack.id is invalid\.$/)],
      });
    }
    const [pack] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into map_packs (title) values ('Real pack') returning id`,
    );
    const created = await post('/admin/products', {
      name: name('Real pack'),
      type: 30,
      category: 10,
      meta: [{ meta_key: 'map_pack_id', meta_value: String(pack!.id) }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/products/${created.json().data.id}`,
      headers: admin.headers,
      payload: { meta: [{ meta_key: 'map_pack_id', meta_value: '999999' }] },
    });
    expect(patched.json().errors).toEqual({ meta: [expect.stringMatching(/^The selected map.pack.id is invalid\.$/)] });
  });
});
