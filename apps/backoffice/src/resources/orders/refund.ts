import { enums, type AdminOrder } from '@golf/contracts';

/** Staff may refund paid and completed orders (the order state machine, spec section 4). */
export const REFUNDABLE_STATUSES: readonly number[] = [enums.order_status.paid, enums.order_status.completed];

export function canRefund(order: Pick<AdminOrder, 'status'> | undefined): boolean {
  return !!order && REFUNDABLE_STATUSES.includes(order.status);
}
