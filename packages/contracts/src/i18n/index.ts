import { bundledCatalogues } from '#bundled-catalogues';
import { memberOf } from '../enums';
import { formatMessage, placeholdersOf, pluralCategory, pluralsOf, unreadConstructsOf } from './format';

export { formatMessage, placeholdersOf, pluralCategory, pluralsOf, unreadConstructsOf };
export type { PluralCategory } from './format';
export { en } from './en';
export { sv } from './sv';
export type { Catalogue, PartialCatalogue } from './types';

export const locales = ['en', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Nested catalogue → flat "section.key" map. Keys inside a section may themselves contain dots. */
function flatten(node: object, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (value && typeof value === 'object') flatten(value, path, out);
  }
  return out;
}

type Translate = (locale: Locale, key: string, params?: Record<string, string | number>) => string;
type FlatCatalogues = { en: Map<string, string> } & Partial<Record<Locale, Map<string, string>>>;

const flattenAll = (catalogues: Record<Locale, object>): FlatCatalogues => ({
  en: flatten(catalogues.en),
  sv: flatten(catalogues.sv),
});

/**
 * A locale's catalogue may be partial: a missing key falls back to English, and a key missing everywhere comes
 * back as itself so it is visible. Plurals follow the rules of the language the text is written in.
 */
const translateIn =
  (flat: FlatCatalogues): Translate =>
  (locale, key, params) => {
    const own = flat[locale]?.get(key);
    return own === undefined
      ? formatMessage(flat.en.get(key) ?? key, params, 'en')
      : formatMessage(own, params, locale);
  };

/** `translate` over other catalogues (tests of the fallback, now that Swedish is complete). */
export const translatorFor = (catalogues: Record<Locale, object>): Translate => translateIn(flattenAll(catalogues));

const flat: FlatCatalogues = { en: flatten(bundledCatalogues.en) };
for (const [locale, catalogue] of Object.entries(bundledCatalogues)) flat[locale as Locale] = flatten(catalogue);

/** Where a language's messages come from when they are not bundled (browsers: a chunk of its own). */
const messageLoaders: Record<Exclude<Locale, 'en'>, () => Promise<object>> = {
  sv: () => import('./sv').then((module) => module.sv),
};

/**
 * Makes a locale's messages available to `translate`. They are there from the start in Node; a
 * browser loads them here (the apps call it before showing a screen in that language). Until then
 * `translate` answers in English.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (locale === 'en' || flat[locale]) return;
  const catalogue = await messageLoaders[locale]();
  flat[locale] ??= flatten(catalogue);
}

/**
 * Adds messages to what `translate` has for a locale. Browsers bundle only the error messages the
 * apps show themselves (bundled.browser.ts); the apps add the rest of English from
 * `@golf/contracts/english-error-messages` and `@golf/contracts/english-messages` (decisions 0075, 0114).
 */
export function addMessages(locale: Locale, catalogue: object): void {
  flat[locale] = flatten(catalogue, '', flat[locale]);
}

/** True when the locale's own catalogue has the key (no fallback). */
export function hasTranslation(locale: Locale, key: string): boolean {
  return flat[locale]?.has(key) ?? false;
}

/** The text for a key in a locale, with placeholders filled (see translateIn for the fallback). */
export const translate: Translate = translateIn(flat);

const amountFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A whole amount of a token as a sentence shows it, grouped the reader's way and in the amount's plural form
 * (decision 0127): "1 Coin", "1,250 Coins", "1 250 mynt". `token` is a token_type value (10) or member ("coins");
 * one the catalogue lacks gives the grouped amount alone.
 */
export function formatTokenAmount(locale: Locale, token: number | string, amount: number): string {
  let format = amountFormats.get(locale);
  if (!format) amountFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  const grouped = format.format(amount);
  const key = `token_amounts.${typeof token === 'number' ? (memberOf('token_type', token) ?? '') : token}`;
  // A grouped "1,250" reads as the plural's `other`, as 1250 would; "1" still reads as `one`.
  return hasTranslation('en', key) ? translate(locale, key, { amount: grouped }) : grouped;
}

/**
 * The :attribute in the caller's language. Messages carry the field's English name: the field's
 * name with underscores as spaces ("date of birth"), or a name a service chose ("display name", "map_pack_id" for a
 * meta key). The catalogue's `attributes` section names the field in each language; a field it
 * lacks keeps that name (for a schema field: its field name with underscores as spaces).
 */
export function localizedAttribute(locale: Locale, attribute: string): string {
  const field = attribute
    .trim()
    .toLowerCase()
    .replace(/[\s.]+/g, '_');
  const key = `attributes.${field}`;
  return hasTranslation('en', key) ? translate(locale, key) : attribute;
}

/** The supported locale a language tag names by its language subtag ("sv-SE", "SV" → "sv"), if any. */
export function localeFromLanguageTag(tag: string | undefined | null): Locale | undefined {
  const language = tag?.trim().toLowerCase().split('-')[0];
  return isLocale(language) ? language : undefined;
}

/**
 * Picks the first supported locale from an Accept-Language header ("sv-SE,sv;q=0.9,en;q=0.8"),
 * honouring q-values. Region subtags match their language.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { locale: localeFromLanguageTag(tag), weight: Number.isNaN(weight) ? 0 : weight, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.find((entry) => entry.locale !== undefined)?.locale;
}
