import type { TFunction } from 'i18next';
import { metaDays, type MetaEntry } from '@golf/contracts';

/** The plan meta key holding how many days one purchase lasts (none: the plan does not end). */
export const DURATION_DAYS_META = 'duration_days';

/** The days one purchase of a plan lasts (its duration_days), or null for a plan without end. */
export function planDays(meta: readonly Pick<MetaEntry, 'meta_key' | 'meta_value'>[]): number | null {
  return metaDays(meta, DURATION_DAYS_META);
}

/**
 * A plan's price with what it buys: "€4.99 for 30 days", or "€4.99, does not expire". A plan is bought
 * one period at a time and never renews on its own (decisions 0016 and 0126), so never "per month".
 */
export function planPriceText(t: TFunction, formattedPrice: string, days: number | null): string {
  return days === null
    ? t('subscriptions.priceNoEnd', { price: formattedPrice })
    : t('subscriptions.price', { price: formattedPrice, count: days });
}
