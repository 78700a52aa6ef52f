import { and, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { orderItems, prices, subscriptions, userSubscriptions } from '../../db/schema';
import type { PriceRow } from '../store/prices';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionInsert = typeof subscriptions.$inferInsert;

export const subscriptionListSpec: ListSpec = {
  sortable: { id: subscriptions.id, name: subscriptions.name, order_column: subscriptions.orderColumn },
  defaultSort: [{ column: subscriptions.orderColumn }, { column: subscriptions.id }],
  searchable: [subscriptions.name],
  filters: {},
};

export function createSubscriptionsRepository(db: Database) {
  return {
    async list(plan: ListPlan): Promise<{ rows: SubscriptionRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(subscriptions)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(subscriptions).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async find(id: number, tx: Executor = db): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async pricesOf(ids: number[], onlyActive: boolean): Promise<PriceRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(prices)
        .where(and(inArray(prices.subscriptionId, ids), onlyActive ? eq(prices.active, true) : undefined))
        .orderBy(prices.id);
    },

    async insert(values: SubscriptionInsert, tx: Executor = db): Promise<SubscriptionRow> {
      const [row] = await tx.insert(subscriptions).values(values).returning();
      return row!;
    },

    async update(
      id: number,
      values: Partial<SubscriptionInsert>,
      tx: Executor = db,
    ): Promise<SubscriptionRow | undefined> {
      if (!Object.keys(values).length) return this.find(id, tx);
      const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /**
     * Locks the plan against anything that would refer to it (an order item or a user subscription
     * takes a key-share lock on it) until the transaction ends; whether it exists.
     */
    async lockForDelete(tx: Executor, id: number): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('update');
      return Boolean(row);
    },

    /** Whether any user subscription (live or over) and any order item refer to the plan. */
    async usage(tx: Executor, id: number): Promise<{ subscribers: boolean; orders: boolean }> {
      const subscribers = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.subscriptionId, id))
        .limit(1);
      const ordered = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .where(eq(orderItems.subscriptionId, id))
        .limit(1);
      return { subscribers: subscribers.length > 0, orders: ordered.length > 0 };
    },

    /** Deletes the plan with its prices (never bought: an order item would refer to them). */
    async deleteWithPrices(tx: Executor, id: number): Promise<void> {
      await tx.delete(prices).where(eq(prices.subscriptionId, id));
      await tx.delete(subscriptions).where(eq(subscriptions.id, id));
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
