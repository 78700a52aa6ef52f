import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';
import { users } from './identity';

/**
 * The economy (spec sections 1, 3, 4): wallets and their append-only ledger, the store (products,
 * prices, orders, payments), vouchers, subscription plans, user subscriptions and feature unlocks.
 *
 * The ledger invariants are enforced by the database itself (migration `economy_triggers`):
 * - a ledger insert updates its wallet's balance and records balance_after (BEFORE INSERT trigger);
 * - wallets.balance changes only through that trigger, and a new wallet starts at 0;
 * - the balance CHECK (>= 0) fails the ledger insert that would make it negative;
 * - ledger rows can never be updated or deleted (nor the table truncated).
 * So every balance equals the sum of its ledger entries, whatever client writes to the database.
 */

/** Key/value metadata, as the spec names it (meta_key, meta_value). */
export interface MetaEntry {
  meta_key: string;
  meta_value: string;
}

/** One wallet per user and token_type (10 coins, 20 diamonds). */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    tokenType: integer('token_type').notNull(),
    /** Whole tokens; written only by the ledger trigger. */
    balance: integer('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wallets_user_token_unique').on(t.userId, t.tokenType),
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * One all-or-nothing ledger operation (a purchase, a payout, a transfer across wallets). Its
 * idempotency key is unique: a retry of the same key finds the operation instead of applying twice.
 */
export const walletOperations = pgTable('wallet_operations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The append-only ledger: one row per wallet touched by an operation. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => walletOperations.id, { onDelete: 'restrict' }),
    walletId: belongsTo('wallet_id', () => wallets.id, 'restrict'),
    /** transaction_action enum (30 purchase, 40 gift, 50 initial balance, 60 admin adjustment, 70 voucher payout, …). */
    transactionAction: integer('transaction_action').notNull(),
    /** transaction_event_type enum: 10 credit, 20 debit. */
    eventType: integer('event_type').notNull(),
    amount: integer('amount').notNull(),
    /** Set by the ledger trigger to the wallet's balance after this entry. */
    balanceAfter: integer('balance_after').notNull().default(0),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    comment: text('comment'),
    /** The operation's key (denormalised for reading; uniqueness lives on wallet_operations). */
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transactions_wallet_idx').on(t.walletId, t.id),
    index('wallet_transactions_operation_idx').on(t.operationId),
    uniqueIndex('wallet_transactions_operation_wallet_unique').on(t.operationId, t.walletId),
    check('wallet_transactions_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transactions_event_type', sql`${t.eventType} in (10, 20)`),
  ],
);

/** Store products (spec section 3, Product). Never deleted: orders refer to them. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    /** product_type enum: 10 in-game currency, 20 DLC, 30 content, 40 external offer. */
    type: integer('type').notNull(),
    /** product_category enum: 10 map pack, 20 external offer; null for others. */
    category: integer('category'),
    unlisted: boolean('unlisted').notNull().default(false),
    /** Most a user may own (sum of quantities of their live orders); null = no limit. */
    maxQty: integer('max_qty'),
    orderColumn: integer('order_column').notNull().default(0),
    /** Stock left; null = unlimited. Reserved by a checkout, given back when it is canceled. */
    availableQty: integer('available_qty'),
    /** Push the product and its money prices to the card payment provider (Stripe). */
    syncWithProvider: boolean('sync_with_provider').notNull().default(false),
    providerProductId: text('provider_product_id'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** What the product grants: token_amount/token_type, map_pack_id, feature_unlock/unlock_days, external_url. */
    meta: jsonb('meta').$type<MetaEntry[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    check('products_available_qty_not_negative', sql`${t.availableQty} is null or ${t.availableQty} >= 0`),
    check('products_max_qty_positive', sql`${t.maxQty} is null or ${t.maxQty} > 0`),
  ],
);

/** Subscription plans. The base plan has no prices; id 7 marks a legacy user (setting legacy_subscription_id). */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  /** meta_key "feature_unlock" lists the features the plan unlocks; "duration_days" how long a purchase lasts. */
  meta: jsonb('meta').$type<MetaEntry[]>().notNull().default([]),
  orderColumn: integer('order_column').notNull().default(0),
  ...timestamps,
});

/** A price of a product or of a subscription plan: money (minor units + currency) or tokens (token_type). */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    /** product_price_type enum: 10 money, 20 in-game currency. */
    priceType: integer('price_type').notNull(),
    /** Minor units for money, whole tokens for in-game currency. */
    amount: integer('amount').notNull(),
    /** ISO 4217, upper case; money only. */
    currency: text('currency'),
    /** token_type enum; in-game currency only. */
    tokenType: integer('token_type'),
    active: boolean('active').notNull().default(true),
    providerPriceId: text('provider_price_id'),
    ...timestamps,
  },
  (t) => [
    index('prices_product_idx').on(t.productId),
    index('prices_subscription_idx').on(t.subscriptionId),
    check('prices_amount_positive', sql`${t.amount} > 0`),
    check('prices_owner', sql`(${t.productId} is null) <> (${t.subscriptionId} is null)`),
    check(
      'prices_kind',
      sql`(${t.priceType} = 10 and ${t.currency} is not null and ${t.tokenType} is null) or (${t.priceType} = 20 and ${t.tokenType} is not null and ${t.currency} is null)`,
    ),
  ],
);

