import { ECONOMY_AMOUNT_MAX, enums, enumValues, GRANT_DAYS_MAX, isValidEconomyAmount, metaDays } from '@golf/contracts';
import type { MetaEntry } from '../../db/schema';
import type { MessageRef } from '../../errors/app-error';

/**
 * What a product grants is read from its meta (spec: products carry meta):
 * - token_amount (+ token_type, default 10 coins): a coin pack credits that many tokens per unit;
 * - map_pack_id: a map-pack product (category 10) grants that map pack's courses;
 * - feature_unlock (+ unlock_days, none = forever): unlocks a feature_type;
 * - external_url: an external offer (type 40 or category 20) links out and is never bought here.
 */
export const META = {
  tokenAmount: 'token_amount',
  tokenType: 'token_type',
  mapPackId: 'map_pack_id',
  featureUnlock: 'feature_unlock',
  unlockDays: 'unlock_days',
  externalUrl: 'external_url',
  durationDays: 'duration_days',
} as const;

/** Why a number of days cannot be saved (a whole number from 1 to GRANT_DAYS_MAX); undefined when it can. */
export function daysError(value: string | number, attribute: string): MessageRef | undefined {
  const text = String(value);
  if (!/^-?\d+$/.test(text)) return { key: 'validation.integer', params: { attribute } };
  const days = Number(text);
  if (days < 1 || days > GRANT_DAYS_MAX)
    return { key: 'validation.between.numeric', params: { attribute, min: 1, max: GRANT_DAYS_MAX } };
  return undefined;
}

export const metaValue = (meta: MetaEntry[], key: string): string | undefined =>
  meta.find((entry) => entry.meta_key === key)?.meta_value;

export function metaInt(meta: MetaEntry[], key: string): number | undefined {
  const value = metaValue(meta, key);
  if (value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

export interface ProductGrants {
  tokens: { tokenType: number; amount: number } | null;
  mapPackId: number | null;
  feature: { name: string; days: number | null } | null;
  externalUrl: string | null;
}

export function grantsOf(product: { type: number; category: number | null; meta: MetaEntry[] }): ProductGrants {
  const amount = metaInt(product.meta, META.tokenAmount);
  const feature = metaValue(product.meta, META.featureUnlock);
  return {
    tokens: amount ? { tokenType: metaInt(product.meta, META.tokenType) ?? enums.token_type.coins, amount } : null,
    mapPackId:
      product.category === enums.product_category.map_pack ? (metaInt(product.meta, META.mapPackId) ?? null) : null,
    feature: feature ? { name: feature, days: metaDays(product.meta, META.unlockDays) } : null,
    externalUrl: metaValue(product.meta, META.externalUrl) ?? null,
  };
}

export const isExternalOffer = (product: { type: number; category: number | null }) =>
  product.type === enums.product_type.external_offer || product.category === enums.product_category.external_offer;

/** Field errors for a product whose meta does not grant what its type and category promise. */
export function productMetaErrors(product: { type: number; category: number | null; meta: MetaEntry[] }) {
  const errors: Record<string, MessageRef[]> = {};
  const invalid = (attribute: string) => [{ key: 'validation.invalid', params: { attribute } }];
  const amount = metaValue(product.meta, META.tokenAmount);
  if (amount !== undefined && !(Number(amount) > 0 && Number.isInteger(Number(amount))))
    errors.meta = invalid('token_amount');
  else if (amount !== undefined && !isValidEconomyAmount(Number(amount)))
    errors.meta = [{ key: 'validation.max.numeric', params: { attribute: 'token_amount', max: ECONOMY_AMOUNT_MAX } }];
  const tokenType = metaValue(product.meta, META.tokenType);
  if (tokenType !== undefined && !(enumValues('token_type') as number[]).includes(Number(tokenType)))
    errors.meta = invalid('token_type');
  if (product.type === enums.product_type.in_game_currency && amount === undefined)
    errors.meta = [{ key: 'validation.required', params: { attribute: 'token_amount' } }];
  if (product.category === enums.product_category.map_pack && metaInt(product.meta, META.mapPackId) === undefined)
    errors.meta = [{ key: 'validation.required', params: { attribute: 'map_pack_id' } }];
  const feature = metaValue(product.meta, META.featureUnlock);
  if (feature !== undefined && !(enumValues('feature_type') as string[]).includes(feature))
    errors.meta = invalid('feature_unlock');
  const unlockDays = metaValue(product.meta, META.unlockDays);
  const unlockDaysError = unlockDays === undefined ? undefined : daysError(unlockDays, META.unlockDays);
  if (unlockDaysError) errors.meta = [unlockDaysError];
  // Only a map-pack product grants its pack (grantsOf): any other category would sell it and grant nothing.
  if (metaValue(product.meta, META.mapPackId) !== undefined && product.category !== enums.product_category.map_pack)
    errors.category = [{ key: 'validation.product_map_pack_category' }];
  if (isExternalOffer(product) && !/^https?:\/\//.test(metaValue(product.meta, META.externalUrl) ?? ''))
    errors.meta = [{ key: 'validation.url', params: { attribute: 'external_url' } }];
  // A key the grants read, given twice, is ambiguous: only the first would count.
  const readKeys: readonly string[] = Object.values(META);
  const given = product.meta.map((entry) => entry.meta_key).filter((key) => readKeys.includes(key));
  const repeated = given.find((key, i) => given.indexOf(key) !== i);
  if (repeated) errors.meta = [{ key: 'validation.distinct', params: { attribute: repeated } }];
  return errors;
}

/**
 * Field errors for a plan's meta (the plan editor), and for a user subscription's own meta (a staff
 * grant, which `planMeta` then names so a key the plan has is not given twice): feature_unlock
 * entries name features of the catalogue (they may repeat, one per feature); duration_days is a
 * whole number of days from 1 to GRANT_DAYS_MAX, given once.
 */
export function subscriptionMetaErrors(meta: MetaEntry[], planMeta: MetaEntry[] = []) {
  const errors: Record<string, MessageRef[]> = {};
  const features = enumValues('feature_type') as string[];
  if (meta.some((entry) => entry.meta_key === META.featureUnlock && !features.includes(entry.meta_value)))
    errors.meta = [{ key: 'validation.in', params: { attribute: META.featureUnlock } }];
  const durations = meta.filter((entry) => entry.meta_key === META.durationDays);
  const durationError = durations
    .map((entry) => daysError(entry.meta_value, META.durationDays))
    .find((error) => error !== undefined);
  if (durationError) errors.meta = [durationError];
  else if (durations.length > 1 || (durations.length && metaValue(planMeta, META.durationDays) !== undefined))
    errors.meta = [{ key: 'validation.distinct', params: { attribute: META.durationDays } }];
  return errors;
}
