import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  adjustWallet,
  balanceOf,
  createEconomyAdmin,
  createProductWithPrice,
  purchase,
  rowsOf,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { GRANT_DAYS_MAX } from '@golf/contracts';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
let n = 0;
const name = (base: string) => `${base} ${(n += 1)}`;
const DAY_MS = 24 * 3600 * 1000;

const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { ...admin.headers, ...headers }, payload });

const unlockFor = (days: string) => ({
  name: name('Offline'),
  type: 20,
  meta: [
    { meta_key: 'feature_unlock', meta_value: 'offline' },
    { meta_key: 'unlock_days', meta_value: days },
  ],
});

const between = /^The unlock.days field must be between 1 and 36,500\.$/;

describe('days a product or plan grants (unlock_days, duration_days)', () => {
  it('refuses unlock_days that are not a whole number from 1 to GRANT_DAYS_MAX, at meta, saving nothing', async () => {
    const before = await rowsOf<{ count: number }>(testApp, sql`select count(*)::int as count from products`);
    for (const [days, message] of [
      ['-3', between],
      ['0', between],
      ['99999999999', between],
      [String(GRANT_DAYS_MAX + 1), between],
      ['abc', /^The unlock.days field must be an integer\.$/],
      ['1.5', /^The unlock.days field must be an integer\.$/],
    ] as const) {
      const refused = await send('POST', '/admin/products', unlockFor(days));
      expectError(refused, 'general.validation_failed');
      expect(refused.json().errors, days).toEqual({ meta: [expect.stringMatching(message)] });
    }
    const sv = await send('POST', '/admin/products', unlockFor('-3'), { 'accept-language': 'sv' });
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(sv.json().errors.meta).toEqual(['Fältet unlock_days måste vara mellan 1 och 36\u00a0500.']);
    expect(await rowsOf(testApp, sql`select count(*)::int as count from products`)).toEqual(before);

    const created = await send('POST', '/admin/products', unlockFor(String(GRANT_DAYS_MAX)));
    expect(created.statusCode, created.body).toBe(201);
    const patched = await send('PATCH', `/admin/products/${created.json().data.id}`, unlockFor('-3'));
    expect(patched.json().errors).toEqual({ meta: [expect.stringMatching(between)] });
  });

  it('a product with valid unlock_days unlocks for that long; one saved with bad days before the check is not sold', async () => {
    const product = await createProductWithPrice(testApp, admin, unlockFor('30'), {
      price_type: 20,
      amount: 10,
      token_type: 10,
    });
    const player = await createTestUser(testApp);
    await adjustWallet(testApp, admin, player.id, 100);
    const bought = await purchase(testApp, player, { price_id: product.priceId });
    expect(bought.statusCode, bought.body).toBe(201);
    const [unlock] = await rowsOf<{ expires_at: string }>(
      testApp,
      sql`select expires_at from user_feature_unlocks where user_id = ${player.id} and feature = 'offline'`,
    );
    const days = (new Date(unlock!.expires_at).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // A row saved before unlock_days was checked: buying it neither debits nor grants, nor fails with a 500.
    for (const days of ['-3', 'abc', '99999999999']) {
      await testApp.database.db.execute(
        sql`update products set meta = ${JSON.stringify(unlockFor(days).meta)}::jsonb where id = ${product.id}`,
      );
      expectError(await purchase(testApp, player, { price_id: product.priceId }), 'store.not_purchasable');
      expect(await balanceOf(testApp, player)).toBe(90);
    }
  });

  it('refuses a plan whose duration_days is not a whole number from 1 to GRANT_DAYS_MAX, or is given twice', async () => {
    const plan = (durations: string[]) => ({
      name: name('Plan'),
      meta: [
        { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
        ...durations.map((days) => ({ meta_key: 'duration_days', meta_value: days })),
      ],
    });
    const planBetween = /^The duration.days field must be between 1 and 36,500\.$/;
    for (const [days, message] of [
      [['-30'], planBetween],
      [['100000000'], planBetween],
      [['abc'], /^The duration.days field must be an integer\.$/],
      [['30', '60'], /^The duration.days field has a duplicate value\.$/],
    ] as const) {
      const refused = await send('POST', '/admin/subscriptions', plan([...days]));
      expectError(refused, 'general.validation_failed');
      expect(refused.json().errors, days.join()).toEqual({ meta: [expect.stringMatching(message)] });
    }
    const created = await send('POST', '/admin/subscriptions', plan(['30']));
    expect(created.statusCode, created.body).toBe(201);
    const patched = await send('PATCH', `/admin/subscriptions/${created.json().data.id}`, { meta: plan(['-30']).meta });
    expect(patched.json().errors).toEqual({ meta: [expect.stringMatching(planBetween)] });

    // A plan saved with bad days before the check is not sold (it completed and gave nothing, or failed).
    const price = await send('POST', '/admin/prices', {
      subscription_id: created.json().data.id,
      price_type: 10,
      amount: 999,
      currency: 'SEK',
    });
    expect(price.statusCode, price.body).toBe(201);
    await testApp.database.db.execute(
      sql`update subscriptions set meta = ${JSON.stringify(plan(['-30']).meta)}::jsonb where id = ${created.json().data.id}`,
    );
    const player = await createTestUser(testApp);
    expectError(await purchase(testApp, player, { price_id: price.json().data.id }), 'store.not_purchasable');
    expect(await rowsOf(testApp, sql`select id from orders where user_id = ${player.id}`)).toEqual([]);
  });
});

describe('a map-pack product’s meta and category agree', () => {
  async function mapPackProduct() {
    const [pack] = await rowsOf<{ id: number }>(
      testApp,
      sql`insert into map_packs (title) values (${name('Agreeing pack')}) returning id`,
    );
    const meta = [{ meta_key: 'map_pack_id', meta_value: String(pack!.id) }];
    const created = await send('POST', '/admin/products', { name: name('Pack'), type: 30, category: 10, meta });
    expect(created.statusCode, created.body).toBe(201);
    return { id: created.json().data.id as number, meta };
  }
  const message =
    'A product whose meta names a map_pack_id must be in the Map pack category, or it would sell the pack without granting it.';

  it('refuses taking the category off a map-pack product (it sold the pack and granted nothing)', async () => {
    const product = await mapPackProduct();
    const refused = await send('PATCH', `/admin/products/${product.id}`, { category: null });
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors).toEqual({ category: [message] });
    const sv = await send('PATCH', `/admin/products/${product.id}`, { category: null }, { 'accept-language': 'sv' });
    expect(sv.json().errors.category).toEqual([
      'En produkt vars meta anger ett map_pack_id måste ligga i kategorin Banpaket, annars skulle den sälja paketet utan att ge det.',
    ]);
    const [row] = await rowsOf<{ category: number }>(
      testApp,
      sql`select category from products where id = ${product.id}`,
    );
    expect(row!.category).toBe(10);
  });

  it('refuses creating a product that names a map pack outside the map-pack category', async () => {
    const { meta } = await mapPackProduct();
    const refused = await send('POST', '/admin/products', { name: name('Stray'), type: 30, meta });
    expect(refused.json().errors).toEqual({ category: [message] });
  });
});
