import type { z } from 'zod';
import type {
  Locale,
  OpenCheckout,
  SubscriptionPlan,
  subscriptionPlanBodySchema,
  subscriptionPlanPatchSchema,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { FEATURE_UNLOCK_META } from '../entitlements/entitlements.repository';
import type { ActivityLog } from '../activity/activity.service';
import { staffChange, type StaffActor } from '../activity/staff-actions';
import type { SettingsReader } from '../settings/settings.reader';
import { subscriptionMetaErrors } from '../store/product-grants';
import { presentPrice, type PriceRow } from '../store/prices';
import { subscriptionListSpec, type SubscriptionRow, type SubscriptionsRepository } from './subscriptions.repository';

/** What the plans listing needs of the orders: the caller's open checkouts of these plans, by plan. */
export interface PlanCheckouts {
  openPlanCheckoutsOf(userId: number, subscriptionIds: number[]): Promise<Map<number, OpenCheckout>>;
}

const planAction = (
  event: 'subscription_plans.created' | 'subscription_plans.updated' | 'subscription_plans.deleted',
  actor: StaffActor,
  id: number,
  before: unknown,
  after: unknown,
) => ({ event, actorId: actor.id, request: actor.request, subject: { type: 'subscription_plan', id }, before, after });

export function createSubscriptionsService(deps: {
  db: Database;
  subscriptions: SubscriptionsRepository;
  settings: SettingsReader;
  checkouts: PlanCheckouts;
  activity: Pick<ActivityLog, 'record'>;
}) {
  const { subscriptions: repository } = deps;

  async function present(rows: SubscriptionRow[], prices: PriceRow[], locale: Locale): Promise<SubscriptionPlan[]> {
    const legacyId = await deps.settings.integer('legacy_subscription_id');
    return rows.map((row) => {
      const own = prices.filter((price) => price.subscriptionId === row.id);
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        meta: row.meta,
        features: row.meta.filter((entry) => entry.meta_key === FEATURE_UNLOCK_META).map((entry) => entry.meta_value),
        order_column: row.orderColumn,
        prices: own.map((price) => presentPrice(price, locale)),
        is_base: own.length === 0,
        is_legacy: row.id === legacyId,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  /** The plan editor's rule (subscriptionMetaErrors): a 422 on meta. */
  const assertMeta = (meta: { meta_key: string; meta_value: string }[] | undefined) => {
    const errors = subscriptionMetaErrors(meta ?? []);
    if (Object.keys(errors).length) throw AppError.validation(errors);
  };

  return {
    /** The back-office's plans: every price, active or retired. */
    async list(query: ListQuery, locale: Locale) {
      const { rows, total } = await repository.list(planList(query, subscriptionListSpec));
      const prices = await repository.pricesOf(
        rows.map((row) => row.id),
        false,
      );
      return { data: await present(rows, prices, locale), meta: pageMeta(query, total) };
    },

    /** The player's plans: active prices, and the caller's unpaid checkout of each (to resume or cancel). */
    async listForPlayer(userId: number, query: ListQuery, locale: Locale) {
      const { rows, total } = await repository.list(planList(query, subscriptionListSpec));
      const ids = rows.map((row) => row.id);
      const [prices, open] = await Promise.all([
        repository.pricesOf(ids, true),
        deps.checkouts.openPlanCheckoutsOf(userId, ids),
      ]);
      const plans = await present(rows, prices, locale);
      return {
        data: plans.map((plan) => ({ ...plan, open_checkout: open.get(plan.id) ?? null })),
        meta: pageMeta(query, total),
      };
    },

    async get(id: number, locale: Locale) {
      const row = await repository.find(id);
      if (!row) throw new AppError('general.not_found');
      return (await present([row], await repository.pricesOf([id], false), locale))[0]!;
    },

    async create(body: z.output<typeof subscriptionPlanBodySchema>, locale: Locale, actor: StaffActor) {
      assertMeta(body.meta);
      const values = {
        name: body.name,
        description: body.description ?? null,
        meta: body.meta ?? [],
        orderColumn: body.order_column ?? 0,
      };
      const row = await staffChange(
        deps.db,
        deps.activity,
        (tx) => repository.insert(values, tx),
        (created) => planAction('subscription_plans.created', actor, created.id, null, created),
      );
      return this.get(row.id, locale);
    },

    async update(id: number, body: z.output<typeof subscriptionPlanPatchSchema>, locale: Locale, actor: StaffActor) {
      assertMeta(body.meta);
      const values = Object.fromEntries(
        Object.entries({
          name: body.name,
          description: body.description,
          meta: body.meta,
          orderColumn: body.order_column,
        }).filter(([, value]) => value !== undefined),
      );
      await staffChange(
        deps.db,
        deps.activity,
        async (tx) => {
          const before = await repository.find(id, tx);
          const after = before && (await repository.update(id, values, tx));
          if (!before || !after) throw new AppError('general.not_found');
          return { before, after };
        },
        ({ before, after }) => planAction('subscription_plans.updated', actor, id, before, after),
      );
      return this.get(id, locale);
    },

    /**
     * Deletes a plan nobody needs, with its prices (never bought). Refused (409) for the legacy plan
     * (setting legacy_subscription_id), a plan that was ordered, and a plan users hold or held: those
     * records keep their plan. The plan row is locked first, so nothing comes to refer to it meanwhile.
     */
    async remove(id: number, actor: StaffActor) {
      const legacyId = await deps.settings.integer('legacy_subscription_id');
      await staffChange(
        deps.db,
        deps.activity,
        async (tx) => {
          if (!(await repository.lockForDelete(tx, id))) throw new AppError('general.not_found');
          if (id === legacyId) throw new AppError('store.plan_is_legacy');
          const usage = await repository.usage(tx, id);
          if (usage.orders) throw new AppError('store.plan_has_orders');
          if (usage.subscribers) throw new AppError('store.plan_has_subscribers');
          const before = await repository.find(id, tx);
          await repository.deleteWithPrices(tx, id);
          return before;
        },
        (before) => planAction('subscription_plans.deleted', actor, id, before, null),
      );
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
