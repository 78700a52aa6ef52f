import { z } from 'zod';
import type { Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { FEATURE_UNLOCK_META } from '../entitlements/entitlements.repository';
import type { SettingsReader } from '../settings/settings.reader';
import { GRANT_DAYS_MAX, subscriptionMetaErrors } from '../store/product-grants';
import { presentPrice, priceSchema, type PriceRow } from '../store/prices';
import { metaEntrySchema, productSchema } from '../store/store.schemas';
import { subscriptionListSpec, type SubscriptionRow, type SubscriptionsRepository } from './subscriptions.repository';

export const subscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  meta: z
    .array(metaEntrySchema)
    .describe('feature_unlock entries list the features; duration_days how long a purchase lasts'),
  features: z.array(z.string()).describe('The feature_unlock meta values'),
  order_column: z.number().int(),
  prices: z.array(priceSchema).describe('Empty for the base plan'),
  is_base: z.boolean().describe('No prices'),
  is_legacy: z.boolean().describe('The plan that marks a legacy user (setting legacy_subscription_id, 7)'),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A plan as the signed-in player sees it (GET /subscriptions): with their own unpaid checkout of it. */
export const playerSubscriptionSchema = subscriptionSchema.extend({
  open_checkout: productSchema.shape.open_checkout
    .unwrap()
    .nullable()
    .describe(
      'The caller’s unpaid checkout of this plan, if any (the same shape as a product’s open_checkout): resume it (checkout_url) or cancel it (POST /users/me/orders/{order_id}/cancel). While it is open, buying the plan again is refused with 4010.',
    ),
});
export type OpenPlanCheckout = NonNullable<z.infer<typeof playerSubscriptionSchema>['open_checkout']>;

/** What the plans listing needs of the orders: the caller's open checkouts of these plans, by plan. */
export interface PlanCheckouts {
  openPlanCheckoutsOf(userId: number, subscriptionIds: number[]): Promise<Map<number, OpenPlanCheckout>>;
}

const fields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000).nullish(),
  meta: z
    .array(metaEntrySchema)
    .max(50)
    .optional()
    .describe(
      `feature_unlock entries (features of the list, else 422 on meta); duration_days, once, a whole number from 1 to ${GRANT_DAYS_MAX} (else 422 on meta); none: a period without end`,
    ),
  order_column: z.number().int().optional(),
};
export const subscriptionBodySchema = z.object(fields);
export const subscriptionPatchSchema = z.object(fields).partial();

export function createSubscriptionsService(deps: {
  db: Database;
  subscriptions: SubscriptionsRepository;
  settings: SettingsReader;
  checkouts: PlanCheckouts;
}) {
  const { subscriptions: repository } = deps;

  async function present(rows: SubscriptionRow[], prices: PriceRow[], locale: Locale) {
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

    async create(body: z.infer<typeof subscriptionBodySchema>, locale: Locale) {
      assertMeta(body.meta);
      const row = await repository.insert({
        name: body.name,
        description: body.description ?? null,
        meta: body.meta ?? [],
        orderColumn: body.order_column ?? 0,
      });
      return this.get(row.id, locale);
    },

    async update(id: number, body: z.infer<typeof subscriptionPatchSchema>, locale: Locale) {
      assertMeta(body.meta);
      const values = Object.fromEntries(
        Object.entries({
          name: body.name,
          description: body.description,
          meta: body.meta,
          orderColumn: body.order_column,
        }).filter(([, value]) => value !== undefined),
      );
      if (!(await repository.update(id, values))) throw new AppError('general.not_found');
      return this.get(id, locale);
    },

    /**
     * Deletes a plan nobody needs, with its prices (never bought). Refused (409) for the legacy plan
     * (setting legacy_subscription_id), a plan that was ordered, and a plan users hold or held: those
     * records keep their plan. The plan row is locked first, so nothing comes to refer to it meanwhile.
     */
    async remove(id: number) {
      const legacyId = await deps.settings.integer('legacy_subscription_id');
      await deps.db.transaction(async (tx) => {
        if (!(await repository.lockForDelete(tx, id))) throw new AppError('general.not_found');
        if (id === legacyId) throw new AppError('store.plan_is_legacy');
        const usage = await repository.usage(tx, id);
        if (usage.orders) throw new AppError('store.plan_has_orders');
        if (usage.subscribers) throw new AppError('store.plan_has_subscribers');
        await repository.deleteWithPrices(tx, id);
      });
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
