import type { I18nProvider } from 'react-admin';
import { hasTranslation, isLocale, translate } from '@golf/contracts';

/** Where the shared catalogue of @golf/contracts sits in the back-office's keys. */
export const SHARED_PREFIX = 'contracts.';

function paramsOf(options: unknown): Record<string, string | number> {
  if (!options || typeof options !== 'object') return {};
  return Object.fromEntries(
    Object.entries(options).filter((entry): entry is [string, string | number] =>
      ['string', 'number'].includes(typeof entry[1]),
    ),
  );
}

/**
 * The shared catalogue's texts are written with `:name` placeholders, plurals and formats (decision 0119), which
 * polyglot does not read: its `contracts.*` keys are answered by contracts' own `translate`, the code the server
 * and the player app render them with. Other keys, and a `contracts.*` key the catalogue lacks, stay polyglot's.
 */
export function withSharedCatalogue(provider: I18nProvider): I18nProvider {
  return {
    ...provider,
    translate: (key, options) => {
      const shared = key.startsWith(SHARED_PREFIX) ? key.slice(SHARED_PREFIX.length) : undefined;
      const locale = provider.getLocale();
      return shared !== undefined && hasTranslation('en', shared) && isLocale(locale)
        ? translate(locale, shared, paramsOf(options))
        : provider.translate(key, options);
    },
  };
}
