import type { MyWallet, Paginated, Transaction } from '@golf/contracts';
import { apiGet, apiList } from '../../lib/api';

export const walletKeys = {
  all: ['wallets'] as const,
  mine: ['wallets', 'mine'] as const,
  transactions: (page: number, perPage: number) => ['wallets', 'transactions', page, perPage] as const,
};

/** GET /users/me/wallets: always both token types; a wallet without entries has id null and balance 0. */
export function fetchWallets(signal?: AbortSignal): Promise<MyWallet[]> {
  return apiGet<MyWallet[]>('/users/me/wallets', { signal });
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
