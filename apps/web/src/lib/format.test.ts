import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatHandicap, formatMinorUnits, formatNumber } from './format';

describe('format', () => {
  it('writes a calendar date without shifting it across time zones', () => {
    expect(formatDate('2001-02-03', 'en')).toBe('Feb 3, 2001');
    expect(formatDate('2001-02-03', 'sv')).toBe('3 feb. 2001');
  });

  it('is empty for no value and keeps an unreadable one', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDateTime(undefined, 'en')).toBe('');
  });

  it('writes a timestamp with its time', () => {
    expect(formatDateTime('2025-06-01T12:00:00Z', 'en')).toMatch(/2025/);
  });

  it('writes minor units as a decimal amount', () => {
    expect(formatMinorUnits(123456, 'en')).toBe('1,234.56');
    expect(formatMinorUnits(50000, 'sv')).toBe('500,00');
  });

  it('writes the currency with the amount, or after it when Intl does not know the code', () => {
    expect(formatMinorUnits(5000, 'en', 'EUR')).toBe('€50.00');
    expect(formatMinorUnits(5000, 'sv', 'SEK').replace(/\s/g, ' ')).toBe('50,00 kr');
    expect(formatMinorUnits(5000, 'en', 'not a currency')).toBe('50.00 not a currency');
  });

  it("counts minor units in the currency's own digits", () => {
    expect(formatMinorUnits(5000, 'en', 'JPY')).toBe('¥5,000');
    expect(formatMinorUnits(5000, 'en', 'KWD').replace(/\s/g, ' ')).toBe('KWD 5.000');
  });

  describe('formatNumber: one decimal mark per language (it mixed "2.7" and "1,67" in Swedish)', () => {
    it.each([
      [2.7, { digits: 1 }, '2.7', '2,7'],
      [1.666, { digits: 2 }, '1.67', '1,67'],
      [1250, {}, '1,250', '1\u00a0250'],
      [1.25, { maxDigits: 2 }, '1.25', '1,25'],
      [3, { maxDigits: 2 }, '3', '3'],
      [0.4, { digits: 1, sign: true }, '+0.4', '+0,4'],
      [-0.4, { digits: 1, sign: true }, '-0.4', '\u22120,4'],
      [0, { digits: 1, sign: true }, '0.0', '0,0'],
      [0.42, { percent: true }, '42%', '42\u00a0%'],
      [4.6, {}, '5', '5'],
    ] as const)('%s %o', (value, style, en, sv) => {
      expect(formatNumber(value, 'en', style)).toBe(en);
      expect(formatNumber(value, 'sv', style)).toBe(sv);
    });
  });

  describe('formatHandicap: a plus handicap is written "+12.4", never "-12.4" (WHS convention)', () => {
    it.each([
      [-12.4, '+12.4', '+12,4'],
      [0, '0.0', '0,0'],
      [18.2, '18.2', '18,2'],
      [54, '54.0', '54,0'],
      [-0.3, '+0.3', '+0,3'],
      // One decimal, rounded before the sign is chosen: a plus that rounds to nothing is 0.0.
      [-0.04, '0.0', '0,0'],
      [-0, '0.0', '0,0'],
      [12.46, '12.5', '12,5'],
      [-12.46, '+12.5', '+12,5'],
    ] as const)('%s', (value, en, sv) => {
      expect(formatHandicap(value, 'en')).toBe(en);
      expect(formatHandicap(value, 'sv')).toBe(sv);
    });

    it('takes whole numbers for playing handicaps and up to a decimal for limits', () => {
      expect(formatHandicap(-3, 'en', { digits: 0 })).toBe('+3');
      expect(formatHandicap(14, 'sv', { digits: 0 })).toBe('14');
      expect(formatHandicap(36, 'sv', { maxDigits: 1 })).toBe('36');
      expect(formatHandicap(-2.5, 'sv', { maxDigits: 1 })).toBe('+2,5');
    });
  });
});
