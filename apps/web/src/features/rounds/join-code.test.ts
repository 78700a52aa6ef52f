import { describe, expect, it } from 'vitest';
import { isJoinCode, normaliseJoinCode } from './join-code';

describe('join codes', () => {
  it.each([
    ['abc234', 'ABC234'],
    [' ab c-234 ', 'ABC234'],
    ['XYZ-789', 'XYZ789'],
  ])('normalises %j to %s', (input, expected) => {
    expect(normaliseJoinCode(input)).toBe(expected);
  });

  it.each([
    ['ABC234', true],
    ['HJKMNP', true],
    ['ABC23', false],
    ['ABC2345', false],
    // Look-alikes the server never issues.
    ['ABC0OI', false],
    ['ABC123', false],
    ['abc234', false],
  ])('%s is a join code: %s', (code, expected) => {
    expect(isJoinCode(code)).toBe(expected);
  });
});
