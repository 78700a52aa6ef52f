import type { FeatureUnlock, MetaEntry, PlayerSubscriptionPlan, UserSubscription } from '@golf/contracts';

/** The meta key whose values list the features a subscription unlocks. */
export const FEATURE_UNLOCK_META = 'feature_unlock';

/** The features a subscription's meta unlocks, each once, in meta order. */
export function featuresOf(meta: readonly MetaEntry[]): string[] {
  const names = meta.filter((entry) => entry.meta_key === FEATURE_UNLOCK_META).map((entry) => entry.meta_value.trim());
  return [...new Set(names.filter(Boolean))];
}

/** An unlock without an expiry lasts; one with an expiry in the past no longer counts. */
export function isUnlockActive(unlock: Pick<FeatureUnlock, 'expires_at'>, now: number = Date.now()): boolean {
  if (unlock.expires_at === null) return true;
  const at = Date.parse(unlock.expires_at);
  return Number.isNaN(at) ? false : at > now;
}

/** Whole days left until an unlock expires (rounded up), null for one that does not expire. */
export function daysLeft(unlock: Pick<FeatureUnlock, 'expires_at'>, now: number = Date.now()): number | null {
  if (unlock.expires_at === null) return null;
  const at = Date.parse(unlock.expires_at);
  if (Number.isNaN(at)) return 0;
  return Math.max(0, Math.ceil((at - now) / 86_400_000));
}

/**
 * The feature access rule (spec section 6), as far as the client can see it: a feature the
 * user's subscriptions list, or an unlock that has not expired. Sorted by name.
 */
export function accessibleFeatures(
  subscriptions: readonly Pick<UserSubscription, 'meta'>[],
  unlocks: readonly Pick<FeatureUnlock, 'name' | 'expires_at'>[],
  now: number = Date.now(),
): string[] {
  const names = new Set<string>();
  for (const subscription of subscriptions) for (const name of featuresOf(subscription.meta)) names.add(name);
  for (const unlock of unlocks) if (isUnlockActive(unlock, now)) names.add(unlock.name);
  return [...names].sort();
}

/**
 * The plans the page lists. The legacy plan (spec: plan 7 marks a player from before subscriptions) is
 * no offer: nobody can take it up, so it is listed only to a player who holds it, as their current plan.
 */
export function listedPlans<P extends Pick<PlayerSubscriptionPlan, 'id' | 'is_legacy'>>(
  plans: readonly P[],
  currentIds: ReadonlySet<number>,
): P[] {
  return plans.filter((plan) => !plan.is_legacy || currentIds.has(plan.id));
}
