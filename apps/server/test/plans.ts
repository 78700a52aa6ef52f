import type { TestApp } from './app';
import { createPlanWithPrice } from './economy';
import type { TestUser } from './users';

export const DAY_MS = 24 * 3600 * 1000;

/** What the subscription plan tests share, bound to one test app and its staff user. */
export function planHelpers(testApp: TestApp, admin: TestUser) {
  const { app } = testApp;
  let plans = 0;
  return {
    hasFeature: async (user: TestUser, feature: string) =>
      (await app.inject({ url: `/api/v1/users/me/features/${feature}`, headers: user.headers })).json().data
        .has_feature,

    /** A plan for money unlocking coin_wagering; `days` null: a plan that does not end (no duration_days). */
    async paidPlan(days: number | null = 30) {
      const name = `Pro ${(plans += 1)}`;
      const created = await createPlanWithPrice(testApp, admin, {
        name,
        meta: [
          { meta_key: 'feature_unlock', meta_value: 'coin_wagering' },
          ...(days === null ? [] : [{ meta_key: 'duration_days', meta_value: String(days) }]),
        ],
      });
      return { ...created, name };
    },

    /** Presses Pay on the test provider's checkout page. */
    pay: (checkoutUrl: string) => app.inject({ method: 'POST', url: `${new URL(checkoutUrl).pathname}/pay` }),
  };
}
