import type { Paginated, Transaction, Wallet } from '@golf/contracts';
import { apiGet, apiList } from '../../lib/api';

/** GET /users/me/wallets: always both token types; a wallet without entries has id null and balance 0. */
export type { Wallet };

/** A ledger entry of the signed-in user (GET /users/me/transactions). */
export type { Transaction };

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
