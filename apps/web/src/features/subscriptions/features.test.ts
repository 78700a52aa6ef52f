import { describe, expect, it } from 'vitest';
import { accessibleFeatures, daysLeft, featuresOf, isUnlockActive, listedPlans } from './features';

const now = Date.parse('2025-06-01T12:00:00Z');
const meta = (pairs: [string, string][]) => pairs.map(([meta_key, meta_value]) => ({ meta_key, meta_value }));

describe('subscription features', () => {
  it('lists the feature_unlock meta values once each', () => {
    expect(
      featuresOf(
        meta([
          ['feature_unlock', 'offline'],
          ['duration_days', '30'],
          ['feature_unlock', 'multiplayer'],
          ['feature_unlock', 'offline'],
          ['feature_unlock', ' '],
        ]),
      ),
    ).toEqual(['offline', 'multiplayer']);
  });

  it('counts an unlock until its expiry, and for good without one', () => {
    expect(isUnlockActive({ expires_at: null }, now)).toBe(true);
    expect(isUnlockActive({ expires_at: '2025-06-02T00:00:00Z' }, now)).toBe(true);
    expect(isUnlockActive({ expires_at: '2025-06-01T12:00:00Z' }, now)).toBe(false);
    expect(isUnlockActive({ expires_at: 'never' }, now)).toBe(false);
  });

  it('counts the days left, rounded up', () => {
    expect(daysLeft({ expires_at: null }, now)).toBeNull();
    expect(daysLeft({ expires_at: '2025-06-01T13:00:00Z' }, now)).toBe(1);
    expect(daysLeft({ expires_at: '2025-06-11T12:00:00Z' }, now)).toBe(10);
    expect(daysLeft({ expires_at: '2025-05-01T12:00:00Z' }, now)).toBe(0);
  });

  it('gives access from subscription meta or an unlock that has not expired', () => {
    const subscriptions = [{ meta: meta([['feature_unlock', 'tournaments']]) }];
    const unlocks = [
      { name: 'advanced_stats', expires_at: '2025-07-01T00:00:00Z' },
      { name: 'offline', expires_at: '2025-05-01T00:00:00Z' },
      { name: 'software_download', expires_at: null },
    ];
    expect(accessibleFeatures(subscriptions, unlocks, now)).toEqual([
      'advanced_stats',
      'software_download',
      'tournaments',
    ]);
    expect(accessibleFeatures([], [], now)).toEqual([]);
  });
});

describe('listedPlans', () => {
  const plans = [
    { id: 1, name: 'Free', is_legacy: false },
    { id: 2, name: 'Premium', is_legacy: false },
    { id: 7, name: 'Legacy', is_legacy: true },
  ];

  it('offers no player the legacy plan (QA: listed to everyone as a free plan)', () => {
    expect(listedPlans(plans, new Set()).map((plan) => plan.id)).toEqual([1, 2]);
    expect(listedPlans(plans, new Set([2])).map((plan) => plan.id)).toEqual([1, 2]);
  });

  it('still shows it to a legacy player, as their current plan', () => {
    expect(listedPlans(plans, new Set([7])).map((plan) => plan.id)).toEqual([1, 2, 7]);
  });
});
