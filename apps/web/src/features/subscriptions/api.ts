import { apiGet, apiList } from '../../lib/api';
import type { MetaEntry, OpenCheckout, Price } from '../store/api';

/** A subscription plan (GET /subscriptions). The base plan has no prices. */
export interface Plan {
  id: number;
  name: string;
  description: string | null;
  meta: MetaEntry[];
  /** The features it unlocks (its feature_unlock meta). */
  features: string[];
  order_column: number;
  prices: Price[];
  is_base: boolean;
  /** The plan that marks a legacy user. */
  is_legacy: boolean;
  /** The caller's unpaid checkout of this plan: resume or cancel it (buying it again is refused meanwhile). */
  open_checkout: OpenCheckout | null;
}

/** One of the user's live subscriptions (GET /users/me/subscriptions). */
export interface UserSubscription {
  /** The plan id. */
  id: number;
  user_subscription_id: number;
  name: string;
  prices: Price[];
  meta: MetaEntry[];
  starts_at: string;
  expires_at: string | null;
}

/** A feature unlock that has not expired; expires_at null = for good. */
export interface FeatureUnlock {
  name: string;
  expires_at: string | null;
}

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'mine'] as const,
  unlocks: ['subscriptions', 'feature-unlocks'] as const,
};

/** Every plan: there are few, one page of the largest size. */
export async function fetchPlans(signal?: AbortSignal): Promise<Plan[]> {
  const page = await apiList<Plan>('/subscriptions', { query: { per_page: 100, sort: 'order_column' }, signal });
  return page.data;
}

export function fetchMySubscriptions(signal?: AbortSignal): Promise<UserSubscription[]> {
  return apiGet<UserSubscription[]>('/users/me/subscriptions', { signal });
}

export function fetchMyFeatureUnlocks(signal?: AbortSignal): Promise<FeatureUnlock[]> {
  return apiGet<FeatureUnlock[]>('/users/me/feature-unlocks', { signal });
}
