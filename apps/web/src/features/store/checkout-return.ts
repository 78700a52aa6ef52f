import { enums } from '@golf/contracts';

/**
 * The checkout return screen's address, as the server builds it:
 * <environment prefix>/store/checkout/return?order=<id>&status=success|cancel.
 */
export const CHECKOUT_RETURN_PATH = 'checkout/return';

export type ReturnStatus = 'success' | 'cancel';

export interface CheckoutReturn {
  orderId: number | null;
  status: ReturnStatus | null;
}

/** Reads the return address's query; anything unreadable is null. */
export function parseCheckoutReturn(search: string | URLSearchParams): CheckoutReturn {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawOrder = params.get('order');
  const orderId = rawOrder && /^\d+$/.test(rawOrder) && Number(rawOrder) > 0 ? Number(rawOrder) : null;
  const rawStatus = params.get('status');
  const status = rawStatus === 'success' || rawStatus === 'cancel' ? rawStatus : null;
  return { orderId, status };
}

/**
 * What the return screen shows:
 * - completed: the success message;
 * - processing: paid or still waiting for the provider's confirmation (keep asking);
 * - canceled: the cancel message;
 * - refunded: the order was paid and then refunded;
 * - invalid: no order to speak of.
 */
export type ReturnPhase = 'completed' | 'processing' | 'canceled' | 'refunded' | 'invalid';

const S = enums.order_status;

export function returnPhase(status: ReturnStatus | null, orderStatus: number | undefined): ReturnPhase {
  if (orderStatus === S.completed) return 'completed';
  if (orderStatus === S.canceled) return 'canceled';
  if (orderStatus === S.refunded) return 'refunded';
  // The buyer left the provider's page with Cancel: the order stays open (or is being closed).
  if (status === 'cancel') return 'canceled';
  if (status === 'success') return 'processing';
  return orderStatus === undefined ? 'invalid' : 'processing';
}

/** How long the screen keeps asking for a paid order to complete, and how often. */
export const RETURN_POLL_INTERVAL_MS = 1000;
export const RETURN_POLL_TIMEOUT_MS = 30_000;

/** Poll while the order is still on its way, within the time limit. */
export function shouldPoll(phase: ReturnPhase, elapsedMs: number): boolean {
  return phase === 'processing' && elapsedMs < RETURN_POLL_TIMEOUT_MS;
}
