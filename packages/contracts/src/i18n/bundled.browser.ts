import type { PartialCatalogue } from './types';

/**
 * In a browser only English is bundled: the apps call `loadMessages(locale)` when a language is
 * chosen, so an English reader downloads no Swedish (decision 0107).
 */
export const bundledCatalogues: Partial<Record<'sv', PartialCatalogue>> = {};
