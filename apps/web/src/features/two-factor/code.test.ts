import { describe, expect, it } from 'vitest';
import { cleanTotpCode, isCompleteTotpCode } from './code';

describe('TOTP code input', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    ['12-34-56-78', '123456'],
    ['abc', ''],
  ])('%j → %j', (typed, expected) => {
    expect(cleanTotpCode(typed)).toBe(expected);
  });

  it('is complete at six digits', () => {
    expect(isCompleteTotpCode('123456')).toBe(true);
    expect(isCompleteTotpCode('12345')).toBe(false);
    expect(isCompleteTotpCode('12345a')).toBe(false);
  });
});
