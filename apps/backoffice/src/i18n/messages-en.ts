import englishMessages from 'ra-language-english';
import { addMessages, defaultLocale, en as contractsEn } from '@golf/contracts';
import { en } from './en';

// The shared catalogue's English beyond the client errors, for `translate` (browsers bundle only those,
// decision 0114), which renders every `contracts.*` text here (withSharedCatalogue); the back-office
// bundles all of it already.
addMessages(defaultLocale, contractsEn);

// The locales, the helpers and the English catalogue, which the back-office bundles; Swedish is
// messages-sv.ts, a chunk loaded when it is chosen (decision 0107).

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'sv', name: 'Svenska' },
] as const;
export type UiLocale = (typeof LOCALES)[number]['locale'];
export const DEFAULT_LOCALE: UiLocale = 'en';

export function isUiLocale(value: unknown): value is UiLocale {
  return LOCALES.some((entry) => entry.locale === value);
}

export type Tree = { [key: string]: string | Tree };

function isTree(value: unknown): value is Tree {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** Deep merge, later sources win; the inputs are left untouched. */
export function mergeMessages(...sources: unknown[]): Tree {
  const out: Tree = {};
  for (const source of sources) {
    if (!isTree(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      const current = out[key];
      out[key] = isTree(value) ? mergeMessages(isTree(current) ? current : {}, value) : value;
    }
  }
  return out;
}

/**
 * English: react-admin's texts, the shared catalogue under `contracts`, then the back-office's own. The
 * shared texts stay as contracts writes them: contracts' `translate` renders them (withSharedCatalogue).
 */
export const englishCatalogue = mergeMessages(englishMessages, { contracts: contractsEn }, en);

/** Leaf keys of a catalogue as "a.b.c" paths. */
export function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isTree(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
