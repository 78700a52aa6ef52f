import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { loadMessages } from '@golf/contracts';
import { DEFAULT_LOCALE, LOCALES, englishCatalogue, isUiLocale, type Tree, type UiLocale } from './messages-en';
import { withSharedCatalogue } from './shared-catalogue';

export { LOCALES, DEFAULT_LOCALE, isUiLocale, type UiLocale } from './messages-en';

/**
 * English is bundled; Swedish (the back-office's, react-admin's and the shared catalogue's) is a
 * chunk loaded when it is chosen (decision 0107).
 */
const loaded: Partial<Record<UiLocale, Tree>> = { en: englishCatalogue };

async function loadCatalogue(locale: UiLocale): Promise<Tree> {
  const known = loaded[locale];
  if (known) return known;
  const [{ swedishCatalogue }] = await Promise.all([import('./messages-sv'), loadMessages(locale)]);
  return (loaded[locale] = swedishCatalogue);
}

const browserLocale = resolveBrowserLocale(DEFAULT_LOCALE);
const initialLocale: UiLocale = isUiLocale(browserLocale) ? browserLocale : DEFAULT_LOCALE;
// react-admin needs the first locale's messages at once: a Swedish browser waits for them here. A
// catalogue that cannot be loaded leaves English.
const startLocale = await loadCatalogue(initialLocale).then(
  () => initialLocale,
  (error: unknown) => {
    console.warn('language catalogue unavailable', error);
    return DEFAULT_LOCALE;
  },
);

/**
 * react-admin's i18n provider. The chosen locale is kept in react-admin's store, which overrides
 * this initial (browser) locale on the next visit; react-admin waits for a catalogue that is a promise.
 * The shared catalogue's texts are rendered by contracts (withSharedCatalogue).
 */
export const i18nProvider = withSharedCatalogue(
  polyglotI18nProvider(
    (locale) => {
      const wanted = isUiLocale(locale) ? locale : DEFAULT_LOCALE;
      return (loaded[wanted] ?? loadCatalogue(wanted)) as TranslationMessages | Promise<TranslationMessages>;
    },
    startLocale,
    [...LOCALES],
    { allowMissing: true },
  ),
);
