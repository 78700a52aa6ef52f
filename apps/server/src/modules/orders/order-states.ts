import { enums, memberOf } from '@golf/contracts';
import { AppError } from '../../errors/app-error';

const s = enums.order_status;
export type OrderStatus = (typeof s)[keyof typeof s];

/**
 * The order state machine (spec section 4). A money order starts at pending checkout; an
 * in-game-currency order is paid in the transaction that creates it, so it starts at paid.
 *
 *   pending_checkout → pending_payment   the provider's checkout session is open
 *   pending_checkout → canceled           the checkout could not be opened
 *   pending_payment  → paid               the provider confirmed the payment
 *   pending_payment  → canceled           the buyer canceled, or the checkout expired (CHECKOUT_TTL_MS)
 *   canceled         → paid               the provider confirmed a payment after all (Stripe, late):
 *                                         the money was taken, so the order is still fulfilled
 *   paid             → completed          everything bought was granted
 *   paid | completed → refunded           staff refunded it
 *
 * A payment the provider confirmed but fulfilment refused (an AppError, e.g. 4012: the coins would
 * pass the largest balance) takes pending_payment | canceled → paid → refunded in one transaction:
 * the payment is recorded, nothing is granted and the money goes back (refund_reason says why).
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  [s.pending_checkout]: [s.pending_payment, s.canceled],
  [s.pending_payment]: [s.paid, s.canceled],
  [s.paid]: [s.completed, s.refunded],
  [s.completed]: [s.refunded],
  [s.canceled]: [s.paid],
  [s.refunded]: [],
};

/** An order waiting for its checkout to be paid: it holds quantity, stock and purchase limit. */
export const OPEN_CHECKOUT: readonly OrderStatus[] = [s.pending_checkout, s.pending_payment];

/**
 * How long an unpaid checkout stays open. After that it is canceled (lazily, at the next read or
 * purchase that meets it) and gives back what it held. Stripe's sessions get the same deadline.
 */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export const checkoutExpiresAt = (order: { createdAt: Date }) => new Date(order.createdAt.getTime() + CHECKOUT_TTL_MS);

/** A canceled checkout that was canceled at or after its deadline expired (rather than being canceled by the buyer). */
export const checkoutExpired = (order: { status: number; createdAt: Date; canceledAt: Date | null }) =>
  order.status === s.canceled && order.canceledAt !== null && order.canceledAt >= checkoutExpiresAt(order);

export function canTransition(from: number, to: number): boolean {
  return (orderTransitions[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** The states an order may be in to move to `to`. */
export function statesLeadingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(orderTransitions).map(Number) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/** "pending payment", for messages. */
export const statusName = (status: number) => (memberOf('order_status', status) ?? String(status)).replace(/_/g, ' ');

/** The refusal of a move the state machine does not allow from where the order is (4007). */
export const illegalTransition = (order: { status: number }, action: string) =>
  new AppError('store.invalid_order_state', { action, status: statusName(order.status) });
