import { enums, memberOf } from '@golf/contracts';

const s = enums.order_status;
export type OrderStatus = (typeof s)[keyof typeof s];

/**
 * The order state machine (spec section 4). A money order starts at pending checkout; an
 * in-game-currency order is paid in the transaction that creates it, so it starts at paid.
 *
 *   pending_checkout → pending_payment   the provider's checkout session is open
 *   pending_checkout → canceled           the checkout could not be opened
 *   pending_payment  → paid               the provider confirmed the payment
 *   pending_payment  → canceled           the buyer canceled, or the session expired
 *   paid             → completed          everything bought was granted
 *   paid | completed → refunded           staff refunded it
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  [s.pending_checkout]: [s.pending_payment, s.canceled],
  [s.pending_payment]: [s.paid, s.canceled],
  [s.paid]: [s.completed, s.refunded],
  [s.completed]: [s.refunded],
  [s.canceled]: [],
  [s.refunded]: [],
};

export function canTransition(from: number, to: number): boolean {
  return (orderTransitions[from as OrderStatus] ?? []).includes(to as OrderStatus);
}

/** The states an order may be in to move to `to`. */
export function statesLeadingTo(to: OrderStatus): OrderStatus[] {
  return (Object.keys(orderTransitions).map(Number) as OrderStatus[]).filter((from) => canTransition(from, to));
}

/** "pending payment", for messages. */
export const statusName = (status: number) => (memberOf('order_status', status) ?? String(status)).replace(/_/g, ' ');
