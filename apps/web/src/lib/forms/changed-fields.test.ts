import { describe, expect, it } from 'vitest';
import { blankToNull, changedFields, hasChanges } from './changed-fields';

describe('changedFields', () => {
  it('keeps only what changed', () => {
    expect(changedFields({ a: 'x', b: 1, c: null }, { a: 'y', b: 1, c: null })).toEqual({ a: 'y' });
  });

  it('compares arrays and nested objects by value', () => {
    const initial = { bag: [10, 140], settings: { hand: 'R' } };
    expect(changedFields(initial, { bag: [10, 140], settings: { hand: 'R' } })).toEqual({});
    expect(changedFields(initial, { bag: [140, 10], settings: { hand: 'R' } })).toEqual({ bag: [140, 10] });
    expect(changedFields(initial, { bag: [10, 140], settings: { hand: 'L' } })).toEqual({ settings: { hand: 'L' } });
  });

  it('sees null replacing a value and the other way round', () => {
    expect(changedFields<{ limit: number | null }>({ limit: 100 }, { limit: null })).toEqual({ limit: null });
    expect(changedFields<{ limit: number | null }>({ limit: null }, { limit: 0 })).toEqual({ limit: 0 });
  });

  it('hasChanges', () => {
    expect(hasChanges({})).toBe(false);
    expect(hasChanges({ a: undefined })).toBe(true);
  });
});

describe('blankToNull', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' Ann ', 'Ann'],
  ])('%j → %j', (value, expected) => {
    expect(blankToNull(value)).toBe(expected);
  });
});
