import { en } from './en';
import { sv } from './sv';
import type { PartialCatalogue } from './types';

/**
 * The catalogues `translate` has from the start. On the server (and in Node generally) that is every
 * language, complete; browsers resolve `#bundled-catalogues` to bundled.browser.ts, which has English
 * but for most error messages (decisions 0107 and 0075).
 */
export const bundledCatalogues: { en: PartialCatalogue } & Partial<Record<'sv', PartialCatalogue>> = { en, sv };
