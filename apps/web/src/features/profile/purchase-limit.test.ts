import { describe, expect, it } from 'vitest';
import { PURCHASE_LIMIT_MAX } from '@golf/contracts';
import { fromMinorUnits, isValidLimitAmount, purchaseLimitChange, toMinorUnits } from './purchase-limit';

describe("minor units, by the currency's digits", () => {
  it.each([
    [500, 'EUR', 50000],
    [12.34, 'EUR', 1234],
    [0.1 + 0.2, 'EUR', 30],
    [0, 'EUR', 0],
    [1000, 'JPY', 1000],
    [1.234, 'KWD', 1234],
  ])('%d %s → %d', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });

  it.each([
    [1234, 'EUR', 12.34],
    [1234, 'JPY', 1234],
    [1234, 'KWD', 1.234],
  ])('%d %s ← %d', (minor, currency, amount) => {
    expect(fromMinorUnits(minor, currency)).toBe(amount);
    expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
  });
});

describe('isValidLimitAmount', () => {
  it.each([
    [0, 'EUR', true],
    [50, 'EUR', true],
    [12.34, 'EUR', true],
    [PURCHASE_LIMIT_MAX / 100, 'EUR', true],
    [-5, 'EUR', false],
    [-0.01, 'EUR', false],
    [12.345, 'EUR', false],
    [PURCHASE_LIMIT_MAX / 100 + 0.01, 'EUR', false],
    [Number.NaN, 'EUR', false],
    [5000, 'JPY', true],
    [12.5, 'JPY', false],
    [PURCHASE_LIMIT_MAX, 'JPY', true],
    [12.345, 'KWD', true],
  ])('%d %s → %s', (amount, currency, valid) => {
    expect(isValidLimitAmount(amount, currency)).toBe(valid);
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
