import { enums } from '@golf/contracts';
import type { Executor } from '../../db/client';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import type { StoreRepository } from '../store/store.repository';
import type { Fulfil } from './fulfilment';
import type { Clock, Effects, OrdersLog } from './order-effects';
import type { OrderRow, OrdersRepository } from './orders.repository';

const S = enums.order_status;

export type PaidEvent = Extract<PaymentEvent, { type: 'checkout.paid' }>;

/** What the provider reports of a payment it took. */
export type ProviderPayment = Pick<PaidEvent, 'providerRef' | 'amount' | 'currency'>;

export interface PaymentSettlementDeps {
  orders: OrdersRepository;
  store: Pick<StoreRepository, 'reserveStock'>;
  provider: Pick<PaymentProvider, 'name'>;
  fulfil: Fulfil;
  log: Pick<OrdersLog, 'error'>;
  clock: Clock;
}

/** A payment the provider took: recorded on its order once, and the order paid, fulfilled and completed. */
export function createPaymentSettlement(deps: PaymentSettlementDeps) {
  const { orders: repository, clock } = deps;

  /**
   * Locks the order and its buyer, moves the order to paid and records the provider's payment. The
   * order as it was, and nothing else, when it was paid already.
   */
  async function takePaymentIn(tx: Executor, orderId: number, payment: ProviderPayment) {
    const current = (await repository.lockOrder(tx, orderId))!;
    // As in purchase: one user's grants in turn, so two payments of a plan make one subscription.
    await repository.lockUser(tx, current.userId);
    const paid = await repository.transition(tx, orderId, S.paid, { paidAt: clock() });
    if (!paid) return { current };
    const recorded = await repository.insertPayment(tx, {
      orderId,
      provider: current.provider ?? deps.provider.name,
      providerRef: payment.providerRef,
      state: 'succeeded',
      amount: payment.amount,
      currency: payment.currency || current.currency || '',
    });
    return { current, paid, payment: recorded };
  }

  /**
   * The provider confirmed payment: paid, fulfilled, completed. Nothing happens when it was already
   * paid. A payment for a canceled order (Stripe took it after the checkout expired or was canceled
   * here) still buys what was ordered: the stock it gave back is taken again where there is any.
   */
  async function completePaymentIn(
    tx: Executor,
    order: OrderRow,
    payment: ProviderPayment,
    effects: Effects,
  ): Promise<OrderRow> {
    const { current, paid } = await takePaymentIn(tx, order.id, payment);
    if (!paid) return current;
    if (current.status === S.canceled) {
      for (const item of await repository.itemsOf(tx, [order.id]))
        if (item.productId && !(await deps.store.reserveStock(tx, item.productId, item.quantity)))
          deps.log.error({ orderId: order.id, productId: item.productId }, 'late payment fulfilled beyond the stock');
    }
    await deps.fulfil(tx, paid, await repository.itemsOf(tx, [order.id]), effects);
    return (await repository.transition(tx, order.id, S.completed, { completedAt: clock() }))!;
  }

  return { takePaymentIn, completePaymentIn };
}

export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
