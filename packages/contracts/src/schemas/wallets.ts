/** Wallets and the ledger: the player's balances and entries, the back-office's and its adjustments. */
import { z } from 'zod';
import { ECONOMY_AMOUNT_MAX, STORED_AMOUNT_MAX } from '../economy';
import { enums } from '../enums';
import { recordIdBody } from './common';
import { enumMember, isoTime, userSummarySchema } from './economy-fields';

/** A wallet (spec section 3): one per token type; id and updated_at are null before its first ledger entry. */
export const walletSchema = z.object({
  id: z.number().int().nullable(),
  token_type: z.number().int(),
  balance: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Wallet = z.output<typeof walletSchema>;

/** GET /users/me/wallets: the user's wallet (the same shape /users/me carries), described for the OpenAPI document. */
export const myWalletSchema = walletSchema.extend({
  id: walletSchema.shape.id.describe('null until the wallet has had its first entry'),
  token_type: z
    .number()
    .int()
    .describe(`token_type: ${enums.token_type.coins} coins, ${enums.token_type.diamonds} diamonds`),
  updated_at: isoTime.nullable(),
});
export type MyWallet = z.output<typeof myWalletSchema>;

/** Staff see whose wallet or entry it is: the back-office lists name the user rather than a bare id. */
const ownerSchema = userSummarySchema
  .extend({
    system_account: z
      .boolean()
      .describe(
        "One of the platform's own accounts (decision 0120): staff may only view it, so adjusting is 403 (1511)",
      ),
  })
  .describe('The owner of the wallet');

export const adminWalletSchema = myWalletSchema.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user: ownerSchema,
  created_at: isoTime,
});
export type AdminWallet = z.output<typeof adminWalletSchema>;

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
/** A ledger entry of the signed-in user (GET /users/me/transactions). */
export type Transaction = z.infer<typeof transactionSchema>;

export const adminTransactionSchema = transactionSchema.extend({
  user_id: z.number().int(),
  idempotency_key: z.string(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** A ledger entry in the back-office list: with its owner (as on wallets and orders). */
export const adminListedTransactionSchema = adminTransactionSchema.extend({ user: ownerSchema });
export type AdminListedTransaction = z.output<typeof adminListedTransactionSchema>;

export const adjustmentBodySchema = z.object({
  user_id: recordIdBody,
  token_type: enumMember('token_type'),
  amount: z
    .number()
    .int()
    .min(-ECONOMY_AMOUNT_MAX)
    .max(ECONOMY_AMOUNT_MAX)
    .nullish()
    .describe(
      `Signed whole tokens: positive credits, negative debits; 0 is refused, and so is more than ${ECONOMY_AMOUNT_MAX} either way (422 on amount). A credit that would take the balance above ${STORED_AMOUNT_MAX} is 4012.`,
    ),
  comment: z.string().trim().max(500).nullish().describe('Required: why the balance is adjusted'),
  idempotency_key: z
    .string()
    .min(8)
    .max(100)
    .optional()
    .describe(
      "Send the same key again to retry safely: the adjustment applies once. Keys are the caller's own; the same key with another user, token type, amount or comment is 4013 (409) and changes nothing",
    ),
});
/** POST /admin/wallets/adjustments. */
export type AdjustmentRequest = z.input<typeof adjustmentBodySchema>;
