import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { PurchaseRequest } from '@golf/contracts';
import { meQueryKey } from '../../../lib/auth/user-api';
import { subscriptionKeys } from '../../subscriptions/api';
import { walletKeys } from '../../wallets/api';
import {
  cancelOrder,
  fetchMyOrders,
  fetchOrder,
  fetchProduct,
  fetchProducts,
  purchase,
  storeKeys,
  type StoreListParams,
} from '../api';
import { RETURN_POLL_INTERVAL_MS, returnPhase, shouldPoll, type ReturnStatus } from '../checkout-return';

export function useProducts(params: StoreListParams) {
  return useQuery({
    queryKey: storeKeys.products(params),
    queryFn: ({ signal }) => fetchProducts(params, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** The player's purchases, a page at a time (the last page stays on screen while the next loads). */
export function useMyOrders(page: number, perPage: number) {
  return useQuery({
    queryKey: storeKeys.myOrders(page, perPage),
    queryFn: ({ signal }) => fetchMyOrders(page, perPage, signal),
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useProduct(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: storeKeys.product(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    enabled,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/**
 * Buys a price. The dialog shows the errors itself (Insufficient funds, Max quantity reached,
 * Purchase limit reached, Purchase not authorized). Afterwards the store's quantities, the user and
 * their subscriptions and unlocks are read again; balances arrive live as wallet.updated.
 */
export function usePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PurchaseRequest) => purchase(request),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (result) => {
      if (result.checkout_url) return; // The browser leaves for the provider's checkout.
      void queryClient.invalidateQueries({ queryKey: storeKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      // The end of the checkout says until when a plan or an unlock runs: read as the purchase left them.
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}

/**
 * Gives up an unpaid checkout; then the queries that show it are read again (by default the
 * store's: its quantities and the freed stock; the Subscriptions page passes its plans).
 */
export function useCancelOrder(refresh: readonly QueryKey[] = [storeKeys.all]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => cancelOrder(orderId),
    meta: { handlesErrors: true, inlineLoading: true },
    onSettled: () =>
      Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}

/**
 * The order behind the checkout return screen. While it is on its way (the provider said
 * success, our side has not completed it yet) it is asked for again every second, for at most
 * RETURN_POLL_TIMEOUT_MS from the first answer.
 */
export function useReturnedOrder(orderId: number | null, status: ReturnStatus | null, startedAt: number) {
  return useQuery({
    queryKey: storeKeys.order(orderId ?? 0),
    queryFn: ({ signal }) => fetchOrder(orderId!, signal),
    enabled: orderId !== null,
    staleTime: 0,
    refetchInterval: (query) =>
      shouldPoll(returnPhase(status, query.state.data?.status), Date.now() - startedAt)
        ? RETURN_POLL_INTERVAL_MS
        : false,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
