import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { useAuth } from '../../../lib/auth/auth-context';
import { onServerEvent } from '../../../lib/realtime';
import { fetchTransactions, fetchWallets, walletKeys } from '../api';
import { balanceOf, tokenTypes, type WalletBalance } from '../balances';

/**
 * The signed-in user's balances, live. The cached user (kept live by useLiveUser from
 * wallet.updated) is the source; for a token type the user record does not carry, the
 * wallets endpoint fills in, refetched on the same event.
 */
export function useWalletBalances(): {
  balances: Record<number, number>;
  wallets: WalletBalance[];
  /** False until every balance is known (the fallback query has not answered yet). */
  loaded: boolean;
} {
  const { user, status } = useAuth();
  const queryClient = useQueryClient();
  const fromUser = user?.wallets ?? [];
  const incomplete = tokenTypes.some((type) => !fromUser.some((wallet) => wallet.token_type === type));
  const { data: fetched } = useQuery({
    queryKey: walletKeys.mine,
    queryFn: ({ signal }) => fetchWallets(signal),
    enabled: status === 'signedIn' && incomplete,
    // Changes arrive as events.
    staleTime: Infinity,
    meta: { handlesErrors: true, inlineLoading: true },
  });

  useEffect(
    () =>
      onServerEvent(serverEvents.walletUpdated, () => {
        // Only the fallback query is refetched (when it is in use); the user record is updated by useLiveUser.
        void queryClient.invalidateQueries({ queryKey: walletKeys.mine });
        // The ledger has a new entry.
        void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
      }),
    [queryClient],
  );

  const wallets = tokenTypes.map((type) => {
    const own = fromUser.find((wallet) => wallet.token_type === type);
    return { token_type: type, balance: own ? own.balance : balanceOf(fetched, type) };
  });
  return {
    wallets,
    balances: Object.fromEntries(wallets.map((w) => [w.token_type, w.balance])),
    loaded: !incomplete || fetched !== undefined,
  };
}

export function useTransactions(page: number, perPage: number) {
  return useQuery({
    queryKey: walletKeys.transactions(page, perPage),
    queryFn: ({ signal }) => fetchTransactions(page, perPage, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
