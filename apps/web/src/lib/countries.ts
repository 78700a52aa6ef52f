import { COUNTRY_CODES, type Locale } from '@golf/contracts';

/** ISO 3166-1 alpha-2 codes: the list the server validates against (packages/contracts). */
export const countryCodes: readonly string[] = COUNTRY_CODES;

export interface CountryOption {
  value: string;
  label: string;
}

/**
 * Countries with their names in the UI language (the browser's Intl data, so no catalogue of
 * names is shipped), sorted by name. A code Intl cannot name keeps the code as its label.
 */
export function countryOptions(locale: Locale): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return countryCodes
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
