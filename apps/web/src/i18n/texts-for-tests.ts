import { createInstance, type TFunction } from 'i18next';
import type { Locale } from '@golf/contracts';
import en from './en.json';
import sv from './sv.json';

/**
 * The player app's whole catalogue in a synchronous i18next instance, for unit tests of functions that take `t`:
 * English and Swedish, English as fallback, and the app's `lower` formatter (lib/i18n.ts).
 */
export function textsForTests(lng: Locale = 'en'): TFunction {
  const i18n = createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: en }, sv: { translation: sv } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  i18n.services.formatter?.add('lower', (value: unknown, locale?: string) => String(value).toLocaleLowerCase(locale));
  return i18n.t;
}
