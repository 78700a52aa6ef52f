import polyglotI18nProvider from 'ra-i18n-polyglot';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, catalogues, isUiLocale } from './messages';

export { LOCALES, DEFAULT_LOCALE, isUiLocale, type UiLocale } from './messages';

const browserLocale = resolveBrowserLocale(DEFAULT_LOCALE);

/**
 * react-admin's i18n provider. The chosen locale is kept in react-admin's store, which overrides
 * this initial (browser) locale on the next visit.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => catalogues[isUiLocale(locale) ? locale : DEFAULT_LOCALE] as unknown as TranslationMessages,
  isUiLocale(browserLocale) ? browserLocale : DEFAULT_LOCALE,
  [...LOCALES],
  { allowMissing: true },
);
