import { z } from 'zod';

/**
 * Wire shapes of the economy that the server answers with and both apps read: prices, product
 * meta and ledger entries. The server describes its replies with these; the apps take the types.
 */
const isoTime = z.string().describe('UTC, ISO 8601');

/**
 * The largest value the database stores in an amount or balance column (PostgreSQL `integer`, int4):
 * wallet balances, ledger amounts, prices, order totals. Nothing may be written above it.
 */
export const STORED_AMOUNT_MAX = 2_147_483_647;

/**
 * The largest single amount the API accepts (README "Economy"): a price, a wallet adjustment (either
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

export const metaEntrySchema = z.object({
  meta_key: z.string().trim().min(1).max(64),
  meta_value: z.string().max(2000),
});
export type MetaEntry = z.infer<typeof metaEntrySchema>;

export const priceSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  price_type: z.number().int().describe('product_price_type: 10 money, 20 in-game currency'),
  amount: z.number().int().describe('Minor currency units (money) or whole tokens'),
  currency: z.string().nullable().describe('ISO 4217, money prices only'),
  token_type: z.number().int().nullable().describe('token_type, in-game currency prices only'),
  active: z.boolean(),
  formatted_price: z.string().describe("Localized in the caller's language"),
});
export type Price = z.infer<typeof priceSchema>;

export const adminPriceSchema = priceSchema.extend({
  provider_price_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminPrice = z.infer<typeof adminPriceSchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  wallet_id: z.number().int(),
  token_type: z.number().int().describe('token_type: 10 coins, 20 diamonds'),
  transaction_action: z.number().int().describe('transaction_action enum'),
  event_type: z.number().int().describe('transaction_event_type: 10 credit, 20 debit'),
  amount: z.number().int().describe('Always positive; event_type says which way'),
  balance_after: z.number().int(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  comment: z.string().nullable(),
  created_at: isoTime,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const adminTransactionSchema = transactionSchema.extend({
  user_id: z.number().int(),
  idempotency_key: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
