import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { orderItems, orders, payments, processedWebhookEvents, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { OPEN_CHECKOUT, statesLeadingTo, type OrderStatus } from './order-states';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export const myOrderListSpec: ListSpec = {
  sortable: { id: orders.id, created_at: orders.createdAt, status: orders.status },
  defaultSort: [{ column: orders.id, descending: true }],
  searchable: [],
  filters: { status: integerFilter('status', orders.status) },
};

export const adminOrderListSpec: ListSpec = {
  sortable: {
    id: orders.id,
    created_at: orders.createdAt,
    updated_at: orders.updatedAt,
    status: orders.status,
    total_amount: orders.totalAmount,
  },
  defaultSort: [{ column: orders.id, descending: true }],
  searchable: [users.email, users.displayName],
  filters: {
    status: integerFilter('status', orders.status),
    user_id: integerFilter('user_id', orders.userId),
    price_type: integerFilter('price_type', orders.priceType),
    provider: (values) => inArray(orders.provider, values),
  },
};

/** Money orders that count against the monthly purchase limit: opened, paid or completed. */
const SPENDING = [enums.order_status.pending_payment, enums.order_status.paid, enums.order_status.completed];
/** Orders whose purchase stands: paid or completed (not refunded). */
const STANDING = [enums.order_status.paid, enums.order_status.completed];

/** Who placed an order, as the back-office shows it. */
export interface Buyer {
  displayName: string;
  email: string;
}

/** The advisory lock (this key, the user's id) that serialises one user's purchases. */
export const PURCHASE_LOCK = 4001;

export function createOrdersRepository(db: Database) {
  return {
    /** Serialises one user's purchases (max_qty, purchase limit, idempotency) on both engines. */
    async lockUser(tx: Executor, userId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${PURCHASE_LOCK}, ${userId})`);
    },

    async findByIdempotencyKey(tx: Executor, userId: number, key: string): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row;
    },

    /**
     * Money spent by the user on orders created since `since`, one total (minor units of its
     * currency) per currency: amounts in different currencies are not added here.
     */
    async moneySpentSince(
      tx: Executor,
      userId: number,
      since: Date,
    ): Promise<{ currency: string | null; total: number }[]> {
      return tx
        .select({ currency: orders.currency, total: sql<number>`sum(${orders.totalAmount})`.mapWith(Number) })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.priceType, enums.product_price_type.money),
            inArray(orders.status, SPENDING),
            gte(orders.createdAt, since),
          ),
        )
        .groupBy(orders.currency)
        .orderBy(asc(orders.currency));
    },

    async insertOrder(
      tx: Executor,
      order: OrderInsert,
      items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
    ): Promise<{ order: OrderRow; items: OrderItemRow[] }> {
      const [row] = await tx.insert(orders).values(order).returning();
      const itemRows = await tx
        .insert(orderItems)
        .values(items.map((item) => ({ ...item, orderId: row!.id })))
        .returning();
      return { order: row!, items: itemRows };
    },

    /**
     * Moves an order to `to` only from a state that may lead there (order-states.ts), in one
     * conditional UPDATE: of two concurrent attempts, one wins. Undefined when the order was elsewhere.
     */
    async transition(
      tx: Executor,
      id: number,
      to: OrderStatus,
      extra: Partial<OrderInsert> = {},
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(orders)
        .set({ ...extra, status: to })
        .where(and(eq(orders.id, id), inArray(orders.status, statesLeadingTo(to))))
        .returning();
      return row;
    },

    async findOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async lockOrder(tx: Executor, id: number): Promise<OrderRow | undefined> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    async findBySession(tx: Executor, provider: string, sessionId: string): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider), eq(orders.providerSessionId, sessionId)));
      return row;
    },

    /**
     * Open checkouts created before `createdBefore` (past their deadline): the user's, and those holding
     * one of the products. Locked rows are skipped: whoever holds them is already settling them, and
     * not waiting on them keeps two sweeps from deadlocking.
     */
    async staleCheckouts(
      tx: Executor,
      createdBefore: Date,
      scope: { userId?: number; productIds?: number[] },
    ): Promise<OrderRow[]> {
      const whose = [
        scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
        scope.productIds?.length
          ? inArray(
              orders.id,
              tx
                .select({ id: orderItems.orderId })
                .from(orderItems)
                .where(inArray(orderItems.productId, scope.productIds)),
            )
          : undefined,
      ].filter((condition) => condition !== undefined);
      if (!whose.length) return [];
      return tx
        .select()
        .from(orders)
        .where(and(inArray(orders.status, OPEN_CHECKOUT), lt(orders.createdAt, createdBefore), or(...whose)))
        .orderBy(asc(orders.id))
        .for('update', { skipLocked: true });
    },

    /**
     * Whether another paid order of the plan stands behind a subscription: its own order, or one paid
     * since it started (one that extended or joined it), other than `exceptOrderId`.
     */
    async paidOrderOfPlanStands(
      tx: Executor,
      of: { userId: number; subscriptionId: number; exceptOrderId: number; ownOrderId: number | null; since: Date },
    ): Promise<boolean> {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, of.userId),
            eq(orderItems.subscriptionId, of.subscriptionId),
            inArray(orders.status, STANDING),
            ne(orders.id, of.exceptOrderId),
            or(of.ownOrderId === null ? undefined : eq(orders.id, of.ownOrderId), gte(orders.paidAt, of.since)),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** The user's open checkouts with their items (of these products, or of this plan). */
    async openCheckouts(
      tx: Executor,
      userId: number,
      of: { productIds?: number[]; subscriptionId?: number },
    ): Promise<{ order: OrderRow; item: OrderItemRow }[]> {
      return tx
        .select({ order: orders, item: orderItems })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, OPEN_CHECKOUT),
            of.productIds ? inArray(orderItems.productId, of.productIds) : undefined,
            of.subscriptionId === undefined ? undefined : eq(orderItems.subscriptionId, of.subscriptionId),
          ),
        )
        .orderBy(asc(orders.id));
    },

    async itemsOf(tx: Executor, orderIds: number[]): Promise<OrderItemRow[]> {
      if (!orderIds.length) return [];
      return tx.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    },

    async paymentsOf(tx: Executor, orderId: number): Promise<PaymentRow[]> {
      return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },

    async insertPayment(tx: Executor, payment: typeof payments.$inferInsert): Promise<PaymentRow> {
      const [row] = await tx.insert(payments).values(payment).returning();
      return row!;
    },

    async markPaymentRefunded(tx: Executor, id: number): Promise<void> {
      await tx.update(payments).set({ state: 'refunded' }).where(eq(payments.id, id));
    },

    /** False when this webhook event was processed before (a replay). */
    async claimWebhookEvent(tx: Executor, event: { eventId: string; provider: string; type: string }) {
      const rows = await tx
        .insert(processedWebhookEvents)
        .values(event)
        .onConflictDoNothing()
        .returning({ id: processedWebhookEvents.eventId });
      return rows.length > 0;
    },

    /** A page of orders, each with its buyer's display name. */
    async list(plan: ListPlan, userId?: number): Promise<{ rows: { order: OrderRow; buyer: Buyer }[]; total: number }> {
      const where = and(userId === undefined ? undefined : eq(orders.userId, userId), plan.where);
      const [rows, [count]] = await Promise.all([
        db
          .select({ order: orders, buyer: { displayName: users.displayName, email: users.email } })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async buyer(userId: number): Promise<Buyer> {
      const [row] = await db
        .select({ displayName: users.displayName, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { displayName: '', email: '' };
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
