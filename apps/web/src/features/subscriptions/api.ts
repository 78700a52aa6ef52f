import type { FeatureUnlock, PlayerSubscriptionPlan, UserSubscription } from '@golf/contracts';
import { apiGet, apiList } from '../../lib/api';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: ['subscriptions', 'plans'] as const,
  mine: ['subscriptions', 'mine'] as const,
  unlocks: ['subscriptions', 'feature-unlocks'] as const,
};

/** Every plan: there are few, one page of the largest size. */
export async function fetchPlans(signal?: AbortSignal): Promise<PlayerSubscriptionPlan[]> {
  const page = await apiList<PlayerSubscriptionPlan>('/subscriptions', {
    query: { per_page: 100, sort: 'order_column' },
    signal,
  });
  return page.data;
}

export function fetchMySubscriptions(signal?: AbortSignal): Promise<UserSubscription[]> {
  return apiGet<UserSubscription[]>('/users/me/subscriptions', { signal });
}

export function fetchMyFeatureUnlocks(signal?: AbortSignal): Promise<FeatureUnlock[]> {
  return apiGet<FeatureUnlock[]>('/users/me/feature-unlocks', { signal });
}
