import { describe, expect, it } from 'vitest';
import { textsForTests } from '../../i18n/texts-for-tests';
import { planDays, planPriceText } from './plan-period';

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
  ] as const)('$lng, $days days: "$text"', ({ lng, days, text }) => {
    expect(planPriceText(textsForTests(lng), '€4.99', days)).toBe(text);
  });
});
