import { type CheckoutEnvironment, enums, metaDays, type Price, type Product } from '@golf/contracts';
import type { Environment } from '../../app/environment';

/** How a price is bought: in-game currency at once, money through the payment provider's checkout. */
export type PriceKind = 'tokens' | 'money';

export function priceKind(price: Pick<Price, 'price_type'>): PriceKind {
  return price.price_type === enums.product_price_type.in_game_currency ? 'tokens' : 'money';
}

/** External offers (type or category) link out and are never bought in the store. */
export function isExternalOffer(product: Pick<Product, 'type' | 'category'>): boolean {
  return (
    product.type === enums.product_type.external_offer || product.category === enums.product_category.external_offer
  );
}

/**
 * Whether the store marks the product as owned: not a coin pack bought without a limit, which is
 * spent rather than kept (with max_qty the badge counts toward the limit instead).
 */
export function showsOwned(product: Pick<Product, 'type' | 'owned_qty' | 'max_qty'>): boolean {
  if (product.owned_qty <= 0) return false;
  return product.type !== enums.product_type.in_game_currency || product.max_qty !== null;
}

/**
 * Why a product cannot be bought right now, if it cannot. 'checkout-open': what is owned plus the
 * unpaid checkout already reach max_qty, so the page offers to resume or cancel that checkout instead.
 */
export type Unavailable = 'external' | 'max-quantity' | 'checkout-open' | 'sold-out' | 'no-price';

export function unavailableReason(product: Product): Unavailable | null {
  if (isExternalOffer(product)) return 'external';
  if (product.max_qty !== null && product.owned_qty >= product.max_qty) return 'max-quantity';
  if (product.max_qty !== null && product.owned_qty + (product.open_checkout?.quantity ?? 0) >= product.max_qty)
    return 'checkout-open';
  if (product.available_qty !== null && product.available_qty <= 0) return 'sold-out';
  if (purchasablePrices(product).length === 0) return 'no-price';
  return null;
}

/** The prices a buyer can choose from: active ones, in-game currency first, then money, cheapest first. */
export function purchasablePrices(product: Pick<Product, 'prices'>): Price[] {
  const rank = (price: Price) => (priceKind(price) === 'tokens' ? 0 : 1);
  return product.prices
    .filter((price) => price.active)
    .sort((a, b) => rank(a) - rank(b) || a.amount - b.amount || a.id - b.id);
}

/** The price the listing shows for a product: the first purchasable one. */
export function displayPrice(product: Pick<Product, 'prices'>): Price | null {
  return purchasablePrices(product)[0] ?? null;
}

/** Whether a token price is covered by the balance (money prices always are, as far as we know). */
export function canAfford(
  price: Pick<Price, 'price_type' | 'amount' | 'token_type'>,
  balances: Record<number, number>,
): boolean {
  if (priceKind(price) === 'money') return true;
  return (balances[price.token_type ?? enums.token_type.coins] ?? 0) >= price.amount;
}

/** What a coin pack credits, from its meta (token_amount, token_type defaulting to coins). */
export function tokenGrantOf(product: Pick<Product, 'meta'>): { tokenType: number; amount: number } | null {
  const value = (key: string) => product.meta.find((entry) => entry.meta_key === key)?.meta_value;
  const amount = Number(value('token_amount'));
  if (!Number.isInteger(amount) || amount <= 0) return null;
  const tokenType = Number(value('token_type') ?? enums.token_type.coins);
  return { tokenType: Number.isInteger(tokenType) ? tokenType : enums.token_type.coins, amount };
}

/** The feature a product unlocks, from its meta (feature_unlock, unlock_days; no days: for good). */
export function featureGrantOf(product: Pick<Product, 'meta'>): { feature: string; days: number | null } | null {
  const feature = product.meta.find((entry) => entry.meta_key === 'feature_unlock')?.meta_value.trim();
  return feature ? { feature, days: metaDays(product.meta, 'unlock_days') } : null;
}

/** The app's environment as the purchase API names it: the checkout returns there. */
export function checkoutEnvironment(environment: Environment): CheckoutEnvironment {
  return environment === 'app' ? 'mobile' : environment;
}

/** A fresh idempotency key for one purchase attempt (a retry of the same attempt reuses it). */
export function newIdempotencyKey(random: () => string = () => crypto.randomUUID()): string {
  return `web-${random()}`;
}
