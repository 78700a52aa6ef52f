import type { Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { PaymentProvider } from '../payments/payment-provider';
import type { CheckoutExpiry } from './checkout-expiry';
import type { OrdersLog } from './order-effects';
import type { OrderQueries } from './order-queries';
import { illegalTransition } from './order-states';
import type { OrdersRepository } from './orders.repository';

export interface CancelOrderDeps {
  db: Database;
  orders: OrdersRepository;
  provider: Pick<PaymentProvider, 'name' | 'expireCheckout'>;
  cancelIn: CheckoutExpiry['cancelIn'];
  withItems: OrderQueries['withItems'];
  log: Pick<OrdersLog, 'error'>;
}

/**
 * The buyer gives up an unpaid checkout: canceled, stock given back; the provider's session is
 * closed too where the driver can (a payment that still gets through is fulfilled all the same).
 */
export function createCancelOrder(deps: CancelOrderDeps) {
  const { db, orders: repository, provider } = deps;

  return async function cancelMine(userId: number, id: number, locale: Locale) {
    const order = await db.transaction(async (tx) => {
      const found = await repository.lockOrder(tx, id);
      if (!found || found.userId !== userId) throw new AppError('general.not_found');
      const canceled = await deps.cancelIn(tx, found);
      if (!canceled) throw illegalTransition(found, 'canceled');
      return canceled;
    });
    if (order.provider === provider.name && order.providerSessionId && provider.expireCheckout)
      await provider.expireCheckout(order.providerSessionId).catch((error: unknown) => {
        deps.log.error({ err: error, orderId: order.id }, 'checkout session could not be closed');
      });
    return { ...(await deps.withItems(order, locale)), checkout_url: null };
  };
}
