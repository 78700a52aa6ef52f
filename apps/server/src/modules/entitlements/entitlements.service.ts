import {
  realtimeChannels,
  serverEvents,
  type EnumValue,
  type FeatureUnlock,
  type Locale,
  type UserSubscription,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import type { MetaEntry } from '../../db/schema';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { Publisher } from '../../realtime/publisher';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import type { SettingsReader } from '../settings/settings.reader';
import { subscriptionMetaErrors } from '../store/product-grants';
import { presentPrice } from '../store/prices';
import type { UserEvents } from '../users/user-events';
import type { Executor } from '../../db/client';
import type { EntitlementsRepository, FeatureUnlockRow, UserSubscriptionRow } from './entitlements.repository';

export type Feature = EnumValue<'feature_type'>;

const DAY_MS = 24 * 3600 * 1000;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** One entry per feature: the latest expiry among its live unlocks (null wins: it does not expire). */
export function presentFeatureUnlocks(rows: FeatureUnlockRow[]): FeatureUnlock[] {
  const byFeature = new Map<string, Date | null>();
  for (const row of rows) {
    if (!byFeature.has(row.feature)) byFeature.set(row.feature, row.expiresAt);
    const current = byFeature.get(row.feature);
    if (current === null || row.expiresAt === null) byFeature.set(row.feature, null);
    else if (row.expiresAt > current!) byFeature.set(row.feature, row.expiresAt);
  }
  return [...byFeature].map(([name, expiresAt]) => ({ name, expires_at: expiresAt ? expiresAt.toISOString() : null }));
}

export interface EntitlementsServiceDeps {
  db: Database;
  entitlements: EntitlementsRepository;
  settings: SettingsReader;
  publisher: Publisher;
  events: UserEvents;
  /** Staff grants and removals of feature unlocks are logged (users.feature_unlock_granted / _revoked). */
  activity: ActivityLog;
  clock?: () => Date;
}

/**
 * What a user may use: feature unlocks and subscriptions. `hasFeature` is the one feature check
 * every module asks (spec section 6: subscription meta of type feature unlock, or a user feature
 * unlock that has not expired).
 */
export function createEntitlementsService(deps: EntitlementsServiceDeps) {
  const { entitlements: repository } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function featureUnlocksOf(userId: number) {
    return presentFeatureUnlocks(await repository.liveUnlocks(userId, clock()));
  }

  async function userSubscriptionsOf(userId: number, locale: Locale): Promise<UserSubscription[]> {
    const rows = await repository.liveSubscriptions(userId, clock());
    const planPrices = await repository.pricesOfSubscriptions([...new Set(rows.map((row) => row.plan.id))]);
    return rows.map(({ userSubscription, plan }) => ({
      id: plan.id,
      user_subscription_id: userSubscription.id,
      name: plan.name,
      prices: planPrices
        .filter((price) => price.subscriptionId === plan.id)
        .map((price) => presentPrice(price, locale)),
      meta: [...plan.meta, ...userSubscription.meta],
      starts_at: userSubscription.startsAt.toISOString(),
      expires_at: userSubscription.expiresAt ? userSubscription.expiresAt.toISOString() : null,
    }));
  }

  /** feature-unlocks.updated with the full list, and user.updated (cached /users/me). After commit. */
  async function announce(userId: number): Promise<void> {
    await deps.publisher.publish(
      realtimeChannels.user(userId),
      serverEvents.featureUnlocksUpdated,
      await featureUnlocksOf(userId),
    );
    deps.events.emit(serverEvents.userUpdated, userId);
  }

  /** What the activity log keeps of an unlock: the feature, its expiry and the unlock's id. */
  const unlockProperties = (row: FeatureUnlockRow) => ({
    unlock_id: row.id,
    feature: row.feature,
    expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
  });

  const missingUser = (error: unknown) => {
    const cause = ((error as { cause?: unknown }).cause ?? error) as { code?: string };
    if (cause.code === '23503') return new AppError('general.not_found');
    return error;
  };

  return {
    hasFeature(userId: number, feature: Feature): Promise<boolean> {
      return repository.hasFeature(userId, feature, clock());
    },

    /** Whether the user holds the legacy plan (setting legacy_subscription_id, 7). */
    async isLegacy(userId: number): Promise<boolean> {
      const legacyId = await deps.settings.integer('legacy_subscription_id');
      return (await repository.liveSubscriptions(userId, clock())).some((row) => row.plan.id === legacyId);
    },

    featureUnlocksOf,
    userSubscriptionsOf,
    announce,

    /** Wallets aside, what /users/me shows of the economy. */
    async profileOf(userId: number, locale: Locale) {
      const [featureUnlocks, userSubscriptions] = await Promise.all([
        featureUnlocksOf(userId),
        userSubscriptionsOf(userId, locale),
      ]);
      return {
        feature_unlocks: featureUnlocks,
        user_subscriptions: userSubscriptions,
        premium_subscriptions: userSubscriptions.filter((subscription) => subscription.prices.length > 0),
      };
    },

    /** Inside a caller's transaction (a purchase, a voucher); announce after commit. */
    grantUnlock(
      tx: Executor,
      input: { userId: number; feature: string; expiresAt: Date | null; entityType: string; entityId: number | null },
    ) {
      return repository.insertUnlock(tx, input);
    },

    /** Whether the user holds a live subscription to the plan. */
    async holdsPlan(tx: Executor, userId: number, subscriptionId: number): Promise<boolean> {
      return Boolean(await repository.lockLatestLiveSubscription(tx, userId, subscriptionId, clock()));
    },

    /**
     * A paid period of a plan (`days` null: no end). When the user already holds the plan (two
     * checkouts opened side by side, both paid), the live subscription is extended by the period
     * instead of a second, overlapping one being added: every payment buys time. A plan held without
     * end gets nothing more (undefined): the order still stands behind it should the other be refunded.
     */
    async grantPlanPeriod(
      tx: Executor,
      input: { userId: number; subscriptionId: number; days: number | null; orderId: number },
    ): Promise<UserSubscriptionRow | undefined> {
      const now = clock();
      const current = await repository.lockLatestLiveSubscription(tx, input.userId, input.subscriptionId, now);
      if (current && current.expiresAt === null) return undefined;
      if (current?.expiresAt && input.days)
        return repository.setSubscriptionExpiry(tx, current.id, addDays(current.expiresAt, input.days));
      return repository.insertUserSubscription(tx, {
        userId: input.userId,
        subscriptionId: input.subscriptionId,
        startsAt: now,
        expiresAt: input.days ? addDays(now, input.days) : null,
        orderId: input.orderId,
      });
    },

    /**
     * A refund takes back only what the order's period gave (grantPlanPeriod), whether the order
     * started the subscription or extended it: its end moves back by the period, never before now
     * (then it has ended: no paid time is left). A subscription without end ends only when no other
     * order stands behind it (`stillPaid`). A subscription already over is left alone.
     */
    async revokePlanPeriod(
      tx: Executor,
      input: {
        order: { id: number; userId: number; paidAt: Date };
        subscriptionId: number;
        days: number | null;
        stillPaid: (subscription: UserSubscriptionRow) => Promise<boolean>;
      },
    ): Promise<void> {
      const now = clock();
      const current = await repository.lockSubscriptionOfOrder(tx, {
        ...input.order,
        subscriptionId: input.subscriptionId,
      });
      if (!current || (current.expiresAt !== null && current.expiresAt <= now)) return;
      if (current.expiresAt && input.days) {
        const shortened = addDays(current.expiresAt, -input.days);
        await repository.setSubscriptionExpiry(tx, current.id, shortened > now ? shortened : now);
      } else if (!(await input.stillPaid(current))) await repository.setSubscriptionExpiry(tx, current.id, now);
    },

    /** Ends, now, the feature unlocks an order granted (a refund). */
    endUnlocksOfOrder(tx: Executor, orderId: number) {
      return repository.endUnlocksOfOrder(tx, orderId, clock());
    },

    // Back-office.

    async adminUnlocks(userId: number) {
      return repository.liveUnlocks(userId, clock());
    },

    /** A staff grant, logged as users.feature_unlock_granted in the same transaction. */
    async addUnlock(
      actorId: number,
      userId: number,
      input: { feature: string; expires_at?: string | null },
      request?: ActivityEntry['request'],
    ) {
      const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
      // The back-office form refuses a past expiry too; the API must not rely on it.
      if (expiresAt && expiresAt <= clock())
        throw AppError.validation({ expires_at: [{ key: 'validation.future', params: { attribute: 'expires at' } }] });
      const row = await deps.db
        .transaction(async (tx) => {
          const inserted = await repository.insertUnlock(tx, {
            userId,
            feature: input.feature,
            expiresAt,
            entityType: 'admin',
            entityId: actorId,
          });
          await deps.activity.record(
            {
              event: 'users.feature_unlock_granted',
              actorId,
              subjectUserId: userId,
              request,
              properties: unlockProperties(inserted),
            },
            tx,
          );
          return inserted;
        })
        .catch((error: unknown) => {
          throw missingUser(error);
        });
      await announce(userId);
      return row;
    },

    /** A staff removal, logged as users.feature_unlock_revoked in the same transaction. */
    async removeUnlock(actorId: number, userId: number, id: number, request?: ActivityEntry['request']) {
      await deps.db.transaction(async (tx) => {
        const removed = await repository.deleteUnlock(tx, userId, id);
        if (!removed) throw new AppError('general.not_found');
        await deps.activity.record(
          {
            event: 'users.feature_unlock_revoked',
            actorId,
            subjectUserId: userId,
            request,
            properties: unlockProperties(removed),
          },
          tx,
        );
      });
      await announce(userId);
    },

    async addSubscription(
      userId: number,
      input: { subscription_id: number; expires_at?: string | null; meta?: MetaEntry[] },
      locale: Locale,
      actor: StaffActor,
    ) {
      const now = clock();
      const expiresAt = input.expires_at ? new Date(input.expires_at) : null;
      const meta = input.meta ?? [];
      // The checks of a staff feature unlock (expiry) and of the plan editor (meta), on the same fields.
      const errors: Record<string, MessageRef[]> = {};
      if (expiresAt && expiresAt <= now)
        errors.expires_at = [{ key: 'validation.future', params: { attribute: 'expires at' } }];
      await deps.db
        .transaction(async (tx) => {
          const plan = await repository.lockPlan(tx, input.subscription_id);
          if (!plan) errors.subscription_id = [{ key: 'validation.in', params: { attribute: 'subscription' } }];
          else Object.assign(errors, subscriptionMetaErrors(meta, plan.meta));
          if (Object.keys(errors).length) throw AppError.validation(errors);
          const added = await repository.insertUserSubscription(tx, {
            userId,
            subscriptionId: input.subscription_id,
            meta,
            startsAt: now,
            expiresAt,
          });
          await recordStaffAction(
            deps.activity,
            {
              event: 'users.subscription_granted',
              actorId: actor.id,
              request: actor.request,
              subject: { type: 'user', id: userId },
              before: null,
              after: added,
            },
            tx,
          );
        })
        .catch((error: unknown) => {
          throw missingUser(error);
        });
      await announce(userId);
      return userSubscriptionsOf(userId, locale);
    },

    async removeSubscription(userId: number, id: number, actor: StaffActor) {
      await deps.db.transaction(async (tx) => {
        const removed = await repository.deleteUserSubscription(userId, id, tx);
        if (!removed) throw new AppError('general.not_found');
        await recordStaffAction(
          deps.activity,
          {
            event: 'users.subscription_revoked',
            actorId: actor.id,
            request: actor.request,
            subject: { type: 'user', id: userId },
            before: removed,
            after: null,
          },
          tx,
        );
      });
      await announce(userId);
    },
  };
}

export type EntitlementsService = ReturnType<typeof createEntitlementsService>;
/** What other modules use to check access: the one feature rule. */
export type FeatureAccess = Pick<EntitlementsService, 'hasFeature'>;
