import { describe, expect, it } from 'vitest';
import { cleanTotpCode, secretGroups, isCompleteTotpCode } from './code';

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

describe('secretGroups', () => {
  it.each([
    ['', []],
    ['JBSW', ['JBSW']],
    ['JBSWY3DPEH', ['JBSW', 'Y3DP', 'EH']],
    ['JBSWY3DPEHPK3PXP', ['JBSW', 'Y3DP', 'EHPK', '3PXP']],
  ])('%j → %j', (secret, groups) => {
    expect(secretGroups(secret)).toEqual(groups);
  });

  it('keeps every character of a 52-character key, in order', () => {
    const secret = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.repeat(2).slice(0, 52);
    const groups = secretGroups(secret);
    expect(groups).toHaveLength(13);
    expect(groups.join('')).toBe(secret);
  });
});
