import {
  currencyMinorDigits,
  enums,
  formatTokenAmount,
  type AdminPrice,
  type Locale,
  type Price,
} from '@golf/contracts';
import type { prices } from '../../db/schema';

export type PriceRow = typeof prices.$inferSelect;

/**
 * Currency formats by locale and currency, built once: constructing an Intl.NumberFormat costs far more
 * than formatting with one (a few per cent of a purchase's CPU).
 */
const currencyFormats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    currencyFormats.set(key, format);
  }
  return format;
}

/**
 * A price as the caller reads it: money in its currency ("€4.99", "4,99 €"), tokens as a number and
 * the token's label ("500 Coins", "500 Mynt"). Amounts are integers (minor units / whole tokens).
 */
export function formatPrice(
  price: { priceType: number; amount: number; currency: string | null; tokenType: number | null },
  locale: Locale,
): string {
  if (price.priceType === enums.product_price_type.money && price.currency) {
    const digits = currencyMinorDigits(price.currency);
    return currencyFormat(locale, price.currency).format(price.amount / 10 ** digits);
  }
  return formatTokenAmount(locale, price.tokenType ?? enums.token_type.coins, price.amount);
}

export const presentPrice = (row: PriceRow, locale: Locale): Price => ({
  id: row.id,
  product_id: row.productId,
  subscription_id: row.subscriptionId,
  price_type: row.priceType,
  amount: row.amount,
  currency: row.currency,
  token_type: row.tokenType,
  active: row.active,
  formatted_price: formatPrice(row, locale),
});

export const presentAdminPrice = (row: PriceRow, locale: Locale): AdminPrice => ({
  ...presentPrice(row, locale),
  provider_price_id: row.providerPriceId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
