import { clientErrorMessages } from './en-client-errors';
import { messagesApartFromErrors } from './en-messages';
import type { PartialCatalogue } from './types';

/**
 * In a browser only English is bundled, and of its error messages only those the apps show without
 * an API reply (decision 0075; the API's replies carry their own message): the apps call
 * `loadMessages(locale)` for the rest and when a language is chosen, so an English reader downloads
 * no Swedish (decision 0107).
 */
export const bundledCatalogues: { en: PartialCatalogue } & Partial<Record<'sv', PartialCatalogue>> = {
  en: { errors: clientErrorMessages, ...messagesApartFromErrors },
};

/** None whole: `loadMessages('en')` brings the other error messages. */
export const completeLocales: readonly ('en' | 'sv')[] = [];
