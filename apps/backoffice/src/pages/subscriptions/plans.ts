import { canAll, type Ability, type MetaEntry, type SubscriptionPlanPatchRequest } from '@golf/contracts';

/** Viewing plans needs only the back-office; adding, changing and deleting them manage-products (decision 0060). */
export const PLAN_CHANGE_PERMISSION = 'manage-products';

export const canChangePlans = (abilities: readonly Ability[] | undefined): boolean =>
  canAll(abilities ?? [], [PLAN_CHANGE_PERMISSION]);

/** The meta key whose values list the features a plan unlocks (economy API). */
export const FEATURE_UNLOCK_META = 'feature_unlock';

/** A plan's meta without its feature_unlock entries (those are edited as a feature list). */
export function otherMeta(meta: readonly MetaEntry[] | undefined): MetaEntry[] {
  return (meta ?? []).filter((entry) => entry.meta_key !== FEATURE_UNLOCK_META);
}

/** The features a plan's meta unlocks, each once, in the order given. */
export function featuresOf(meta: readonly MetaEntry[] | undefined): string[] {
  return [...new Set((meta ?? []).filter((entry) => entry.meta_key === FEATURE_UNLOCK_META).map((e) => e.meta_value))];
}

/** The meta a plan is saved with: one feature_unlock entry per feature, then the other entries. */
export function planMeta(features: readonly string[] | undefined, meta: readonly MetaEntry[] | undefined): MetaEntry[] {
  const unique = [...new Set(features ?? [])];
  return [
    ...unique.map((feature) => ({ meta_key: FEATURE_UNLOCK_META, meta_value: feature })),
    ...otherMeta(meta).filter((entry) => entry.meta_key?.trim()),
  ];
}

/** The body of POST/PATCH admin/subscriptions from the plan form. */
export function planPayload(form: {
  name?: string;
  description?: string | null;
  order_column?: number | null;
  features?: string[];
  meta?: MetaEntry[];
}): SubscriptionPlanPatchRequest {
  return {
    name: form.name?.trim(),
    description: form.description?.trim() || null,
    ...(typeof form.order_column === 'number' ? { order_column: form.order_column } : {}),
    meta: planMeta(form.features, form.meta),
  };
}

/** "base" (no prices), "paid" (has prices); the legacy plan is marked separately. */
export function planKind(plan: { prices?: unknown[] }): 'base' | 'paid' {
  return plan.prices && plan.prices.length > 0 ? 'paid' : 'base';
}
