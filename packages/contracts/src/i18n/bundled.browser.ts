import { clientErrorMessages } from './en-client-errors';
import { messagesApartFromErrors } from './en-messages';
import type { PartialCatalogue } from './types';

/**
 * In a browser only English is bundled, and of its error messages only those the apps show without
 * an API reply (decision 0075; the API's replies carry their own message; the player app adds the
 * rest with `addMessages`). The apps call `loadMessages(locale)` when a language is chosen, so an
 * English reader downloads no Swedish (decision 0107).
 */
export const bundledCatalogues: { en: PartialCatalogue } & Partial<Record<'sv', PartialCatalogue>> = {
  en: { errors: clientErrorMessages, ...messagesApartFromErrors },
};
