/** Orders: buying a price, the buyer's orders and the back-office's, with their payments. */
import { z } from 'zod';
import { recordIdBody } from './common';
import { isoTime, userSummarySchema } from './economy-fields';

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
/** POST /store/orders. */
export type PurchaseRequest = z.input<typeof purchaseBodySchema>;
/** The player-app environment a checkout returns to, as the API names it (the mobile app's is "mobile" here). */
export type CheckoutEnvironment = z.output<typeof purchaseBodySchema>['environment'];

export const orderItemSchema = z.object({
  id: z.number().int(),
  price_id: z.number().int(),
  product_id: z.number().int().nullable(),
  subscription_id: z.number().int().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit_amount: z.number().int(),
  plan_days: z
    .number()
    .int()
    .nullable()
    .describe(
      "A plan item: the days this order buys, fixed when it was opened (the plan's duration_days); null for a plan without end and for a product",
    ),
});
export type OrderItem = z.output<typeof orderItemSchema>;

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
/** An order as its buyer reads it (GET /users/me/orders). */
export type Order = z.output<typeof orderSchema>;

/** GET /users/me/orders/{id}: the checkout return screen reads it, and resumes an unpaid one at checkout_url. */
export const myOrderSchema = orderSchema.extend({ checkout_url: z.string().nullable() });
export type MyOrder = z.output<typeof myOrderSchema>;

/** POST /users/me/orders/{id}/cancel: a canceled order has nothing left to pay. */
export const canceledOrderSchema = orderSchema.extend({ checkout_url: z.null() });
export type CanceledOrder = z.output<typeof canceledOrderSchema>;

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
export type PurchaseResult = z.output<typeof purchaseResultSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_ref: z.string().nullable(),
  state: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: isoTime,
});
export type Payment = z.output<typeof paymentSchema>;

/** Staff see who bought: the back-office lists name the buyer rather than a bare user id. */
export const buyerSchema = userSummarySchema.describe('The buyer (as on wallets)');

/** GET /admin/orders. */
export const adminListedOrderSchema = orderSchema.extend({ user: buyerSchema });
export type AdminListedOrder = z.output<typeof adminListedOrderSchema>;

/** GET /admin/orders/{id} and the refund's reply: with the order's payments. */
export const adminOrderSchema = adminListedOrderSchema.extend({ payments: z.array(paymentSchema) });
export type AdminOrder = z.output<typeof adminOrderSchema>;
