import { enums, type OpenCheckout } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { PaymentProvider } from '../payments/payment-provider';
import type { OrdersLog } from './order-effects';
import { checkoutExpiresAt } from './order-states';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository';

export interface OpenCheckoutsDeps {
  db: Database;
  orders: OrdersRepository;
  provider: Pick<PaymentProvider, 'name' | 'checkoutUrl'>;
  appUrl: string;
  log: Pick<OrdersLog, 'error'>;
  /** A checkout past its deadline is not offered (CheckoutExpiry.isStale). */
  isStale: (order: OrderRow) => boolean;
}

/** The buyer's unpaid checkouts: where to resume each, and which products and plans they hold. */
export function createOpenCheckouts(deps: OpenCheckoutsDeps) {
  const { db, orders: repository, provider } = deps;

  /**
   * The checkout URL of an order still waiting for payment: the test provider's page, or the
   * provider's session while it is open (Stripe; null when it cannot be read now).
   */
  async function checkoutUrlOf(order: OrderRow): Promise<string | null> {
    if (order.status !== enums.order_status.pending_payment || !order.providerSessionId || deps.isStale(order))
      return null;
    if (order.provider === 'test') return `${deps.appUrl}/payments/test/checkout/${order.providerSessionId}`;
    if (order.provider !== provider.name || !provider.checkoutUrl) return null;
    return provider.checkoutUrl(order.providerSessionId).catch((error: unknown) => {
      deps.log.error({ err: error, orderId: order.id }, 'checkout URL could not be read');
      return null;
    });
  }

  /** The first live checkout of each key (a product or a plan); `keyOf` null skips the item. */
  async function firstOpenBy(
    rows: { order: OrderRow; item: OrderItemRow }[],
    keyOf: (item: OrderItemRow) => number | null,
  ): Promise<Map<number, OpenCheckout>> {
    const open = new Map<number, OpenCheckout>();
    for (const { order, item } of rows) {
      const key = keyOf(item);
      if (!key || open.has(key) || deps.isStale(order)) continue;
      open.set(key, {
        order_id: order.id,
        quantity: item.quantity,
        checkout_url: await checkoutUrlOf(order),
        expires_at: checkoutExpiresAt(order).toISOString(),
      });
    }
    return open;
  }

  return {
    checkoutUrlOf,

    /** The user's open checkouts of these products, by product (the product page offers to resume or cancel them). */
    async openCheckoutsOf(userId: number, productIds: number[]): Promise<Map<number, OpenCheckout>> {
      if (!productIds.length) return new Map();
      return firstOpenBy(await repository.openCheckouts(db, userId, { productIds }), (item) => item.productId);
    },

    /** The user's open checkouts of these subscription plans, by plan (the Subscriptions page offers to resume or cancel them). */
    async openPlanCheckoutsOf(userId: number, subscriptionIds: number[]): Promise<Map<number, OpenCheckout>> {
      if (!subscriptionIds.length) return new Map();
      // A user's open checkouts are few (each expires within CHECKOUT_TTL_MS): read them all, keep the plans'.
      return firstOpenBy(await repository.openCheckouts(db, userId, {}), (item) =>
        item.subscriptionId && subscriptionIds.includes(item.subscriptionId) ? item.subscriptionId : null,
      );
    },
  };
}

export type OpenCheckouts = ReturnType<typeof createOpenCheckouts>;
