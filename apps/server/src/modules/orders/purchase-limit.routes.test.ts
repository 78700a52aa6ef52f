import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import {
  coinPricedDlc,
  createEconomyAdmin,
  createProductWithPrice,
  purchase,
  rowsOf,
  setPurchaseLimit,
} from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';
import { settings } from '../../db/schema';

/**
 * The monthly purchase limit counts money in one currency (setting purchase_limit_currency, EUR):
 * orders in other currencies count converted with purchase_limit_exchange_rates (docs/economy.md, "Purchase limit").
 */
const testApp = await createTestApp();
const { app } = testApp;
const admin = await createEconomyAdmin(testApp);
let n = 0;

/** Staff change a setting (the back-office writes the same row). */
async function setSetting(key: string, value: string) {
  await testApp.database.db.update(settings).set({ settingValue: value }).where(eq(settings.settingKey, key));
}
const setRates = (rates: Record<string, number>) => setSetting('purchase_limit_exchange_rates', JSON.stringify(rates));

/** A DLC sold for money, optionally with limited stock. */
const moneyDlc = (amount: number, currency: string, extra: Record<string, unknown> = {}) =>
  createProductWithPrice(testApp, admin, coinPricedDlc(`Money DLC ${(n += 1)}`, extra), {
    price_type: 10,
    amount,
    currency,
  });

const buy = async (player: TestUser, priceId: number) =>
  (await purchase(testApp, player, { price_id: priceId })).statusCode;

const ordersOf = async (player: TestUser) =>
  (await rowsOf<{ n: number }>(testApp, sql`select count(*)::int as n from orders where user_id = ${player.id}`))[0]!.n;

async function playerWithLimit(perMonth: number): Promise<TestUser> {
  const player = await createTestUser(testApp);
  await setPurchaseLimit(testApp, player, perMonth);
  return player;
}

describe('the monthly purchase limit across currencies', () => {
  it('counts an order in another currency converted into the limit currency', async () => {
    await setRates({ USD: 0.92 });
    const player = await playerWithLimit(1000);
    const usd = await moneyDlc(600, 'USD');
    // $6.00 counts as €5.52: €4.40 more fits (unconverted, 600 + 440 would not).
    expect(await buy(player, usd.priceId)).toBe(201);
    expect(await buy(player, (await moneyDlc(440, 'EUR')).priceId)).toBe(201);
    // 552 + 440 = 992: another 9 cents would pass 1000.
    expectError(
      await purchase(testApp, player, { price_id: (await moneyDlc(9, 'EUR')).priceId }),
      'store.purchase_limit_reached',
    );
    expect(await buy(player, (await moneyDlc(8, 'EUR')).priceId)).toBe(201);
  });

  it('respects each currency’s minor digits: ¥1000 counts as €6.10, not €10.00', async () => {
    await setRates({ JPY: 0.0061 });
    const player = await playerWithLimit(1000);
    const yen = await moneyDlc(1000, 'JPY');
    expect(await buy(player, yen.priceId)).toBe(201);
    expect(await buy(player, (await moneyDlc(390, 'EUR')).priceId)).toBe(201);
    // 610 + 390 = 1000, the limit itself: any more yen is over it (¥1 counts as a whole cent, rounded up).
    expectError(
      await purchase(testApp, player, { price_id: (await moneyDlc(1, 'JPY')).priceId }),
      'store.purchase_limit_reached',
    );
  });

  it('refuses a money purchase in a currency without a rate (4018, logged at warn) and writes nothing', async () => {
    await setRates({ USD: 0.92 });
    const player = await playerWithLimit(100_000);
    const pounds = await moneyDlc(500, 'GBP', { available_qty: 3 });
    const warn = vi.spyOn(app.log, 'warn');
    try {
      const refused = await purchase(testApp, player, { price_id: pounds.priceId });
      expectError(refused, 'store.exchange_rate_missing', { params: { currency: 'GBP' } });
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ userId: player.id, currency: 'GBP', limitCurrency: 'EUR' }),
        expect.stringContaining('purchase_limit_exchange_rates'),
      );
    } finally {
      warn.mockRestore();
    }
    const sv = await purchase(testApp, player, { price_id: pounds.priceId }, { 'accept-language': 'sv' });
    expectError(sv, 'store.exchange_rate_missing', { locale: 'sv', params: { currency: 'GBP' } });
    expect(await ordersOf(player)).toBe(0);
    const page = await app.inject({ url: `/api/v1/store/products/${pounds.id}`, headers: player.headers });
    expect(page.json().data.available_qty).toBe(3);

    // Without a limit nothing is converted, so nothing needs a rate.
    const unlimited = await createTestUser(testApp);
    expect(await buy(unlimited, pounds.priceId)).toBe(201);
    // Once staff add the rate, the limited player can buy it.
    await setRates({ USD: 0.92, GBP: 1.17 });
    expect(await buy(player, pounds.priceId)).toBe(201);
  });

  it('refuses while an order of the month is in a currency whose rate was removed', async () => {
    await setRates({ USD: 0.92 });
    const player = await playerWithLimit(100_000);
    expect(await buy(player, (await moneyDlc(500, 'USD')).priceId)).toBe(201);
    await setRates({});
    expectError(
      await purchase(testApp, player, { price_id: (await moneyDlc(100, 'EUR')).priceId }),
      'store.exchange_rate_missing',
      { params: { currency: 'USD' } },
    );
    expect(await ordersOf(player)).toBe(1);
  });

  it('counts the limit currency as it is, with or without rates', async () => {
    await setRates({});
    const player = await playerWithLimit(1000);
    expect(await buy(player, (await moneyDlc(600, 'EUR')).priceId)).toBe(201);
    expect(await buy(player, (await moneyDlc(400, 'EUR')).priceId)).toBe(201);
    expectError(
      await purchase(testApp, player, { price_id: (await moneyDlc(1, 'EUR')).priceId }),
      'store.purchase_limit_reached',
    );
  });

  it('counts in the currency staff set, converting euros into Swedish kronor', async () => {
    await setSetting('purchase_limit_currency', 'SEK');
    await setRates({ EUR: 11.5 });
    try {
      // €4.99 is 57.385 kronor: 5739 öre, rounded up.
      const player = await playerWithLimit(5739);
      const euros = await moneyDlc(499, 'EUR');
      expect(await buy(player, euros.priceId)).toBe(201);
      expectError(
        await purchase(testApp, player, { price_id: (await moneyDlc(1, 'SEK')).priceId }),
        'store.purchase_limit_reached',
      );
    } finally {
      await setSetting('purchase_limit_currency', 'EUR');
    }
  });

  it('falls back to the default rates when the stored value cannot be read', async () => {
    await setSetting('purchase_limit_exchange_rates', '{"USD": 0.92');
    const player = await playerWithLimit(1000);
    // The default has USD (0.92) and JPY (0.0061).
    expect(await buy(player, (await moneyDlc(1000, 'JPY')).priceId)).toBe(201);
    expectError(
      await purchase(testApp, player, { price_id: (await moneyDlc(500, 'USD')).priceId }),
      'store.purchase_limit_reached',
    );
  });
});
