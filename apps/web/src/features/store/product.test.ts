import { describe, expect, it } from 'vitest';
import { enums, GRANT_DAYS_MAX, metaDays, type Price, type Product } from '@golf/contracts';
import {
  canAfford,
  checkoutEnvironment,
  displayPrice,
  featureGrantOf,
  isExternalOffer,
  newIdempotencyKey,
  priceKind,
  purchasablePrices,
  showsOwned,
  tokenGrantOf,
  unavailableReason,
} from './product';

const money = enums.product_price_type.money;
const tokens = enums.product_price_type.in_game_currency;
const coins = enums.token_type.coins;
const diamonds = enums.token_type.diamonds;

const price = (id: number, overrides: Partial<Price> = {}): Price => ({
  id,
  product_id: 1,
  subscription_id: null,
  price_type: money,
  amount: 499,
  currency: 'EUR',
  token_type: null,
  active: true,
  formatted_price: '€4.99',
  ...overrides,
});

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Coin pack',
  description: null,
  type: enums.product_type.in_game_currency,
  category: null,
  unlisted: false,
  max_qty: null,
  order_column: 0,
  available_qty: null,
  images: [],
  meta: [{ meta_key: 'token_amount', meta_value: '500' }],
  prices: [price(1)],
  external_url: null,
  owned_qty: 0,
  open_checkout: null,
  ...overrides,
});

describe('store product rules', () => {
  it('tells token prices from money prices', () => {
    expect(priceKind(price(1))).toBe('money');
    expect(priceKind(price(2, { price_type: tokens, token_type: coins }))).toBe('tokens');
  });

  it('offers active prices, in-game currency first, then the cheapest', () => {
    const list = [
      price(1, { amount: 999 }),
      price(2, { amount: 199 }),
      price(3, { price_type: tokens, token_type: coins, amount: 800 }),
      price(4, { amount: 99, active: false }),
    ];
    expect(purchasablePrices({ prices: list }).map((p) => p.id)).toEqual([3, 2, 1]);
    expect(displayPrice({ prices: list })?.id).toBe(3);
    expect(displayPrice({ prices: [price(4, { active: false })] })).toBeNull();
  });

  it('recognises external offers by type or category', () => {
    expect(isExternalOffer({ type: enums.product_type.external_offer, category: null })).toBe(true);
    expect(isExternalOffer({ type: enums.product_type.dlc, category: enums.product_category.external_offer })).toBe(
      true,
    );
    expect(isExternalOffer({ type: enums.product_type.dlc, category: enums.product_category.map_pack })).toBe(false);
  });

  it('says why a product cannot be bought', () => {
    expect(unavailableReason(product())).toBeNull();
    expect(unavailableReason(product({ type: enums.product_type.external_offer }))).toBe('external');
    expect(unavailableReason(product({ max_qty: 1, owned_qty: 1 }))).toBe('max-quantity');
    expect(unavailableReason(product({ max_qty: 2, owned_qty: 1 }))).toBeNull();
    // An unpaid checkout is not owned, but it holds its quantity until it is paid, canceled or expires.
    const open = {
      order_id: 9,
      quantity: 1,
      checkout_url: 'https://pay.example/9',
      expires_at: '2030-01-01T00:00:00Z',
    };
    expect(unavailableReason(product({ max_qty: 1, open_checkout: open }))).toBe('checkout-open');
    expect(unavailableReason(product({ max_qty: 2, owned_qty: 1, open_checkout: open }))).toBe('checkout-open');
    expect(unavailableReason(product({ max_qty: 3, owned_qty: 1, open_checkout: open }))).toBeNull();
    expect(unavailableReason(product({ open_checkout: open }))).toBeNull();
    expect(unavailableReason(product({ available_qty: 0 }))).toBe('sold-out');
    expect(unavailableReason(product({ prices: [] }))).toBe('no-price');
  });

  it('marks kept products as owned, not coin packs bought without a limit', () => {
    expect(showsOwned(product({ owned_qty: 2 }))).toBe(false);
    expect(showsOwned(product({ owned_qty: 1, max_qty: 1 }))).toBe(true);
    expect(showsOwned(product({ type: enums.product_type.dlc, owned_qty: 1 }))).toBe(true);
    expect(showsOwned(product({ type: enums.product_type.dlc, owned_qty: 0 }))).toBe(false);
  });

  it('checks a token price against the balance of its token type', () => {
    const coinPrice = price(1, { price_type: tokens, token_type: coins, amount: 100 });
    expect(canAfford(coinPrice, { [coins]: 100 })).toBe(true);
    expect(canAfford(coinPrice, { [coins]: 99, [diamonds]: 1000 })).toBe(false);
    expect(canAfford(price(2, { price_type: tokens, token_type: diamonds, amount: 5 }), { [diamonds]: 5 })).toBe(true);
    expect(canAfford(price(3), {})).toBe(true);
  });

  it('reads what a coin pack credits', () => {
    expect(tokenGrantOf(product())).toEqual({ tokenType: coins, amount: 500 });
    expect(
      tokenGrantOf(
        product({
          meta: [
            { meta_key: 'token_amount', meta_value: '3' },
            { meta_key: 'token_type', meta_value: String(diamonds) },
          ],
        }),
      ),
    ).toEqual({ tokenType: diamonds, amount: 3 });
    expect(tokenGrantOf(product({ meta: [] }))).toBeNull();
    expect(tokenGrantOf(product({ meta: [{ meta_key: 'token_amount', meta_value: 'lots' }] }))).toBeNull();
  });

  it.each([
    { value: '30', days: 30 },
    { value: '1', days: 1 },
    { value: String(GRANT_DAYS_MAX), days: GRANT_DAYS_MAX },
    // The server sells none of these (4008): no period is promised for them.
    { value: '0', days: null },
    { value: String(GRANT_DAYS_MAX + 1), days: null },
    { value: '-5', days: null },
    { value: '30.5', days: null },
    { value: ' 30', days: null },
    { value: 'month', days: null },
    { value: undefined, days: null },
  ])('reads days in meta as the server does: $value → $days', ({ value, days }) => {
    const meta = value === undefined ? [] : [{ meta_key: 'unlock_days', meta_value: value }];
    expect(metaDays(meta, 'unlock_days')).toBe(days);
    expect(metaDays(meta, 'duration_days')).toBeNull();
  });

  it('reads the feature a product unlocks and for how long', () => {
    const unlock = (...meta: [string, string][]) =>
      featureGrantOf(product({ meta: meta.map(([meta_key, meta_value]) => ({ meta_key, meta_value })) }));
    expect(unlock(['feature_unlock', 'advanced_stats'], ['unlock_days', '30'])).toEqual({
      feature: 'advanced_stats',
      days: 30,
    });
    expect(unlock(['feature_unlock', 'advanced_stats'])).toEqual({ feature: 'advanced_stats', days: null });
    expect(unlock(['token_amount', '500'])).toBeNull();
  });

  it('names the environment the checkout returns to as the API does', () => {
    expect(checkoutEnvironment('web')).toBe('web');
    expect(checkoutEnvironment('game')).toBe('game');
    expect(checkoutEnvironment('app')).toBe('mobile');
  });

  it('makes a distinct idempotency key per attempt', () => {
    expect(newIdempotencyKey(() => 'abc')).toBe('web-abc');
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey().length).toBeGreaterThanOrEqual(8);
  });
});
