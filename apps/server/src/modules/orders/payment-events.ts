import { errorDefinitions } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import type { CheckoutExpiry } from './checkout-expiry';
import { newEffects, type Announce, type Effects } from './order-effects';
import type { OrdersRepository } from './orders.repository';
import type { PaymentSettlement } from './payment-settlement';
import type { RefundRefusedPayment } from './refused-payments';

/**
 * A refusal of the business rules (4012: the coins would pass the largest balance, ...), which the
 * same payment would meet again on every retry; not an infrastructure failure (5xx), which may pass.
 */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && errorDefinitions[error.key].status < 500;

export interface PaymentEventsDeps {
  db: Database;
  orders: OrdersRepository;
  provider: Pick<PaymentProvider, 'name'>;
  completePaymentIn: PaymentSettlement['completePaymentIn'];
  cancelIn: CheckoutExpiry['cancelIn'];
  refundRefusedPayment: RefundRefusedPayment;
  announce: Announce;
}

/** The payment provider's verified events (Stripe's webhook): a checkout paid or expired. */
export function createPaymentEvents(deps: PaymentEventsDeps) {
  const { db, orders: repository, provider } = deps;

  /**
   * applyPaymentEvent's transaction: claims the event and applies it; true when it was applied before
   * (a replay). Throws, rolling back the claim too, when fulfilment refuses the payment.
   */
  function applyPaymentEventIn(event: PaymentEvent, effects: Effects): Promise<boolean> {
    return db.transaction(async (tx) => {
      const claimed = await repository.claimWebhookEvent(tx, {
        eventId: event.id,
        provider: provider.name,
        type: event.type === 'ignored' ? event.providerType : event.type,
      });
      if (!claimed) return true;
      if (event.type === 'ignored') return false;
      const order = await repository.findBySession(tx, provider.name, event.sessionId);
      if (!order) return false;
      if (event.type === 'checkout.paid')
        await deps.completePaymentIn(
          tx,
          order,
          { providerRef: event.providerRef, amount: event.amount, currency: event.currency },
          effects,
        );
      else await deps.cancelIn(tx, order);
      return false;
    });
  }

  return {
    /**
     * A verified provider event, applied exactly once: the event id is recorded in the same
     * transaction as its effect, so a replay (or a concurrent duplicate) changes nothing. A payment
     * whose fulfilment is refused (an AppError below 500: it rolled back whole) is applied again as an
     * automatic refund (refundRefusedPayment); any other failure is thrown, and the provider retries.
     */
    async applyPaymentEvent(event: PaymentEvent): Promise<{ replayed: boolean }> {
      const effects = newEffects();
      let replayed: boolean;
      try {
        replayed = await applyPaymentEventIn(event, effects);
      } catch (error) {
        if (event.type !== 'checkout.paid' || !isRefusal(error)) throw error;
        return deps.refundRefusedPayment(event, error);
      }
      await deps.announce(effects);
      return { replayed };
    },
  };
}
