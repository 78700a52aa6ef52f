/**
 * Subscription plans and what a user may use: the plans (as players and staff read them, as staff
 * write them), a user's subscriptions and feature unlocks, and staff grants of both.
 */
import { z } from 'zod';
import { GRANT_DAYS_MAX } from '../economy';
import { enumValues } from '../enums';
import { recordIdBody } from './common';
import { metaEntrySchema, openCheckoutSchema, priceSchema } from './store';

export const subscriptionPlanSchema = z.object({
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
/** A plan as staff read it (GET /admin/subscriptions): every price, active or retired. */
export type SubscriptionPlan = z.output<typeof subscriptionPlanSchema>;

/** A plan as the signed-in player sees it (GET /subscriptions): with their own unpaid checkout of it. */
export const playerSubscriptionPlanSchema = subscriptionPlanSchema.extend({
  open_checkout: openCheckoutSchema
    .nullable()
    .describe(
      'The caller’s unpaid checkout of this plan, if any (the same shape as a product’s open_checkout): resume it (checkout_url) or cancel it (POST /users/me/orders/{order_id}/cancel). While it is open, buying the plan again is refused with 4010.',
    ),
});
export type PlayerSubscriptionPlan = z.output<typeof playerSubscriptionPlanSchema>;

const planFields = {
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
export const subscriptionPlanBodySchema = z.object(planFields);
export const subscriptionPlanPatchSchema = z.object(planFields).partial();
/** POST /admin/subscriptions. */
export type SubscriptionPlanRequest = z.input<typeof subscriptionPlanBodySchema>;
/** PUT and PATCH /admin/subscriptions/{id}. */
export type SubscriptionPlanPatchRequest = z.input<typeof subscriptionPlanPatchSchema>;

/** As the user's subscription keeps it: the plan's meta and the user's own, not checked again on the way out. */
const storedMetaSchema = z.object({ meta_key: z.string(), meta_value: z.string() });

export const userSubscriptionSchema = z.object({
  id: z.number().int().describe('The plan id (7 marks a legacy user)'),
  user_subscription_id: z.number().int(),
  name: z.string(),
  prices: z.array(priceSchema),
  meta: z.array(storedMetaSchema).describe("The plan's meta followed by the user's own"),
  starts_at: z.string(),
  expires_at: z.string().nullable(),
});
/** One of the user's live subscriptions (GET /users/me/subscriptions). */
export type UserSubscription = z.output<typeof userSubscriptionSchema>;

export const featureTypeSchema = z
  .enum(enumValues('feature_type') as [string, ...string[]])
  .describe(
    'feature_type: advanced_stats, software_download, offline, multiplayer, coin_wagering, tournaments, course_purchase, all_courses',
  );

export const featureUnlockSchema = z.object({
  name: z.string().describe('feature_type'),
  expires_at: z.string().nullable().describe('null: does not expire'),
});
/** A feature unlock that has not expired, one per feature (GET /users/me/feature-unlocks). */
export type FeatureUnlock = z.output<typeof featureUnlockSchema>;

/** GET /users/me/features/{feature}. */
export const featureAccessSchema = z.object({ feature: z.string(), has_feature: z.boolean() });
export type FeatureAccess = z.output<typeof featureAccessSchema>;

export const adminFeatureUnlockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  expires_at: z.string().nullable(),
  entity_type: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type AdminFeatureUnlock = z.output<typeof adminFeatureUnlockSchema>;

/** POST /admin/users/{id}/feature-unlocks. */
export const featureUnlockBodySchema = z.object({
  feature: featureTypeSchema,
  expires_at: z.iso.datetime({ offset: true }).nullish(),
});
export type FeatureUnlockRequest = z.input<typeof featureUnlockBodySchema>;

/** POST /admin/users/{id}/subscriptions. */
export const userSubscriptionBodySchema = z.object({
  subscription_id: recordIdBody,
  expires_at: z.iso.datetime({ offset: true }).nullish(),
  meta: z.array(metaEntrySchema).max(50).optional(),
});
export type UserSubscriptionRequest = z.input<typeof userSubscriptionBodySchema>;
