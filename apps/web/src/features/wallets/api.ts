import type { Paginated } from '@golf/contracts';
import { apiGet, apiList } from '../../lib/api';

/** GET /users/me/wallets: always both token types; a wallet without entries has id null and balance 0. */
export interface Wallet {
  id: number | null;
  token_type: number;
  balance: number;
  updated_at: string | null;
}

/** A ledger entry of the signed-in user (GET /users/me/transactions). */
export interface Transaction {
  id: number;
  wallet_id: number;
  token_type: number;
  /** enums.transaction_action */
  transaction_action: number;
  /** enums.transaction_event_type: credit or debit */
  event_type: number;
  /** Always positive; event_type says which way. */
  amount: number;
  balance_after: number;
  entity_type: string | null;
  entity_id: number | null;
  comment: string | null;
  created_at: string;
}

export const walletKeys = {
  all: ['wallets'] as const,
  mine: ['wallets', 'mine'] as const,
  transactions: (page: number, perPage: number) => ['wallets', 'transactions', page, perPage] as const,
};

export function fetchWallets(signal?: AbortSignal): Promise<Wallet[]> {
  return apiGet<Wallet[]>('/users/me/wallets', { signal });
}

export function fetchTransactions(
  page: number,
  perPage: number,
  signal?: AbortSignal,
): Promise<Paginated<Transaction>> {
  return apiList<Transaction>('/users/me/transactions', {
    query: { page, per_page: perPage, sort: '-id' },
    signal,
  });
}
