import { sv } from './sv';
import type { PartialCatalogue } from './types';

/**
 * The catalogues other than English that `translate` has from the start. On the server (and in
 * Node generally) that is every language; browsers resolve `#bundled-catalogues` to
 * bundled.browser.ts and load a language when it is chosen (decision 0107).
 */
export const bundledCatalogues: Partial<Record<'sv', PartialCatalogue>> = { sv };
