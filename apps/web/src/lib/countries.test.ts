import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '@golf/contracts';
import { countryCodes, countryOptions } from './countries';

describe('countries', () => {
  it('offers exactly the codes the server accepts, each once', () => {
    expect(countryCodes).toBe(COUNTRY_CODES);
    expect(countryCodes).toHaveLength(249);
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
