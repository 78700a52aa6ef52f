import { z } from 'zod';
import {
  adminTransactionSchema,
  ECONOMY_AMOUNT_MAX,
  enums,
  STORED_AMOUNT_MAX,
  enumValues,
  transactionSchema,
  walletSchema as contractWalletSchema,
  recordId,
  recordIdBody,
} from '@golf/contracts';

export { adminTransactionSchema, transactionSchema };
import type {
  TransactionWithOwner,
  AdminWalletRow,
  Owner,
  TransactionWithWallet,
  WalletRow,
} from './wallets.repository';

const isoTime = z.string().describe('UTC, ISO 8601');
const tokenType = z
  .number()
  .int()
  .describe(`token_type: ${enums.token_type.coins} coins, ${enums.token_type.diamonds} diamonds`);

/** The wire shape lives in contracts (it is part of the user); described here for the OpenAPI document. */
export const walletSchema = contractWalletSchema.extend({
  id: contractWalletSchema.shape.id.describe('null until the wallet has had its first entry'),
  token_type: tokenType,
  updated_at: isoTime.nullable(),
});

/** Staff see whose wallet or entry it is: the back-office lists name the user rather than a bare id. */
const ownerSchema = z
  .object({ id: z.number().int(), display_name: z.string(), email: z.string() })
  .describe('The owner of the wallet');

const presentOwner = (userId: number, owner: Owner): z.infer<typeof ownerSchema> => ({
  id: userId,
  display_name: owner.displayName,
  email: owner.email,
});

export const adminWalletSchema = walletSchema.extend({
  id: z.number().int(),
  user_id: z.number().int(),
  user: ownerSchema,
  created_at: isoTime,
});

/** A ledger entry in the back-office list: with its owner (as on wallets and orders). */
export const adminListedTransactionSchema = adminTransactionSchema.extend({ user: ownerSchema });

export const adjustmentBodySchema = z.object({
  user_id: recordIdBody,
  token_type: z
    .number()
    .int()
    .refine((value) => (enumValues('token_type') as number[]).includes(value), { message: 'validation.in' }),
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

export const walletParamsSchema = z.object({ id: recordId });

export const presentWallet = (row: WalletRow) => ({
  id: row.id,
  token_type: row.tokenType,
  balance: row.balance,
  updated_at: row.updatedAt.toISOString(),
});

/** Both token types, in enum order; a wallet without entries yet shows 0. */
export function presentWallets(rows: WalletRow[]): z.infer<typeof walletSchema>[] {
  return enumValues('token_type').map((type) => {
    const row = rows.find((wallet) => wallet.tokenType === type);
    return row ? presentWallet(row) : { id: null, token_type: type, balance: 0, updated_at: null };
  });
}

export const presentAdminWallet = (row: AdminWalletRow): z.infer<typeof adminWalletSchema> => ({
  ...presentWallet(row),
  user_id: row.userId,
  user: presentOwner(row.userId, row),
  created_at: row.createdAt.toISOString(),
});

export const presentTransaction = (row: TransactionWithWallet): z.infer<typeof transactionSchema> => ({
  id: row.id,
  wallet_id: row.walletId,
  token_type: row.tokenType,
  transaction_action: row.transactionAction,
  event_type: row.eventType,
  amount: row.amount,
  balance_after: row.balanceAfter,
  entity_type: row.entityType,
  entity_id: row.entityId,
  comment: row.comment,
  created_at: row.createdAt.toISOString(),
});

export const presentAdminTransaction = (row: TransactionWithWallet): z.infer<typeof adminTransactionSchema> => ({
  ...presentTransaction(row),
  user_id: row.userId,
  idempotency_key: row.idempotencyKey,
});

export const presentAdminListedTransaction = (
  row: TransactionWithOwner,
): z.infer<typeof adminListedTransactionSchema> => ({
  ...presentAdminTransaction(row),
  user: presentOwner(row.userId, row),
});
