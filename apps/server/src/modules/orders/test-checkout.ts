import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { CheckoutExpiry } from './checkout-expiry';
import { newEffects, type Announce } from './order-effects';
import { checkoutExpired } from './order-states';
import type { OrderRow, OrdersRepository } from './orders.repository';
import { loadOrder } from './order-queries';
import type { PaymentSettlement } from './payment-settlement';

export interface TestCheckoutDeps {
  db: Database;
  orders: OrdersRepository;
  expiry: Pick<CheckoutExpiry, 'cancelIn' | 'isStale'>;
  completePaymentIn: PaymentSettlement['completePaymentIn'];
  announce: Announce;
}

/** The test provider's hosted checkout page (payments.routes.ts): show, Pay and Cancel a session. */
export function createTestCheckout(deps: TestCheckoutDeps) {
  const { db, orders: repository, expiry } = deps;

  return {
    /** The order behind a checkout session (an expired one is canceled now), or undefined. */
    async findTestCheckout(sessionId: string) {
      const order = await db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (found && expiry.isStale(found))
          return (await expiry.cancelIn(tx, found)) ?? (await loadOrder(repository, tx, found.id));
        return found;
      });
      if (!order) return undefined;
      return { order, items: await repository.itemsOf(db, [order.id]), expired: checkoutExpired(order) };
    },

    /**
     * The buyer pressed Pay. Only an open checkout within its deadline is paid; an expired one is
     * canceled instead (expired: true) and nothing is charged.
     */
    async payTestCheckout(sessionId: string): Promise<{ order: OrderRow; expired: boolean } | undefined> {
      const effects = newEffects();
      const result = await db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (!found) return undefined;
        const order = (await repository.lockOrder(tx, found.id))!;
        if (order.status !== enums.order_status.pending_payment) return { order, expired: checkoutExpired(order) };
        if (expiry.isStale(order)) return { order: (await expiry.cancelIn(tx, order))!, expired: true };
        const paid = await deps.completePaymentIn(
          tx,
          order,
          { providerRef: `test:${sessionId}`, amount: order.totalAmount, currency: order.currency ?? '' },
          effects,
        );
        return { order: paid, expired: false };
      });
      await deps.announce(effects);
      return result;
    },

    /** The buyer pressed Cancel. */
    async cancelTestCheckout(sessionId: string): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (!found) return undefined;
        return (await expiry.cancelIn(tx, found)) ?? found;
      });
    },
  };
}
