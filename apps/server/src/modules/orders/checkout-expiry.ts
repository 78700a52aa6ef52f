import { enums } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import type { StoreRepository } from '../store/store.repository';
import type { Clock } from './order-effects';
import { CHECKOUT_TTL_MS, checkoutExpiresAt, OPEN_CHECKOUT } from './order-states';
import type { OrderRow, OrdersRepository } from './orders.repository';

const S = enums.order_status;

export interface CheckoutExpiryDeps {
  db: Database;
  orders: OrdersRepository;
  store: Pick<StoreRepository, 'releaseStock'>;
  clock: Clock;
}

/**
 * Checkouts that end unpaid: canceled (the buyer gave up, or the checkout could not be opened) or
 * expired past CHECKOUT_TTL_MS. Either way the stock they held is given back.
 */
export function createCheckoutExpiry(deps: CheckoutExpiryDeps) {
  const { orders: repository, store, clock } = deps;

  /** The checkout was abandoned: canceled, stock given back. Nothing happens when it was not open. */
  async function cancelIn(tx: Executor, order: OrderRow): Promise<OrderRow | undefined> {
    const canceled = await repository.transition(tx, order.id, S.canceled, { canceledAt: clock() });
    if (!canceled) return undefined;
    for (const item of await repository.itemsOf(tx, [order.id]))
      if (item.productId) await store.releaseStock(tx, item.productId, item.quantity);
    return canceled;
  }

  /**
   * Cancels open checkouts past their deadline (CHECKOUT_TTL_MS): the user's, and those holding stock
   * of these products. Run before anything reads what open checkouts hold.
   */
  async function expireStaleIn(tx: Executor, scope: { userId?: number; productIds?: number[] }): Promise<number> {
    const deadline = new Date(clock().getTime() - CHECKOUT_TTL_MS);
    let canceled = 0;
    for (const order of await repository.staleCheckouts(tx, deadline, scope))
      if (await cancelIn(tx, order)) canceled += 1;
    return canceled;
  }

  const isStale = (order: OrderRow) =>
    OPEN_CHECKOUT.includes(order.status as (typeof OPEN_CHECKOUT)[number]) && checkoutExpiresAt(order) <= clock();

  return {
    cancelIn,
    expireStaleIn,
    isStale,

    /** Cancels open checkouts past their deadline (the store's pages run this before showing what is held); how many. */
    expireStaleCheckouts(scope: { userId?: number; productIds?: number[] }): Promise<number> {
      return deps.db.transaction((tx) => expireStaleIn(tx, scope));
    },
  };
}

export type CheckoutExpiry = ReturnType<typeof createCheckoutExpiry>;
