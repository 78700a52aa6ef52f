import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions } from './countries';

describe('countries', () => {
  it('lists every ISO 3166-1 alpha-2 code once', () => {
    expect(countryCodes).toHaveLength(249);
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    for (const code of countryCodes) expect(code).toMatch(/^[A-Z]{2}$/);
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
