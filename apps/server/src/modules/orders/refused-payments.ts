import { enums, errorDefinitions } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { StoreRepository } from '../store/store.repository';
import type { Clock, OrdersLog } from './order-effects';
import { illegalTransition } from './order-states';
import type { OrdersRepository } from './orders.repository';
import type { PaidEvent, PaymentSettlement } from './payment-settlement';

const S = enums.order_status;

export interface RefusedPaymentsDeps {
  db: Database;
  orders: OrdersRepository;
  store: Pick<StoreRepository, 'releaseStock'>;
  provider: Pick<PaymentProvider, 'name' | 'refund'>;
  /** Staff read automatic refunds here (orders.refunded_automatically). */
  activity: Pick<ActivityLog, 'record'>;
  /** The buyer is told of an automatic refund. */
  notifications: Pick<NotificationsService, 'notifyIn'>;
  takePaymentIn: PaymentSettlement['takePaymentIn'];
  log: Pick<OrdersLog, 'error'>;
  clock: Clock;
}

/**
 * The provider took a payment that fulfilment refused (applyPaymentEvent): without this the event
 * would fail the same way on every retry while the buyer's money stays taken. One transaction claims
 * the event, records the payment, moves the order paid → refunded with the refusal as its
 * refund_reason, gives back the stock an open checkout held (a canceled one gave it back already),
 * writes the activity entry and the buyer's notification, and refunds the money through the
 * provider last: should the provider fail, all of it rolls back and the event stays unclaimed for the
 * provider's retry. Nothing is granted.
 */
export function createRefusedPaymentRefund(deps: RefusedPaymentsDeps) {
  const { db, orders: repository, provider } = deps;

  return async function refundRefusedPayment(event: PaidEvent, refusal: AppError): Promise<{ replayed: boolean }> {
    const reason = { key: refusal.key, code: errorDefinitions[refusal.key].code, params: refusal.params };
    const refund = db.transaction(async (tx) => {
      const claimed = await repository.claimWebhookEvent(tx, {
        eventId: event.id,
        provider: provider.name,
        type: event.type,
      });
      if (!claimed) return { replayed: true };
      const found = await repository.findBySession(tx, provider.name, event.sessionId);
      if (!found) return { replayed: false };
      const { current: order, payment } = await deps.takePaymentIn(tx, found.id, event);
      // Another confirmation of the session paid it in between: as in completePaymentIn, nothing more.
      if (!payment) return { replayed: false };
      const refunded = await repository.transition(tx, order.id, S.refunded, {
        refundedAt: deps.clock(),
        refundReason: reason,
      });
      if (!refunded) throw illegalTransition(order, 'refunded');
      if (order.status !== S.canceled)
        for (const item of await repository.itemsOf(tx, [order.id]))
          if (item.productId) await deps.store.releaseStock(tx, item.productId, item.quantity);
      await deps.activity.record(
        {
          event: 'orders.refunded_automatically',
          actorId: null,
          subjectUserId: order.userId,
          properties: {
            order_id: order.id,
            event_id: event.id,
            provider: payment.provider,
            provider_ref: payment.providerRef,
            amount: payment.amount,
            currency: payment.currency,
            reason: reason.key,
            code: reason.code,
          },
        },
        tx,
      );
      const tell = await deps.notifications.notifyIn(tx, order.userId, {
        notification_type: 'payment_refunded',
        order_id: order.id,
        amount: payment.amount,
        currency: payment.currency,
        reason_key: reason.key,
        reason_params: reason.params,
      });
      await repository.markPaymentRefunded(tx, payment.id);
      // Money last: if the provider refuses, everything above rolls back. A retry after a failed commit
      // finds the refund already made (PaymentProvider.refund) instead of refusing a second one.
      if (payment.amount > 0) await provider.refund({ providerRef: payment.providerRef, amount: payment.amount });
      return { replayed: false, refunded: { order, payment, tell } };
    });
    const outcome = await refund.catch((error: unknown) => {
      deps.log.error(
        { err: error, eventId: event.id, sessionId: event.sessionId, reason: reason.key, code: reason.code },
        'a payment the fulfilment refused could not be refunded: nothing was recorded, the provider will retry',
      );
      throw error;
    });
    if (outcome.refunded) {
      const { order, payment, tell } = outcome.refunded;
      deps.log.error(
        {
          orderId: order.id,
          userId: order.userId,
          eventId: event.id,
          providerRef: payment.providerRef,
          amount: payment.amount,
          currency: payment.currency,
          reason: reason.key,
          code: reason.code,
        },
        'a payment the fulfilment refused was refunded automatically',
      );
      await tell().catch((error: unknown) => {
        deps.log.error({ err: error, orderId: order.id }, 'the automatic refund notification could not be sent');
      });
    }
    return { replayed: outcome.replayed };
  };
}

export type RefundRefusedPayment = ReturnType<typeof createRefusedPaymentRefund>;
