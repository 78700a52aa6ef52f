import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prices, subscriptions, userFeatureUnlocks, userSubscriptions } from '../../db/schema';
import type { Executor } from '../../db/client';

export type FeatureUnlockRow = typeof userFeatureUnlocks.$inferSelect;
export type UserSubscriptionRow = typeof userSubscriptions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PriceRow = typeof prices.$inferSelect;

/** The meta entry through which a plan (or a user's subscription) unlocks a feature. */
export const FEATURE_UNLOCK_META = 'feature_unlock';

const metaHas = (column: typeof subscriptions.meta | typeof userSubscriptions.meta, key: string, value: string) =>
  sql`${column} @> ${JSON.stringify([{ meta_key: key, meta_value: value }])}::jsonb`;

export function createEntitlementsRepository(db: Database) {
  const live = (now: Date) => or(isNull(userFeatureUnlocks.expiresAt), gt(userFeatureUnlocks.expiresAt, now));
  const liveSubscription = (now: Date) =>
    and(
      lte(userSubscriptions.startsAt, now),
      or(isNull(userSubscriptions.expiresAt), gt(userSubscriptions.expiresAt, now)),
    );

  return {
    /**
     * The feature access rule (spec section 6): a live subscription whose plan meta, or whose own
     * meta, has feature_unlock = feature; or a feature unlock that has not expired.
     */
    async hasFeature(userId: number, feature: string, now: Date): Promise<boolean> {
      const [unlock] = await db
        .select({ id: userFeatureUnlocks.id })
        .from(userFeatureUnlocks)
        .where(and(eq(userFeatureUnlocks.userId, userId), eq(userFeatureUnlocks.feature, feature), live(now)))
        .limit(1);
      if (unlock) return true;
      const [subscription] = await db
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
        .where(
          and(
            eq(userSubscriptions.userId, userId),
            liveSubscription(now),
            or(
              metaHas(subscriptions.meta, FEATURE_UNLOCK_META, feature),
              metaHas(userSubscriptions.meta, FEATURE_UNLOCK_META, feature),
            ),
          ),
        )
        .limit(1);
      return Boolean(subscription);
    },

    async liveUnlocks(userId: number, now: Date): Promise<FeatureUnlockRow[]> {
      return db
        .select()
        .from(userFeatureUnlocks)
        .where(and(eq(userFeatureUnlocks.userId, userId), live(now)))
        .orderBy(asc(userFeatureUnlocks.feature), asc(userFeatureUnlocks.id));
    },

    async liveSubscriptions(
      userId: number,
      now: Date,
    ): Promise<{ userSubscription: UserSubscriptionRow; plan: SubscriptionRow }[]> {
      return db
        .select({ userSubscription: userSubscriptions, plan: subscriptions })
        .from(userSubscriptions)
        .innerJoin(subscriptions, eq(subscriptions.id, userSubscriptions.subscriptionId))
        .where(and(eq(userSubscriptions.userId, userId), liveSubscription(now)))
        .orderBy(asc(userSubscriptions.id));
    },

    async pricesOfSubscriptions(ids: number[]): Promise<PriceRow[]> {
      if (!ids.length) return [];
      return db
        .select()
        .from(prices)
        .where(and(inArray(prices.subscriptionId, ids), eq(prices.active, true)))
        .orderBy(asc(prices.id));
    },

    async insertUnlock(
      tx: Executor,
      row: { userId: number; feature: string; expiresAt: Date | null; entityType: string; entityId: number | null },
    ): Promise<FeatureUnlockRow> {
      const [inserted] = await tx.insert(userFeatureUnlocks).values(row).returning();
      return inserted!;
    },

    /** The deleted unlock; undefined when there was none of the user's with that id. */
    async deleteUnlock(tx: Executor, userId: number, id: number): Promise<FeatureUnlockRow | undefined> {
      const [row] = await tx
        .delete(userFeatureUnlocks)
        .where(and(eq(userFeatureUnlocks.id, id), eq(userFeatureUnlocks.userId, userId)))
        .returning();
      return row;
    },

    /** A plan, locked (for share) until tx ends, so it cannot be deleted while a subscription comes to name it. */
    async lockPlan(tx: Executor, id: number): Promise<SubscriptionRow | undefined> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('share');
      return row;
    },

    async insertUserSubscription(
      tx: Executor,
      row: {
        userId: number;
        subscriptionId: number;
        meta?: { meta_key: string; meta_value: string }[];
        startsAt?: Date;
        expiresAt: Date | null;
        orderId?: number | null;
      },
    ): Promise<UserSubscriptionRow> {
      const [inserted] = await tx.insert(userSubscriptions).values(row).returning();
      return inserted!;
    },

    /** The user's live subscription to a plan that ends last (no end first), locked for a change of its expiry. */
    async lockLatestLiveSubscription(
      tx: Executor,
      userId: number,
      subscriptionId: number,
      now: Date,
    ): Promise<UserSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(userSubscriptions)
        .where(
          and(
            eq(userSubscriptions.userId, userId),
            eq(userSubscriptions.subscriptionId, subscriptionId),
            liveSubscription(now),
          ),
        )
        .orderBy(desc(userSubscriptions.expiresAt), desc(userSubscriptions.id))
        .limit(1)
        .for('update');
      return row;
    },

    async setSubscriptionExpiry(tx: Executor, id: number, expiresAt: Date): Promise<UserSubscriptionRow> {
      const [row] = await tx
        .update(userSubscriptions)
        .set({ expiresAt })
        .where(eq(userSubscriptions.id, id))
        .returning();
      return row!;
    },

    /**
     * The subscription an order's plan period went to, locked for a change of its expiry: the one the
     * order started, else the one it extended (or, without an end, joined): the user's subscription to
     * the plan that was live when the order was paid, chosen as grantPlanPeriod chose it.
     */
    async lockSubscriptionOfOrder(
      tx: Executor,
      order: { id: number; userId: number; subscriptionId: number; paidAt: Date },
    ): Promise<UserSubscriptionRow | undefined> {
      const [row] = await tx
        .select()
        .from(userSubscriptions)
        .where(
          and(
            eq(userSubscriptions.userId, order.userId),
            eq(userSubscriptions.subscriptionId, order.subscriptionId),
            or(
              eq(userSubscriptions.orderId, order.id),
              and(
                lte(userSubscriptions.startsAt, order.paidAt),
                or(isNull(userSubscriptions.expiresAt), gt(userSubscriptions.expiresAt, order.paidAt)),
              ),
            ),
          ),
        )
        .orderBy(
          sql`coalesce(${userSubscriptions.orderId} = ${order.id}, false) desc`,
          desc(userSubscriptions.expiresAt),
          desc(userSubscriptions.id),
        )
        .limit(1)
        .for('update');
      return row;
    },

    /** Ends, now, the feature unlocks an order granted (a refund). Its plan periods: lockSubscriptionOfOrder. */
    async endUnlocksOfOrder(tx: Executor, orderId: number, now: Date): Promise<void> {
      await tx
        .update(userFeatureUnlocks)
        .set({ expiresAt: now })
        .where(
          and(
            eq(userFeatureUnlocks.entityType, 'order'),
            eq(userFeatureUnlocks.entityId, orderId),
            or(isNull(userFeatureUnlocks.expiresAt), gt(userFeatureUnlocks.expiresAt, now)),
          ),
        );
    },

    /** The removed row, or undefined when the user has no such subscription. */
    async deleteUserSubscription(
      userId: number,
      id: number,
      executor: Executor = db,
    ): Promise<UserSubscriptionRow | undefined> {
      const [row] = await executor
        .delete(userSubscriptions)
        .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type EntitlementsRepository = ReturnType<typeof createEntitlementsRepository>;
