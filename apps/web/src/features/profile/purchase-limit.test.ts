import { describe, expect, it } from 'vitest';
import { PURCHASE_LIMIT_MAX } from '@golf/contracts';
import { fromMinorUnits, isValidLimitAmount, purchaseLimitChange, toMinorUnits } from './purchase-limit';

describe('minor units', () => {
  it.each([
    [500, 50000],
    [12.34, 1234],
    [0.1 + 0.2, 30],
    [0, 0],
  ])('%d → %d', (amount, minor) => {
    expect(toMinorUnits(amount)).toBe(minor);
  });

  it('round-trips', () => {
    expect(fromMinorUnits(1234)).toBe(12.34);
    expect(toMinorUnits(fromMinorUnits(99999))).toBe(99999);
  });
});

describe('isValidLimitAmount', () => {
  it.each([
    [0, true],
    [50, true],
    [12.34, true],
    [PURCHASE_LIMIT_MAX / 100, true],
    [-5, false],
    [-0.01, false],
    [12.345, false],
    [PURCHASE_LIMIT_MAX / 100 + 0.01, false],
    [Number.NaN, false],
  ])('%d → %s', (amount, valid) => {
    expect(isValidLimitAmount(amount)).toBe(valid);
  });
});

describe('purchaseLimitChange', () => {
  it.each([
    [1000, 1000, 'none'],
    [null, null, 'none'],
    [1000, 500, 'immediate'],
    [null, 500, 'immediate'],
    [1000, 0, 'immediate'],
    [500, 1000, 'scheduled'],
    [500, null, 'scheduled'],
  ] as const)('%j → %j is %s', (current, next, expected) => {
    expect(purchaseLimitChange(current, next)).toBe(expected);
  });
});
