import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { planDays, planPriceText } from './plan-period';

const i18n = createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: en }, sv: { translation: sv } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

describe("a plan's price with its period", () => {
  it('reads the days one purchase lasts from duration_days; none is a plan without end', () => {
    expect(
      planDays([
        { meta_key: 'feature_unlock', meta_value: 'offline' },
        { meta_key: 'duration_days', meta_value: '30' },
      ]),
    ).toBe(30);
    expect(planDays([{ meta_key: 'feature_unlock', meta_value: 'offline' }])).toBeNull();
    // The server does not sell a plan whose days it cannot read (4008): no period is promised.
    expect(planDays([{ meta_key: 'duration_days', meta_value: 'monthly' }])).toBeNull();
  });

  it.each([
    { lng: 'en', days: 30, text: '€4.99 for 30 days' },
    { lng: 'en', days: 1, text: '€4.99 for 1 day' },
    { lng: 'en', days: null, text: '€4.99, does not expire' },
    { lng: 'sv', days: 30, text: '€4.99 för 30 dagar' },
    { lng: 'sv', days: 1, text: '€4.99 för 1 dag' },
    { lng: 'sv', days: null, text: '€4.99, förfaller inte' },
  ])('$lng, $days days: "$text"', ({ lng, days, text }) => {
    expect(planPriceText(i18n.getFixedT(lng), '€4.99', days)).toBe(text);
  });
});
