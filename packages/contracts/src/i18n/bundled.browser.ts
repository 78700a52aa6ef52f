import { clientErrorMessages } from './en-client-errors';
import type { PartialCatalogue } from './types';

/**
 * In a browser only English is bundled, and of it only the error messages the apps show without an
 * API reply (decision 0075; the API's replies carry their own message). The apps add the rest with
 * `addMessages`: the player app with its feature screens, from `@golf/contracts/english-error-messages`
 * and `@golf/contracts/english-messages` (decision 0114); the back-office at start. They call
 * `loadMessages(locale)` when a language is chosen, so an English reader downloads no Swedish
 * (decision 0107).
 */
export const bundledCatalogues: { en: PartialCatalogue } & Partial<Record<'sv', PartialCatalogue>> = {
  en: { errors: clientErrorMessages },
};
