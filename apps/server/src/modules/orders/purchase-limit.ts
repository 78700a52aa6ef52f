import { currencyMinorDigits } from '@golf/contracts';
import type { ExchangeRates } from '../settings/exchange-rates';
import type { UserRow } from '../users/users.repository';

/** The monthly limit in force at `now`: a raised or removed limit counts once its waiting period is over; null: none. */
export function limitInForce(
  user: Pick<UserRow, 'purchaseLimitPerMonth' | 'purchaseLimitNext' | 'purchaseLimitNextAt'>,
  now: Date,
): number | null {
  return user.purchaseLimitNextAt && user.purchaseLimitNextAt <= now
    ? user.purchaseLimitNext
    : user.purchaseLimitPerMonth;
}

/** A rate as an exact decimal, units / 10^scale, read from the shortest text of the number (0.92 → 92 / 10²). */
function exactDecimal(rate: number): { units: bigint; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(rate).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const scale = fraction.length - Number(exponent);
  const units = BigInt(whole + fraction);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * An amount in minor units of `currency` as minor units of `limitCurrency`, through the rate into
 * the limit currency (what one major unit of `currency` is worth in it), each currency with its own
 * minor digits (JPY 0, EUR 2), rounded up: the limit protects the player, so a part of a cent counts
 * as a whole one. The limit currency itself needs no rate (the amount is returned as it is).
 * Undefined when `currency` has no rate. Exact: the rate is taken as the decimal it was written as.
 */
export function toLimitMinorUnits(
  amount: number,
  currency: string,
  limitCurrency: string,
  rates: ExchangeRates,
): number | undefined {
  if (currency === limitCurrency) return amount;
  const rate = Object.hasOwn(rates, currency) ? rates[currency] : undefined;
  if (rate === undefined) return undefined;
  const { units, scale } = exactDecimal(rate);
  const numerator = BigInt(amount) * units * 10n ** BigInt(currencyMinorDigits(limitCurrency));
  const denominator = 10n ** BigInt(scale + currencyMinorDigits(currency));
  const quotient = numerator / denominator;
  // BigInt division truncates toward zero: up by one when a positive remainder is left.
  return Number(numerator % denominator > 0n ? quotient + 1n : quotient);
}

/**
 * Money totals by currency (a month's orders, the order being placed) counted in the limit
 * currency: each total converted on its own (toLimitMinorUnits) and summed. `missing` names the
 * first currency without a rate, when there is one; nothing is counted then.
 */
export function totalInLimitCurrency(
  totals: readonly { currency: string | null; total: number }[],
  limitCurrency: string,
  rates: ExchangeRates,
): { amount: number } | { missing: string } {
  let amount = 0;
  for (const { currency, total } of totals) {
    const converted = currency === null ? undefined : toLimitMinorUnits(total, currency, limitCurrency, rates);
    if (converted === undefined) return { missing: currency ?? 'none' };
    amount += converted;
  }
  return { amount };
}
