import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { prices, subscriptions } from '../../db/schema';
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

    async find(id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
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

    async insert(values: SubscriptionInsert): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<SubscriptionInsert>): Promise<SubscriptionRow | undefined> {
      if (!Object.keys(values).length) return this.find(id);
      const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /** Whether it was deleted; throws the database's foreign-key error when plans are in use. */
    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(subscriptions).where(eq(subscriptions.id, id)).returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}

export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
