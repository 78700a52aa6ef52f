import { z } from 'zod';
import { translate, type Locale, recordId, recordIdBody } from '@golf/contracts';
import { formatPrice } from '../store/prices';
import { checkoutExpiresAt, OPEN_CHECKOUT } from './order-states';
import type { Buyer, OrderItemRow, OrderRow, PaymentRow } from './orders.repository';

const isoTime = z.string().describe('UTC, ISO 8601');

export const purchaseBodySchema = z.object({
  price_id: recordIdBody.describe('The price to buy (a product price or a subscription plan price)'),
  quantity: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(1)
    .describe('A subscription plan is bought one period at a time: 1'),
  idempotency_key: z
    .string()
    .min(8)
    .max(100)
    .optional()
    .describe('Send the same key to retry safely: the first order comes back instead of a second purchase'),
  environment: z
    .enum(['web', 'game', 'mobile'])
    .default('web')
    .describe('Which player-app environment the checkout returns to'),
});

export const orderItemSchema = z.object({
  id: z.number().int(),
  price_id: z.number().int(),
  product_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_amount: z.number().int(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  status: z
    .number()
    .int()
    .describe('order_status: 10 pending checkout, 20 pending payment, 30 paid, 40 canceled, 50 refunded, 60 completed'),
  price_type: z.number().int().describe('product_price_type: 10 money, 20 in-game currency'),
  currency: z.string().nullable(),
  token_type: z.number().int().nullable(),
  total_amount: z.number().int(),
  formatted_total: z.string(),
  provider: z.string().nullable(),
  items: z.array(orderItemSchema),
  paid_at: isoTime.nullable(),
  completed_at: isoTime.nullable(),
  canceled_at: isoTime.nullable(),
  refunded_at: isoTime.nullable(),
  checkout_expires_at: isoTime
    .nullable()
    .describe('Pending orders: when the unpaid checkout expires (30 minutes after it was opened); null otherwise'),
  refund_reason: z
    .object({
      code: z.number().int().describe('error_info.code of the refusal'),
      key: z.string().describe('error_info.key of the refusal'),
      message: z.string().describe("The refusal's message in the caller's language"),
    })
    .nullable()
    .describe(
      'Set when the order was refunded automatically: the payment provider confirmed a payment that fulfilment refused (e.g. 4012, the coins would pass the largest balance), so nothing was granted and the payment was refunded. Null otherwise, staff refunds included.',
    ),
  created_at: isoTime,
  updated_at: isoTime,
});

export const paymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  state: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: isoTime,
});

/** Staff see who bought: the back-office lists name the buyer rather than a bare user id. */
const buyerSchema = z
  .object({ id: z.number().int(), display_name: z.string(), email: z.string() })
  .describe('The buyer (as on wallets)');
export const adminListedOrderSchema = orderSchema.extend({ user: buyerSchema });

export const presentBuyer = (userId: number, buyer: Buyer): z.infer<typeof buyerSchema> => ({
  id: userId,
  display_name: buyer.displayName,
  email: buyer.email,
});
export const adminOrderSchema = adminListedOrderSchema.extend({ payments: z.array(paymentSchema) });

export const purchaseResultSchema = z.object({
  order: orderSchema,
  checkout_url: z
    .string()
    .nullable()
    .describe(
      'Money orders: open this URL to pay (the test provider or Stripe). In-game-currency orders: null, already completed.',
    ),
  replayed: z
    .boolean()
    .describe('True when the idempotency key had been used: this is the first order, nothing new happened'),
});

export const orderParamsSchema = z.object({ id: recordId });

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentOrder(order: OrderRow, items: OrderItemRow[], locale: Locale): z.infer<typeof orderSchema> {
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

export const presentPayment = (row: PaymentRow): z.infer<typeof paymentSchema> => ({
  id: row.id,
  provider: row.provider,
  provider_ref: row.providerRef,
  state: row.state,
  amount: row.amount,
  currency: row.currency,
  created_at: row.createdAt.toISOString(),
});
