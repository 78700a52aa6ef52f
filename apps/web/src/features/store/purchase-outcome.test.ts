import { describe, expect, it } from 'vitest';
import { textsForTests } from '../../i18n/texts-for-tests';
import { enums, type OrderItem } from '@golf/contracts';
import { nextStepFor, orderItemName, receivedFrom, type Received } from './purchase-outcome';

const t = textsForTests();

const item = (overrides: Partial<OrderItem> = {}): OrderItem => ({
  id: 1,
  price_id: 1,
  product_id: 10,
  subscription_id: null,
  name: '500 Coins',
  quantity: 1,
  unit_amount: 499,
  plan_days: null,
  ...overrides,
});
const meta = (entries: Record<string, string>) =>
  Object.entries(entries).map(([meta_key, meta_value]) => ({ meta_key, meta_value }));
const plan = item({ product_id: null, subscription_id: 2, name: 'Premium', plan_days: 30 });

describe('what a completed order gave', () => {
  it.each<{ case: string; item: OrderItem; product?: Parameters<typeof receivedFrom>[1]; received: Received[] }>([
    {
      case: 'a plan, with the days the order bought, needs no product',
      item: plan,
      received: [{ kind: 'plan', planId: 2, name: 'Premium', days: 30 }],
    },
    {
      case: 'a coin pack credits its token_amount per unit',
      item: item({ quantity: 3 }),
      product: { category: null, meta: meta({ token_amount: '500' }) },
      received: [{ kind: 'tokens', tokenType: enums.token_type.coins, amount: 1500 }],
    },
    {
      case: 'diamonds are named by token_type',
      item: item(),
      product: { category: null, meta: meta({ token_amount: '5', token_type: String(enums.token_type.diamonds) }) },
      received: [{ kind: 'tokens', tokenType: enums.token_type.diamonds, amount: 5 }],
    },
    {
      case: "a map pack gives its courses, under the order's name",
      item: item({ name: 'Championship Pack' }),
      product: { category: enums.product_category.map_pack, meta: meta({ map_pack_id: '4' }) },
      received: [{ kind: 'courses', name: 'Championship Pack' }],
    },
    {
      case: 'a product may give coins and unlock a feature',
      item: item(),
      product: { category: null, meta: meta({ token_amount: '100', feature_unlock: 'advanced_stats' }) },
      received: [
        { kind: 'tokens', tokenType: enums.token_type.coins, amount: 100 },
        { kind: 'feature', feature: 'advanced_stats' },
      ],
    },
    {
      case: 'a product without grants is just the item',
      item: item({ name: 'Poster' }),
      product: { category: null, meta: [] },
      received: [{ kind: 'item', name: 'Poster' }],
    },
    { case: 'a product not loaded yet says nothing', item: item(), received: [] },
  ])('$case', ({ item: bought, product, received }) => {
    expect(receivedFrom(bought, product)).toEqual(received);
  });

  it('offers the next step for what came first: the plan, the wallet, the courses, the unlocks; nothing for an item', () => {
    expect(nextStepFor([{ kind: 'plan', planId: 2, name: 'Premium', days: 30 }])).toEqual({
      path: 'subscriptions',
      label: 'plan',
    });
    expect(nextStepFor([{ kind: 'tokens', tokenType: 10, amount: 500 }])).toEqual({
      path: 'profile/economy',
      label: 'wallet',
    });
    expect(nextStepFor([{ kind: 'courses', name: 'Pack' }])).toEqual({ path: 'courses', label: 'courses' });
    expect(nextStepFor([{ kind: 'feature', feature: 'offline' }])).toEqual({ path: 'subscriptions', label: 'unlocks' });
    expect(nextStepFor([{ kind: 'item', name: 'Poster' }])).toBeNull();
    expect(nextStepFor([])).toBeNull();
  });

  it('names a plan item with the days its order bought; a product or a plan without end by its name', () => {
    expect(orderItemName(t, plan)).toBe('Premium (30 days)');
    expect(orderItemName(t, { ...plan, plan_days: 1 })).toBe('Premium (1 day)');
    expect(orderItemName(t, { ...plan, plan_days: null })).toBe('Premium');
    expect(orderItemName(t, item())).toBe('500 Coins');
  });
});
