import type { TFunction } from 'i18next';
import { enums, type OrderItem, type Product } from '@golf/contracts';
import { viewPaths } from '../../app/view-ids';
import { featureGrantOf, tokenGrantOf } from './product';

/**
 * What one item of a completed order gave the buyer, as the end of a checkout tells it: a plan, coins
 * (or diamonds), a map pack's courses, a feature unlock, or nothing it can name (a product without grants).
 */
export type Received =
  | { kind: 'plan'; planId: number; name: string; days: number | null }
  | { kind: 'tokens'; tokenType: number; amount: number }
  | { kind: 'courses'; name: string }
  | { kind: 'feature'; feature: string }
  | { kind: 'item'; name: string };

type ItemFields = Pick<OrderItem, 'subscription_id' | 'name' | 'quantity' | 'plan_days'>;
type ProductFields = Pick<Product, 'category' | 'meta'>;

/**
 * What an order item gave, from the product's meta as the server grants it (store/product-grants.ts):
 * token_amount per unit, a map pack's courses, a feature_unlock. A plan item needs no product; a
 * product item whose product is not known yet gives an empty list.
 */
export function receivedFrom(item: ItemFields, product: ProductFields | undefined): Received[] {
  if (item.subscription_id !== null)
    return [{ kind: 'plan', planId: item.subscription_id, name: item.name, days: item.plan_days }];
  if (!product) return [];
  const received: Received[] = [];
  const tokens = tokenGrantOf(product);
  if (tokens) received.push({ kind: 'tokens', tokenType: tokens.tokenType, amount: tokens.amount * item.quantity });
  if (product.category === enums.product_category.map_pack) received.push({ kind: 'courses', name: item.name });
  const feature = featureGrantOf(product);
  if (feature) received.push({ kind: 'feature', feature: feature.feature });
  return received.length ? received : [{ kind: 'item', name: item.name }];
}

/** Where the buyer goes next to use what they received: a view, and within the profile a section. */
export interface NextStep {
  /** Relative to the environment's prefix, as pathFor takes it. */
  path: string;
  /** The i18n key of the button, under store.outcome.next. */
  label: 'plan' | 'wallet' | 'courses' | 'unlocks';
}

/**
 * The one next step the end screen offers beside "Back to the store", for what was received first:
 * a plan or an unlock to the Subscriptions view (the player's plans, their features and unlocks),
 * coins to the profile's wallets, a map pack to the courses. Nothing for a plain item.
 */
export function nextStepFor(received: readonly Received[]): NextStep | null {
  const first = received[0];
  switch (first?.kind) {
    case 'plan':
      return { path: viewPaths.subscriptions, label: 'plan' };
    case 'feature':
      return { path: viewPaths.subscriptions, label: 'unlocks' };
    case 'tokens':
      return { path: `${viewPaths.profile}/economy`, label: 'wallet' };
    case 'courses':
      return { path: viewPaths.courses, label: 'courses' };
    default:
      return null;
  }
}

/** An order item's name as receipts show it: a plan's with the days the order bought ("Premium (30 days)"). */
export function orderItemName(t: TFunction, item: Pick<OrderItem, 'name' | 'subscription_id' | 'plan_days'>): string {
  return item.subscription_id !== null && item.plan_days !== null
    ? t('store.planItem', { name: item.name, count: item.plan_days })
    : item.name;
}
