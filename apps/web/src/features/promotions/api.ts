import type { Locale, Promotion } from '@golf/contracts';
import { apiGet } from '../../lib/api';

export const promotionKeys = {
  all: ['promotions'] as const,
  at: (position: number, locale: Locale) => ['promotions', position, locale] as const,
};

/** GET /promotions?position=…: public; the titles come in the request's language. */
export function fetchPromotions(position: number, signal?: AbortSignal): Promise<Promotion[]> {
  return apiGet<Promotion[]>('/promotions', { query: { position }, signal });
}
