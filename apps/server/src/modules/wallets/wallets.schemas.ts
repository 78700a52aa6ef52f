/** The wallets' path parameters and replies built from rows; the request and reply schemas are in @golf/contracts. */
import { z } from 'zod';
import {
  enumValues,
  recordId,
  type AdminListedTransaction,
  type AdminTransaction,
  type AdminWallet,
  type MyWallet,
  type Transaction,
} from '@golf/contracts';
import type {
  TransactionWithOwner,
  AdminWalletRow,
  Owner,
  TransactionWithWallet,
  WalletRow,
} from './wallets.repository';

export const walletParamsSchema = z.object({ id: recordId });

const presentOwner = (userId: number, owner: Owner): AdminWallet['user'] => ({
  id: userId,
  display_name: owner.displayName,
  email: owner.email,
  system_account: owner.systemAccount,
});

export const presentWallet = (row: WalletRow) => ({
  id: row.id,
  token_type: row.tokenType,
  balance: row.balance,
  updated_at: row.updatedAt.toISOString(),
});

/** Both token types, in enum order; a wallet without entries yet shows 0. */
export function presentWallets(rows: WalletRow[]): MyWallet[] {
  return enumValues('token_type').map((type) => {
    const row = rows.find((wallet) => wallet.tokenType === type);
    return row ? presentWallet(row) : { id: null, token_type: type, balance: 0, updated_at: null };
  });
}

export const presentAdminWallet = (row: AdminWalletRow): AdminWallet => ({
  ...presentWallet(row),
  user_id: row.userId,
  user: presentOwner(row.userId, row),
  created_at: row.createdAt.toISOString(),
});

/**
 * The note an administrator's share of a club member fee carried before fee entries named their club: it only
 * repeated the action ("Club member fee / club member fee"). Ledger rows are never rewritten, so the player's
 * list shows none for it; staff still see the stored note.
 */
const repeatsClubFeeAction = (row: TransactionWithWallet) =>
  row.entityType === 'club' && row.comment === 'club member fee';

export const presentTransaction = (row: TransactionWithWallet): Transaction => ({
  id: row.id,
  wallet_id: row.walletId,
  token_type: row.tokenType,
  transaction_action: row.transactionAction,
  event_type: row.eventType,
  amount: row.amount,
  balance_after: row.balanceAfter,
  entity_type: row.entityType,
  entity_id: row.entityId,
  comment: repeatsClubFeeAction(row) ? null : row.comment,
  created_at: row.createdAt.toISOString(),
});

export const presentAdminTransaction = (row: TransactionWithWallet): AdminTransaction => ({
  ...presentTransaction(row),
  comment: row.comment,
  user_id: row.userId,
  idempotency_key: row.idempotencyKey,
});

export const presentAdminListedTransaction = (row: TransactionWithOwner): AdminListedTransaction => ({
  ...presentAdminTransaction(row),
  user: presentOwner(row.userId, row),
});
