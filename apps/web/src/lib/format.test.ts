import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMinorUnits } from './format';

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
});
