import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ECONOMY_AMOUNT_MAX, STORED_AMOUNT_MAX, translate } from '@golf/contracts';
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
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app, config } = testApp;
const admin = await createEconomyAdmin(testApp);
const appUrl = config.server.appUrl;
let n = 0;
const name = (base: string) => `${base} ${(n += 1)}`;

const coinPack = (amount = 500) => createCoinPack(testApp, admin, name('Coin pack'), amount);

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
      amount: ['The amount field must not be greater than 1,000,000,000.'],
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
      expect.stringMatching(/^The token.amount field must not be greater than 1,000,000,000\.$/),
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
      quantity: [translate('en', 'validation.order_quantity_total', { max: '2,147,483,647', quantity: 42 })],
    });
    const sv = await purchase(testApp, player, { price_id: dear.priceId, quantity: 100 }, { 'accept-language': 'sv' });
    expect(sv.json().errors.quantity).toEqual([
      translate('sv', 'validation.order_quantity_total', { max: '2\u00a0147\u00a0483\u00a0647', quantity: 42 }),
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
      quantity: [translate('en', 'validation.order_quantity_total', { max: '2,147,483,647', quantity: 2 })],
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
        meta: [expect.stringMatching(/^The selected map pack is invalid\.$/)],
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
    expect(patched.json().errors).toEqual({ meta: [expect.stringMatching(/^The selected map pack is invalid\.$/)] });
  });
});