/** Orders (order_status enum: 10 pending checkout, 20 pending payment, 30 paid, 40 canceled, 50 refunded, 60 completed). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    status: integer('status').notNull(),
    priceType: integer('price_type').notNull(),
    currency: text('currency'),
    tokenType: integer('token_type'),
    totalAmount: integer('total_amount').notNull(),
    /** Payment driver of a money order: test or stripe. */
    provider: text('provider'),
    /** The provider's checkout session id (test provider: a random token in the checkout URL). */
    providerSessionId: text('provider_session_id'),
    /** A client's retry key (scoped by user): the same key returns the same order. */
    idempotencyKey: text('idempotency_key'),
    /** The player app's checkout return screen for this order (environment prefix included). */
    returnUrl: text('return_url'),
    paidAt: at('paid_at'),
    completedAt: at('completed_at'),
    canceledAt: at('canceled_at'),
    refundedAt: at('refunded_at'),
    /**
     * Set when the order was refunded automatically: the provider confirmed a payment that fulfilment
     * refused (an AppError, e.g. 4012). The refusal's error key, numeric code and message params, so
     * staff and the buyer can be told why in their language. Null otherwise (staff refunds too).
     */
    refundReason: jsonb('refund_reason').$type<{
      key: string;
      code: number;
      params: Record<string, string | number>;
    }>(),
    ...timestamps,
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    uniqueIndex('orders_provider_session_unique').on(t.provider, t.providerSessionId),
    uniqueIndex('orders_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    check('orders_total_not_negative', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id, 'restrict'),
    priceId: belongsTo('price_id', () => prices.id, 'restrict'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitAmount: integer('unit_amount').notNull(),
    /**
     * The days a plan item adds, fixed at checkout from the plan's duration_days times the quantity, so
     * that payment grants and a refund takes back what was bought, whatever staff change later. Null for
     * a product, and for a plan without end.
     */
    planDays: integer('plan_days'),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Money movements reported by a payment provider. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id, 'restrict'),
    provider: text('provider').notNull(),
    /** Payment intent (Stripe) or the test provider's reference. */
    providerRef: text('provider_ref'),
    /** succeeded | refunded */
    state: text('state').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    ...timestamps,
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Webhook events already applied (Stripe event id): a replay is acknowledged and ignored. */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: at('processed_at').notNull().defaultNow(),
});

/**
 * Tokens each staff member (not an administrator) credited on one UTC day, through wallet adjustments
 * and token voucher batches or imports: the daily staff credit cap's counter (decision 0096). Each
 * action adds to its row in its own transaction, so the row lock orders parallel actions.
 */
export const staffCreditDays = pgTable(
  'staff_credit_days',
  {
    staffId: belongsTo('staff_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    credited: bigint('credited', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.day] }),
    check('staff_credit_days_credited_positive', sql`${t.credited} > 0`),
  ],
);

/**
 * Vouchers. The code itself is never stored in the clear: code_hash (HMAC-SHA256 with the server
 * secret) finds it, payload (AES-256-GCM of the code) lets support staff recover it (decrypt page).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    payload: text('payload').notNull(),
    batch: text('batch').notNull(),
    /** voucher_type enum: 10 tokens, 20 software download, 30 activate hardware. */
    type: integer('type').notNull(),
    /** voucher_status enum: 10 unseen, 20 available, 30 used. */
    status: integer('status').notNull(),
    content: jsonb('content').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The player a voucher was handed to (shown in their Vouchers view); null for batch codes. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: at('redeemed_at'),
    /**
     * Staff who created, imported or decrypted the voucher: they knew its code, and may not redeem
     * it themselves (the back-office rule that nobody credits their own wallet).
     */
    handledBy: integer('handled_by')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ...timestamps,
  },
  (t) => [
    index('vouchers_batch_idx').on(t.batch),
    index('vouchers_user_idx').on(t.userId),
    index('vouchers_redeemed_by_idx').on(t.redeemedBy),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    /** Unique: a voucher is redeemed once. */
    voucherId: belongsTo('voucher_id', () => vouchers.id, 'restrict'),
    userId: belongsTo('user_id', () => users.id),
    ip: text('ip'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('voucher_redemptions_voucher_unique').on(t.voucherId)],
);

export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    subscriptionId: belongsTo('subscription_id', () => subscriptions.id, 'restrict'),
    /** The user's own meta on top of the plan's (e.g. extra feature_unlock entries). */
    meta: jsonb('meta').$type<MetaEntry[]>().notNull().default([]),
    startsAt: at('starts_at').notNull().defaultNow(),
    /** Null: no end. */
    expiresAt: at('expires_at'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('user_subscriptions_user_idx').on(t.userId)],
);

/** A feature unlocked for a user (feature_type names), until expires_at (null: forever). */
export const userFeatureUnlocks = pgTable(
  'user_feature_unlocks',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    feature: text('feature').notNull(),
    expiresAt: at('expires_at'),
    /** Where it came from: order, voucher, admin. */
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    ...timestamps,
  },
  (t) => [index('user_feature_unlocks_user_idx').on(t.userId, t.feature)],
);
