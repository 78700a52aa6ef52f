import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyMinorDigits } from '@golf/contracts';
import { toLimitMinorUnits, totalInLimitCurrency } from './purchase-limit';

const rates = { USD: 0.92, JPY: 0.0061, KWD: 2.8, SEK: 0.087, TINY: 1e-7 };

describe('toLimitMinorUnits: examples', () => {
  const cases: {
    amount: number;
    from: string;
    to: string;
    rates: Record<string, number>;
    expected: number | undefined;
    why: string;
  }[] = [
    {
      amount: 500,
      from: 'USD',
      to: 'EUR',
      rates,
      expected: 460,
      why: '$5.00 at 0.92 is €4.60 exactly (no float drift)',
    },
    {
      amount: 1000,
      from: 'JPY',
      to: 'EUR',
      rates,
      expected: 610,
      why: 'JPY has no minor digits: ¥1000 is €6.10, not €10.00',
    },
    { amount: 1, from: 'JPY', to: 'EUR', rates, expected: 1, why: '¥1 is 0.61 cents, rounded up to a whole cent' },
    {
      amount: 1000,
      from: 'KWD',
      to: 'EUR',
      rates,
      expected: 280,
      why: 'KWD has three minor digits: 1.000 KWD is €2.80',
    },
    {
      amount: 100,
      from: 'EUR',
      to: 'JPY',
      rates: { EUR: 163.5 },
      expected: 164,
      why: 'into a currency without minor digits, rounded up',
    },
    {
      amount: 10,
      from: 'USD',
      to: 'EUR',
      rates: { USD: 0.3 },
      expected: 3,
      why: '10 × 0.3 is 3, though in floating point it is 3.0000000000000004',
    },
    { amount: 333, from: 'SEK', to: 'EUR', rates, expected: 29, why: '333 öre at 0.087 is 28.971 cents: 29' },
    {
      amount: 12_345,
      from: 'USD',
      to: 'EUR',
      rates: { USD: 1e-7 },
      expected: 1,
      why: 'a rate written with an exponent',
    },
    { amount: 0, from: 'USD', to: 'EUR', rates, expected: 0, why: 'nothing spent is nothing' },
    { amount: 499, from: 'EUR', to: 'EUR', rates: {}, expected: 499, why: 'the limit currency needs no rate' },
    {
      amount: 499,
      from: 'EUR',
      to: 'EUR',
      rates: { EUR: 2 },
      expected: 499,
      why: 'a rate for the limit currency itself is ignored',
    },
    { amount: 499, from: 'GBP', to: 'EUR', rates, expected: undefined, why: 'no rate: not converted' },
    {
      amount: 499,
      from: 'toString',
      to: 'EUR',
      rates,
      expected: undefined,
      why: 'only the object’s own entries are rates',
    },
  ];
  it.each(cases)('$why', ({ amount, from, to, rates: table, expected }) => {
    expect(toLimitMinorUnits(amount, from, to, table)).toBe(expected);
  });
});

describe('toLimitMinorUnits: properties', () => {
  const currencies = ['EUR', 'USD', 'SEK', 'JPY', 'KWD', 'GBP'];
  const currency = fc.constantFrom(...currencies);
  const amount = fc.integer({ min: 0, max: 2_147_483_647 });

  it('converting in the limit currency is the identity, whatever the rates', () => {
    fc.assert(
      fc.property(
        amount,
        currency,
        fc.dictionary(currency, fc.double({ min: 1e-6, max: 1e6, noNaN: true })),
        (a, c, r) => {
          expect(toLimitMinorUnits(a, c, c, r)).toBe(a);
        },
      ),
    );
  });

  it('rounding never undercounts, and rounds up by less than one minor unit', () => {
    // The rate k / 10^s, written as a decimal: the exact value is checked in integers.
    fc.assert(
      fc.property(
        amount,
        currency,
        currency,
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 12 }),
        (a, from, to, k, s) => {
          fc.pre(from !== to);
          const exactTimesDenominator = BigInt(a) * BigInt(k) * 10n ** BigInt(currencyMinorDigits(to));
          const denominator = 10n ** BigInt(s + currencyMinorDigits(from));
          fc.pre(exactTimesDenominator / denominator < BigInt(Number.MAX_SAFE_INTEGER));
          const converted = toLimitMinorUnits(a, from, to, { [from]: Number(`${k}e-${s}`) });
          expect(converted).toBeDefined();
          const counted = BigInt(converted!);
          expect(counted * denominator >= exactTimesDenominator).toBe(true);
          expect((counted - 1n) * denominator < exactTimesDenominator).toBe(true);
        },
      ),
    );
  });
});

describe('totalInLimitCurrency', () => {
  it('converts each currency’s total on its own and adds them up', () => {
    const totals = [
      { currency: 'EUR', total: 499 },
      { currency: 'USD', total: 500 },
      { currency: 'JPY', total: 1000 },
    ];
    expect(totalInLimitCurrency(totals, 'EUR', rates)).toEqual({ amount: 499 + 460 + 610 });
  });

  it('names the first currency without a rate, and counts nothing then', () => {
    const totals = [
      { currency: 'GBP', total: 100 },
      { currency: 'USD', total: 500 },
      { currency: 'CHF', total: 100 },
    ];
    expect(totalInLimitCurrency(totals, 'EUR', rates)).toEqual({ missing: 'GBP' });
    expect(totalInLimitCurrency([{ currency: null, total: 1 }], 'EUR', rates)).toEqual({ missing: 'none' });
  });

  it('is zero for no money spent', () => {
    expect(totalInLimitCurrency([], 'EUR', {})).toEqual({ amount: 0 });
  });
});
