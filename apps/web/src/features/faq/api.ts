import type { PublicFaqEntry } from '@golf/contracts';
import { apiGet } from '../../lib/api';

/** The FAQ in the interface language (the API reads it from Accept-Language). */
export function fetchFaq(signal?: AbortSignal): Promise<PublicFaqEntry[]> {
  return apiGet<PublicFaqEntry[]>('/faq', { signal });
}
