import {
  currencyMinorDigits,
  enums,
  memberOf,
  translate,
  type AdminPrice,
  type Locale,
  type Price,
} from '@golf/contracts';
import type { prices } from '../../db/schema';

export type PriceRow = typeof prices.$inferSelect;

/**
 * Number formats by locale and currency ('' for a plain number), built once: constructing an
 * Intl.NumberFormat costs far more than formatting with one (a few per cent of a purchase's CPU).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, currency: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : undefined);
    numberFormats.set(key, format);
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
    return numberFormat(locale, price.currency).format(price.amount / 10 ** digits);
  }
  return tokenAmountText(
    numberFormat(locale, '').format(price.amount),
    price.tokenType ?? enums.token_type.coins,
    locale,
  );
}

/**
 * "1 Coin", "1,250 Coins" in the reader's language (decision 0127), the amount as given (grouped or not); the amount
 * alone for a token type the catalogue no longer has.
 */
export function tokenAmountText(amount: string | number, tokenType: number, locale: Locale): string {
  const member = memberOf('token_type', tokenType);
  return member ? translate(locale, `token_amounts.${member}`, { amount }) : String(amount);
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
