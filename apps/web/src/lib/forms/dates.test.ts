import { describe, expect, it } from 'vitest';
import { todayInputValue } from './dates';

describe('todayInputValue', () => {
  it("gives the local calendar date in a date input's format", () => {
    expect(todayInputValue(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(todayInputValue(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
