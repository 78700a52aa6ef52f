import { describe, expect, it } from 'vitest';
import { currencyMinorDigits } from './economy';

describe('currencyMinorDigits', () => {
  it.each([
    ['EUR', 2],
    ['SEK', 2],
    ['JPY', 0],
    ['KWD', 3],
  ])('%s has %i minor digits', (currency, digits) => {
    expect(currencyMinorDigits(currency)).toBe(digits);
  });
});
