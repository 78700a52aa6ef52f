import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  addMessages,
  defaultLocale,
  isLocale,
  loadMessages,
  localeFromLanguageTag,
  type Locale,
} from '@golf/contracts';
import type en from '../i18n/en.json';
import firstScreenTexts from 'virtual:texts/first-screens';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

/** localStorage key holding the user's chosen UI language. */
export const LOCALE_STORAGE_KEY = 'locale';

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined; // Storage can be disabled (privacy settings, sandboxed kiosk).
  }
}

/** Stored choice first, then the browser's language, then English. */
export function detectInitialLocale(): Locale {
  const stored = storage()?.getItem(LOCALE_STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.language : undefined;
  return localeFromLanguageTag(browser) ?? defaultLocale;
}

function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * English is in two parts (decision 0075): the texts of the first screens (sign-in, the dashboard, the
 * web layout, dialogs and toasts; listed in i18n/first-screens.json) are bundled, and every other
 * feature's are one chunk, which the other routes' lazy loaders wait for (`withFeatureTexts`), so no
 * screen shows a key in place of its text.
 */
let featureTexts: Promise<void> | undefined;

/** Loads the English texts beyond the first screens' once; a failed load is tried again next time. */
export function loadFeatureTexts(): Promise<void> {
  // The shared catalogue's other English texts come too (error messages, validation, field names,
  // enumeration labels, notifications): feature screens show them; the first screens do not (0114).
  featureTexts ??= Promise.all([
    import('virtual:texts/features'),
    import('@golf/contracts/english-error-messages'),
    import('@golf/contracts/english-messages'),
  ]).then(
    ([{ default: texts }, { errorMessages }, { messagesApartFromErrors }]) => {
      // The shared texts first: adding the bundle re-renders the screens on show (bindI18nStore).
      addMessages(defaultLocale, { errors: errorMessages, ...messagesApartFromErrors });
      i18n.addResourceBundle(defaultLocale, 'translation', texts, true, false);
    },
    (error: unknown) => {
      featureTexts = undefined;
      throw error;
    },
  );
  return featureTexts;
}

/** A route's lazy loader that resolves once the feature texts are there too. */
export function withFeatureTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadFeatureTexts()]).then(([loaded]) => loaded);
}

/**
 * Catalogues other than English (the fallback, always bundled) are chunks of their own, loaded when
 * their language is chosen: a player who reads English downloads no Swedish.
 */
const catalogueLoaders: Partial<Record<Locale, () => Promise<{ default: Partial<typeof en> }>>> = {
  sv: () => import('../i18n/sv.json'),
};

/**
 * Loads the locale's catalogue into i18next if it is not there yet, and the shared catalogue's
 * messages in that language (error texts, enumeration labels, validation), which browsers also
 * load on demand (decision 0107).
 */
export async function loadCatalogue(locale: Locale): Promise<void> {
  const load = catalogueLoaders[locale];
  const own = async () => {
    if (!load || i18n.hasResourceBundle(locale, 'translation')) return;
    const { default: catalogue } = await load();
    i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
  };
  await Promise.all([own(), loadMessages(locale)]);
}

const initialLocale = detectInitialLocale();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: firstScreenTexts } },
  // Partly bundled: addResourceBundle brings the other languages in as they are chosen.
  partialBundledLanguages: true,
  lng: initialLocale,
  fallbackLng: defaultLocale,
  supportedLngs: ['en', 'sv'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false }, // React escapes.
  returnNull: false,
  initAsync: false, // Resources are bundled: initialise synchronously so the first render has text.
  // A screen drawn before the feature texts arrived (the dashboard's download card) shows them when they do.
  react: { bindI18nStore: 'added' },
});

// "{{token, lower}}": a currency's name inside a Swedish sentence is lower case ("50 mynt"), while the
// name alone, as a heading or a label, keeps the catalogue's capital.
i18n.services.formatter?.add('lower', (value: unknown, lng?: string) => String(value).toLocaleLowerCase(lng));

setDocumentLanguage(currentLocale());
i18n.on('languageChanged', setDocumentLanguage);

/**
 * Resolves once the first screen's language is loaded (at once for English). main.tsx renders after
 * it, so a Swedish first screen never shows English first; a catalogue that cannot be loaded leaves
 * the English fallback.
 */
export const i18nReady: Promise<void> = loadCatalogue(initialLocale).then(
  () => i18n.changeLanguage(initialLocale).then(() => undefined),
  (error: unknown) => console.warn('language catalogue unavailable', error),
);

/** The UI locale right now (outside React; inside React use useLocale()). */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(language) ? language : defaultLocale;
}

/** Switches the UI language, remembers the choice and updates <html lang>. */
export async function setLocale(locale: Locale): Promise<void> {
  storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  await loadCatalogue(locale);
  await i18n.changeLanguage(locale);
  setDocumentLanguage(locale);
}

/** The current UI locale; re-renders the caller when the language changes. */
export function useLocale(): Locale {
  const { i18n: instance } = useTranslation();
  const language = instance.resolvedLanguage ?? instance.language;
  return isLocale(language) ? language : defaultLocale;
}

export { i18n };
