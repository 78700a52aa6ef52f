import { describe, expect, it } from 'vitest';
import { canChangePlans, featuresOf, otherMeta, planKind, planMeta, planPayload } from './plans';

const meta = [
  { meta_key: 'feature_unlock', meta_value: 'advanced_stats' },
  { meta_key: 'duration_days', meta_value: '30' },
  { meta_key: 'feature_unlock', meta_value: 'multiplayer' },
  { meta_key: 'feature_unlock', meta_value: 'advanced_stats' },
];

describe('subscription plans', () => {
  it('splits the feature list from the other meta', () => {
    expect(featuresOf(meta)).toEqual(['advanced_stats', 'multiplayer']);
    expect(otherMeta(meta)).toEqual([{ meta_key: 'duration_days', meta_value: '30' }]);
  });

  it('saves one feature_unlock entry per feature, then the rest, dropping blank keys', () => {
    expect(
      planMeta(
        ['tournaments', 'offline', 'tournaments'],
        [
          { meta_key: 'duration_days', meta_value: '365' },
          { meta_key: 'feature_unlock', meta_value: 'stale' },
          { meta_key: '  ', meta_value: 'x' },
        ],
      ),
    ).toEqual([
      { meta_key: 'feature_unlock', meta_value: 'tournaments' },
      { meta_key: 'feature_unlock', meta_value: 'offline' },
      { meta_key: 'duration_days', meta_value: '365' },
    ]);
  });

  it('builds the plan request', () => {
    expect(
      planPayload({ name: ' Pro ', description: '  ', order_column: 2, features: ['all_courses'], meta: [] }),
    ).toEqual({
      name: 'Pro',
      description: null,
      order_column: 2,
      meta: [{ meta_key: 'feature_unlock', meta_value: 'all_courses' }],
    });
  });

  it('calls a plan without prices the base plan', () => {
    expect(planKind({ prices: [] })).toBe('base');
    expect(planKind({})).toBe('base');
    expect(planKind({ prices: [{}] })).toBe('paid');
  });

  it('lets only manage-products add, change and delete plans', () => {
    const ability = (name: string) => ({ name, entity_id: null, entity_type: null });
    expect(canChangePlans([ability('access-backoffice')])).toBe(false);
    expect(canChangePlans(undefined)).toBe(false);
    expect(canChangePlans([ability('access-backoffice'), ability('manage-products')])).toBe(true);
  });
});
