import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryOptions, isCountryCode } from './countries';
import { profileFieldsSchema } from './schemas/users';

describe('country codes', () => {
  it('lists every ISO 3166-1 alpha-2 code once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(['SE', 'GB', 'US', 'AX', 'AQ']));
  });

  it('knows assigned codes only, in upper case', () => {
    expect(isCountryCode('SE')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('UK')).toBe(false); // reserved, not assigned: the United Kingdom is GB
    expect(isCountryCode('se')).toBe(false);
  });
});

describe('profile country', () => {
  const country = (value: unknown) => profileFieldsSchema.safeParse({ country: value });

  it('accepts an assigned code in any case and stores it in upper case', () => {
    expect(country('se').data?.country).toBe('SE');
    expect(country(' gb ').data?.country).toBe('GB');
    expect(country(null).data?.country).toBeNull();
  });

  it('refuses a code that is not assigned, with the country message', () => {
    for (const value of ['XX', 'UK', 'SWE', 'S', '12']) {
      const result = country(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.country']);
    }
  });
});

describe('country options', () => {
  it('offers exactly the codes the server accepts, each once', () => {
    const offered = countryOptions('en').map((option) => option.value);
    expect([...offered].sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('names the countries in the UI language, sorted by name', () => {
    const en = countryOptions('en');
    const sv = countryOptions('sv');
    expect(en.find((option) => option.value === 'SE')?.label).toBe('Sweden');
    expect(sv.find((option) => option.value === 'SE')?.label).toBe('Sverige');
    const labels = en.map((option) => option.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('en').compare));
  });
});
