/** The orders' path parameters and replies built from rows; the request and reply schemas are in @golf/contracts. */
import { z } from 'zod';
import { recordId, translate, type AdminListedOrder, type Locale, type Order, type Payment } from '@golf/contracts';
import { formatPrice } from '../store/prices';
import { checkoutExpiresAt, OPEN_CHECKOUT } from './order-states';
import type { Buyer, OrderItemRow, OrderRow, PaymentRow } from './orders.repository';

export const orderParamsSchema = z.object({ id: recordId });

export const presentBuyer = (userId: number, buyer: Buyer): AdminListedOrder['user'] => ({
  id: userId,
  display_name: buyer.displayName,
  email: buyer.email,
});

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentOrder(order: OrderRow, items: OrderItemRow[], locale: Locale): Order {
  return {
    id: order.id,
    user_id: order.userId,
    status: order.status,
    price_type: order.priceType,
    currency: order.currency,
    token_type: order.tokenType,
    total_amount: order.totalAmount,
    formatted_total: formatPrice({ ...order, amount: order.totalAmount }, locale),
    provider: order.provider,
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({
        id: item.id,
        price_id: item.priceId,
        product_id: item.productId,
        subscription_id: item.subscriptionId,
        name: item.name,
        quantity: item.quantity,
        unit_amount: item.unitAmount,
        plan_days: item.planDays,
      })),
    paid_at: iso(order.paidAt),
    completed_at: iso(order.completedAt),
    canceled_at: iso(order.canceledAt),
    refunded_at: iso(order.refundedAt),
    checkout_expires_at: OPEN_CHECKOUT.includes(order.status as (typeof OPEN_CHECKOUT)[number])
      ? checkoutExpiresAt(order).toISOString()
      : null,
    refund_reason: order.refundReason
      ? {
          code: order.refundReason.code,
          key: order.refundReason.key,
          message: translate(locale, `errors.${order.refundReason.key}`, order.refundReason.params),
        }
      : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

export const presentPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  provider: row.provider,
  provider_ref: row.providerRef,
  state: row.state,
  amount: row.amount,
  currency: row.currency,
  created_at: row.createdAt.toISOString(),
});
