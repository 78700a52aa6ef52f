import englishMessages from 'ra-language-english';
import { addMessages, defaultLocale, en as contractsEn } from '@golf/contracts';
import { messagesApartFromErrors } from '@golf/contracts/english-messages';
import { en } from './en';

// The shared catalogue's English beyond the client errors, for `translate` (browsers bundle only those,
// decision 0114); the back-office's own catalogue below holds all of it already.
addMessages(defaultLocale, messagesApartFromErrors);

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

/** The shared catalogue writes placeholders Laravel-style (`:seconds`); polyglot wants `%{seconds}`. */
export function toPolyglotPlaceholders(node: unknown): unknown {
  if (typeof node === 'string') return node.replace(/:([a-z][a-z0-9_]*)/gi, '%{$1}');
  if (!isTree(node)) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, toPolyglotPlaceholders(value)]));
}

/** English: react-admin's texts, the shared catalogue under `contracts`, then the back-office's own. */
export const englishCatalogue = mergeMessages(englishMessages, { contracts: toPolyglotPlaceholders(contractsEn) }, en);

/** Leaf keys of a catalogue as "a.b.c" paths. */
export function leafKeys(node: unknown, prefix = ''): string[] {
  if (!isTree(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}
