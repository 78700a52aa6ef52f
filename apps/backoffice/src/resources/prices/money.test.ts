import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { catalogues, type UiLocale } from '../../i18n/messages';
import { MONEY, TOKENS, buildPricePayload, formatPrice, priceFormProblems, tokenAmountText } from './money';

/** The catalogue's amounts of in-game currency in a locale. */
function tokenAmounts(locale: UiLocale) {
  const i18n = polyglotI18nProvider(() => catalogues[locale] as unknown as TranslationMessages, locale);
  return tokenAmountText(i18n.translate, locale);
}

describe('formatPrice', () => {
  it('formats money from minor units in the locale', () => {
    expect(formatPrice({ price_type: MONEY, amount: 499, currency: 'EUR' }, 'en')).toBe('€4.99');
    expect(formatPrice({ price_type: MONEY, amount: 499, currency: 'eur' }, 'sv')).toBe('4,99\u00a0€');
    expect(formatPrice({ price_type: MONEY, amount: 1200, currency: 'JPY' }, 'en')).toBe('¥1,200');
  });

  it('formats tokens in the singular or plural of the amount', () => {
    const en = tokenAmounts('en');
    expect(formatPrice({ price_type: TOKENS, amount: 1500, token_type: 10 }, 'en', en)).toBe('1,500 coins');
    expect(formatPrice({ price_type: TOKENS, amount: 1, token_type: 10 }, 'en', en)).toBe('1 coin');
    expect(formatPrice({ price_type: TOKENS, amount: 1, token_type: 20 }, 'en', en)).toBe('1 diamond');
    expect(formatPrice({ price_type: TOKENS, amount: 5, token_type: 99 }, 'en', en)).toBe('5');
    expect(formatPrice({ price_type: TOKENS, amount: 5 }, 'en')).toBe('5');
    const sv = tokenAmounts('sv');
    expect(formatPrice({ price_type: TOKENS, amount: 1, token_type: 20 }, 'sv', sv)).toBe('1 diamant');
    expect(formatPrice({ price_type: TOKENS, amount: 1500, token_type: 20 }, 'sv', sv)).toBe('1\u00a0500 diamanter');
  });

  it('is undefined for incomplete prices', () => {
    expect(formatPrice({ price_type: MONEY, amount: 499 }, 'en')).toBeUndefined();
    expect(formatPrice({ price_type: MONEY, amount: 499, currency: 'EU' }, 'en')).toBeUndefined();
    expect(formatPrice({ price_type: TOKENS }, 'en')).toBeUndefined();
    expect(formatPrice({ price_type: 99, amount: 1 }, 'en')).toBeUndefined();
  });
});

describe('buildPricePayload', () => {
  it('sends money with an upper-case currency and no token type', () => {
    expect(
      buildPricePayload({ product_id: 3, price_type: MONEY, amount: '499', currency: ' sek ', token_type: 10 }),
    ).toEqual({ product_id: 3, price_type: MONEY, amount: 499, currency: 'SEK', token_type: null });
  });

  it('sends tokens with a token type and no currency', () => {
    expect(
      buildPricePayload({
        subscription_id: 2,
        price_type: TOKENS,
        amount: 300,
        currency: 'EUR',
        token_type: 20,
        active: false,
      }),
    ).toEqual({ subscription_id: 2, price_type: TOKENS, amount: 300, token_type: 20, currency: null, active: false });
  });
});

describe('priceFormProblems', () => {
  it('needs a positive whole amount', () => {
    expect(priceFormProblems({ price_type: TOKENS, amount: 0, token_type: 10 })).toEqual({
      amount: 'app.prices.amount_required',
    });
    expect(priceFormProblems({ price_type: TOKENS, amount: 1.5, token_type: 10 }).amount).toBe(
      'app.prices.amount_required',
    );
    expect(priceFormProblems({ price_type: TOKENS, amount: '', token_type: 10 }).amount).toBe(
      'app.prices.amount_required',
    );
  });

  it('needs a currency for money and a token type for tokens', () => {
    expect(priceFormProblems({ price_type: MONEY, amount: 100, currency: 'EURO' })).toEqual({
      currency: 'app.prices.currency_required',
    });
    expect(priceFormProblems({ price_type: TOKENS, amount: 100 })).toEqual({
      token_type: 'app.prices.token_type_required',
    });
    expect(priceFormProblems({ price_type: MONEY, amount: 100, currency: 'usd' })).toEqual({});
  });
});
