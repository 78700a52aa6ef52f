import { en } from './en';
import { sv } from './sv';
import type { PartialCatalogue } from './types';

/**
 * The catalogues `translate` has from the start. On the server (and in Node generally) that is every
 * language, complete; browsers resolve `#bundled-catalogues` to bundled.browser.ts, which has part of
 * English, and load the rest when asked (decisions 0107 and 0075).
 */
export const bundledCatalogues: { en: PartialCatalogue } & Partial<Record<'sv', PartialCatalogue>> = { en, sv };

/** The languages `bundledCatalogues` holds whole: `loadMessages` has nothing to bring for them. */
export const completeLocales: readonly ('en' | 'sv')[] = ['en', 'sv'];
