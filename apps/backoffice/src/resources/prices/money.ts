import { currencyMinorDigits, enums, memberOf, type Price } from '@golf/contracts';

/**
 * Price helpers of the back-office (pure). Amounts are integers on the wire: money in minor units
 * of its currency (cents), in-game currency in whole tokens (spec section 3, "Money and tokens are
 * integers"). The admin types the integer; the editor shows what it means ("499 → €4.99").
 */
export const MONEY = enums.product_price_type.money;

/** Writes an amount of an in-game currency ("1 coin"); undefined for a token type it does not name. */
export type TokenAmountText = (amount: number, tokenType: unknown) => string | undefined;

/**
 * "1 coin", "1,500 coins", "2 diamanter" from the catalogue (app.tokens), in the singular or plural the
 * amount takes: the enumerations' labels are plural only ("1 Coins").
 */
export function tokenAmountText(
  translate: (key: string, options: Record<string, unknown>) => string,
  locale: string,
): TokenAmountText {
  const numbers = new Intl.NumberFormat(locale);
  return (amount, tokenType) => {
    const member = memberOf('token_type', tokenType);
    return member && translate(`app.tokens.${member}`, { smart_count: amount, amount: numbers.format(amount) });
  };
}
export const TOKENS = enums.product_price_type.in_game_currency;

/** What formatPrice reads of a price (a price of the API, an order, or the price form's values). */
export type PriceLike = Pick<Price, 'price_type' | 'amount'> & Partial<Pick<Price, 'currency' | 'token_type'>>;

/** ISO 4217 code: three letters. */
export const CURRENCY_PATTERN = /^[A-Za-z]{3}$/;

/**
 * "€4.99" for { money, 499, EUR } in en; "4,99 €" in sv. Tokens: "500 coins", written by the caller's
 * `tokenAmount` (useTokenAmount), the bare number without it. Undefined when the price is incomplete.
 */
export function formatPrice(
  price: Partial<PriceLike>,
  locale: string,
  tokenAmount?: TokenAmountText,
): string | undefined {
  if (typeof price.amount !== 'number' || !Number.isFinite(price.amount)) return undefined;
  if (price.price_type === MONEY) {
    const currency = price.currency?.toUpperCase();
    if (!currency || !CURRENCY_PATTERN.test(currency)) return undefined;
    const digits = currencyMinorDigits(currency);
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price.amount / 10 ** digits);
  }
  if (price.price_type === TOKENS) {
    return tokenAmount?.(price.amount, price.token_type) ?? new Intl.NumberFormat(locale).format(price.amount);
  }
  return undefined;
}

export type PriceFormProblem =
  'app.prices.amount_required' | 'app.prices.currency_required' | 'app.prices.token_type_required';

/** What the price form sends: only the fields of its price type, the currency upper-cased. */
export function buildPricePayload(form: {
  product_id?: number | null;
  subscription_id?: number | null;
  price_type?: number | null;
  amount?: number | string | null;
  currency?: string | null;
  token_type?: number | null;
  active?: boolean | null;
}): Record<string, unknown> {
  const amount = form.amount === '' || form.amount == null ? undefined : Number(form.amount);
  const out: Record<string, unknown> = { price_type: form.price_type, amount };
  if (form.product_id != null) out.product_id = form.product_id;
  if (form.subscription_id != null) out.subscription_id = form.subscription_id;
  if (form.price_type === MONEY) {
    out.currency = form.currency?.trim().toUpperCase() || null;
    out.token_type = null;
  } else if (form.price_type === TOKENS) {
    out.token_type = form.token_type ?? null;
    out.currency = null;
  }
  if (typeof form.active === 'boolean') out.active = form.active;
  return out;
}

/** Field problems of a price form, keyed by field (react-admin's form-level validation shape). */
export function priceFormProblems(form: {
  price_type?: number | null;
  amount?: number | string | null;
  currency?: string | null;
  token_type?: number | null;
}): Partial<Record<'amount' | 'currency' | 'token_type', PriceFormProblem>> {
  const problems: Partial<Record<'amount' | 'currency' | 'token_type', PriceFormProblem>> = {};
  const amount = form.amount === '' || form.amount == null ? NaN : Number(form.amount);
  if (!Number.isInteger(amount) || amount < 1) problems.amount = 'app.prices.amount_required';
  if (form.price_type === MONEY && !CURRENCY_PATTERN.test(form.currency?.trim() ?? ''))
    problems.currency = 'app.prices.currency_required';
  if (form.price_type === TOKENS && form.token_type == null) problems.token_type = 'app.prices.token_type_required';
  return problems;
}
