import { and, asc, eq, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { booleanFilter, countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { mapPacks, orderItems, orders, prices, products, subscriptions } from '../../db/schema';
import type { Executor } from '../../db/client';
import type { PriceRow } from './prices';

export type ProductRow = typeof products.$inferSelect;
export type ProductInsert = typeof products.$inferInsert;
export type PriceInsert = typeof prices.$inferInsert;

const booleanIs = (field: string, column: typeof products.unlisted | typeof products.syncWithProvider) =>
  booleanFilter(field, (value) => eq(column, value));

/** The store's public listing: listed products only. */
export const storeListSpec: ListSpec = {
  sortable: { order_column: products.orderColumn, name: products.name, id: products.id },
  defaultSort: [{ column: products.orderColumn }, { column: products.id }],
  searchable: [products.name],
  filters: { type: integerFilter('type', products.type), category: integerFilter('category', products.category) },
};

export const adminProductListSpec: ListSpec = {
  sortable: {
    id: products.id,
    name: products.name,
    type: products.type,
    category: products.category,
    unlisted: products.unlisted,
    max_qty: products.maxQty,
    order_column: products.orderColumn,
    sync_with_provider: products.syncWithProvider,
    updated_at: products.updatedAt,
  },
  defaultSort: [{ column: products.orderColumn }, { column: products.id }],
  searchable: [products.name],
  filters: {
    type: integerFilter('type', products.type),
    category: integerFilter('category', products.category),
    unlisted: booleanIs('unlisted', products.unlisted),
    sync_with_provider: booleanIs('sync_with_provider', products.syncWithProvider),
  },
};

export const adminPriceListSpec: ListSpec = {
  sortable: { id: prices.id, amount: prices.amount, product_id: prices.productId, updated_at: prices.updatedAt },
  defaultSort: [{ column: prices.id }],
  searchable: [prices.currency],
  filters: {
    product_id: integerFilter('product_id', prices.productId),
    subscription_id: integerFilter('subscription_id', prices.subscriptionId),
    price_type: integerFilter('price_type', prices.priceType),
    active: booleanFilter('active', (active) => eq(prices.active, active)),
  },
};

/** Orders whose products the buyer owns: paid (being granted) or completed. */
const FULFILLED = [enums.order_status.paid, enums.order_status.completed];
/** What counts against max_qty: owned, plus open checkouts (past-deadline ones are expired before this is asked). */
const HOLDING = [...FULFILLED, enums.order_status.pending_checkout, enums.order_status.pending_payment];

export function createStoreRepository(db: Database) {
  async function listProducts(plan: ListPlan, extra?: SQL) {
    const where = and(extra, plan.where);
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(products)
        .where(where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      db.select({ total: countAll }).from(products).where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  return {
    listListed: (plan: ListPlan) => listProducts(plan, eq(products.unlisted, false)),
    listAll: (plan: ListPlan) => listProducts(plan),

    async findProduct(id: number, tx: Executor = db): Promise<ProductRow | undefined> {
      const [row] = await tx.select().from(products).where(eq(products.id, id));
      return row;
    },

    async pricesOf(productIds: number[], onlyActive: boolean): Promise<PriceRow[]> {
      if (!productIds.length) return [];
      return db
        .select()
        .from(prices)
        .where(and(inArray(prices.productId, productIds), onlyActive ? eq(prices.active, true) : undefined))
        .orderBy(asc(prices.priceType), asc(prices.amount), asc(prices.id));
    },

    /**
     * Quantity of each product the user owns (fulfilled orders); with openCheckouts, also what their
     * unpaid checkouts hold (the max_qty check).
     */
    async ownedQuantities(
      tx: Executor,
      userId: number,
      productIds: number[],
      options: { openCheckouts?: boolean } = {},
    ): Promise<Map<number, number>> {
      if (!productIds.length) return new Map();
      const rows = await tx
        .select({
          productId: orderItems.productId,
          quantity: sql<number>`cast(sum(${orderItems.quantity}) as integer)`,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, options.openCheckouts ? HOLDING : FULFILLED),
            inArray(orderItems.productId, productIds),
            isNotNull(orderItems.productId),
          ),
        )
        .groupBy(orderItems.productId);
      return new Map(rows.map((row) => [row.productId!, row.quantity]));
    },

    /** Takes stock; false when fewer than `quantity` are left. Unlimited stock (null) always succeeds. */
    async reserveStock(tx: Executor, productId: number, quantity: number): Promise<boolean> {
      const rows = await tx
        .update(products)
        .set({ availableQty: sql`${products.availableQty} - ${quantity}` })
        .where(and(eq(products.id, productId), isNotNull(products.availableQty), gte(products.availableQty, quantity)))
        .returning({ id: products.id });
      return rows.length > 0;
    },

    async releaseStock(tx: Executor, productId: number, quantity: number): Promise<void> {
      await tx
        .update(products)
        .set({ availableQty: sql`${products.availableQty} + ${quantity}` })
        .where(and(eq(products.id, productId), isNotNull(products.availableQty)));
    },

    async insertProduct(values: ProductInsert, tx: Executor = db): Promise<ProductRow> {
      const [row] = await tx.insert(products).values(values).returning();
      return row!;
    },

    async updateProduct(
      id: number,
      values: Partial<ProductInsert>,
      tx: Executor = db,
    ): Promise<ProductRow | undefined> {
      if (!Object.keys(values).length) return this.findProduct(id, tx);
      const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
      return row;
    },

    async findPrice(id: number, tx: Executor = db): Promise<PriceRow | undefined> {
      const [row] = await tx.select().from(prices).where(eq(prices.id, id));
      return row;
    },

    async listPrices(plan: ListPlan): Promise<{ rows: PriceRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(prices)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(prices).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async insertPrice(values: PriceInsert, tx: Executor = db): Promise<PriceRow> {
      const [row] = await tx.insert(prices).values(values).returning();
      return row!;
    },

    async updatePrice(id: number, values: Partial<PriceInsert>, tx: Executor = db): Promise<PriceRow | undefined> {
      if (!Object.keys(values).length) return this.findPrice(id, tx);
      const [row] = await tx.update(prices).set(values).where(eq(prices.id, id)).returning();
      return row;
    },

    /**
     * Whether a map pack exists (a map-pack product's map_pack_id must name one), holding a share
     * lock on it to the end of `tx`: the pack cannot be deleted under a product save that names it
     * (map-packs.repository lockForDelete).
     */
    async mapPackExists(id: number, tx: Executor = db): Promise<boolean> {
      const [row] = await tx.select({ id: mapPacks.id }).from(mapPacks).where(eq(mapPacks.id, id)).for('share');
      return row !== undefined;
    },

    async findSubscription(id: number, tx: Executor = db) {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    async findProducts(ids: number[], tx: Executor = db): Promise<ProductRow[]> {
      if (!ids.length) return [];
      return tx.select().from(products).where(inArray(products.id, ids));
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
