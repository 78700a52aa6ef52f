/**
 * The economy's numbers and currencies, shared by the server's checks and the apps' forms. The
 * request and reply schemas are in schemas/{store,orders,wallets,vouchers,subscriptions}.ts.
 */

/**
 * The largest value the database stores in an amount or balance column (PostgreSQL `integer`, int4):
 * wallet balances, ledger amounts, prices, order totals. Nothing may be written above it.
 */
export const STORED_AMOUNT_MAX = 2_147_483_647;

/**
 * The largest single amount the API accepts (docs/economy.md): a price, a wallet adjustment (either
 * sign), a tokens voucher, a coin pack's token_amount. In minor currency units for money (€10,000,000.00)
 * or whole tokens. Kept well below STORED_AMOUNT_MAX so one amount always fits a column; totals and
 * balances built from several amounts are checked against STORED_AMOUNT_MAX where they are written.
 */
export const ECONOMY_AMOUNT_MAX = 1_000_000_000;

/**
 * Digits after the decimal point of a currency's minor unit (2 for EUR, 0 for JPY, 3 for KWD), from
 * the ICU data. Money amounts are integers in these units everywhere in the API.
 */
export function currencyMinorDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** Whether a single amount is one the platform accepts: a whole number from 1 to ECONOMY_AMOUNT_MAX. */
export const isValidEconomyAmount = (amount: number): boolean =>
  Number.isInteger(amount) && amount >= 1 && amount <= ECONOMY_AMOUNT_MAX;

/**
 * The most days a grant may last: a product's unlock_days, a plan's duration_days, a voucher's days
 * (JSON and CSV). 36,500 days is a hundred years, past any real offer, and keeps every expiry a valid
 * date (a far larger number made every purchase or redeem fail).
 */
export const GRANT_DAYS_MAX = 36_500;

/**
 * A grant's days kept in meta (a product's unlock_days, a plan's duration_days): the number when it is a
 * whole number from 1 to GRANT_DAYS_MAX, else null (absent, or days the server refuses to sell with, 4008).
 * The server grants by it and the player app words periods by it, so neither promises what the other would not.
 */
export function metaDays(meta: readonly { meta_key: string; meta_value: string }[], key: string): number | null {
  const value = meta.find((entry) => entry.meta_key === key)?.meta_value;
  if (value === undefined || !/^\d+$/.test(value)) return null;
  const days = Number(value);
  return days >= 1 && days <= GRANT_DAYS_MAX ? days : null;
}

/** A currency code in any letter case, trimmed, as kept and read: the code in capitals. */
export const normalizeCurrency = (value: string) => value.trim().toUpperCase();

let isoCurrencies: ReadonlySet<string> | undefined;

/**
 * Whether `value` (any letter case, trimmed) is an ISO 4217 currency code as this runtime's Intl
 * knows them: three letters alone let "XYZ" through, which Intl then formats as a price in a
 * currency that does not exist. The list is read on first use, so loading the package asks
 * nothing of the runtime.
 */
export function isCurrencyCode(value: string): boolean {
  isoCurrencies ??= new Set(Intl.supportedValuesOf('currency'));
  return isoCurrencies.has(normalizeCurrency(value));
}
