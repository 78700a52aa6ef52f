import { describe, expect, it } from 'vitest';
import { enumEntries, findEnumLabel, type EnumMap } from './enums';

const loaded: EnumMap = {
  course_type: [
    { value: 10, key: 'regular', label: 'Vanlig' },
    { value: 20, key: 'driving_range', label: 'Driving range' },
  ],
  hand: [{ value: 'L', key: 'left', label: 'Vänster' }],
};

describe('findEnumLabel', () => {
  it('finds numeric and string values', () => {
    expect(findEnumLabel(loaded, 'course_type', 10)).toBe('Vanlig');
    expect(findEnumLabel(loaded, 'hand', 'L')).toBe('Vänster');
  });

  it('matches a number sent as text', () => {
    expect(findEnumLabel(loaded, 'course_type', '20')).toBe('Driving range');
  });

  it('is undefined for an unknown value, an unloaded enumeration or no cache', () => {
    expect(findEnumLabel(loaded, 'course_type', 30)).toBeUndefined();
    expect(findEnumLabel(loaded, 'token_type', 10)).toBeUndefined();
    expect(findEnumLabel(undefined, 'course_type', 10)).toBeUndefined();
  });
});

describe('enumEntries', () => {
  it("prefers the server's list", () => {
    expect(enumEntries(loaded, 'hand', 'sv')).toEqual(loaded.hand);
  });

  it('falls back to the shared catalogue, in declaration order', () => {
    const clubs = enumEntries(undefined, 'club', 'en');
    expect(clubs).toHaveLength(14);
    expect(clubs[0]).toMatchObject({ value: 10, key: 'driver' });
    expect(clubs[13]).toMatchObject({ value: 140, key: 'putter' });
  });

  it('uses a label variant', () => {
    const metric = enumEntries(undefined, 'iron_distance', 'en', 'iron_distance_metric');
    expect(metric[0]).toEqual({ value: 10000, key: 'cm_10000', label: '100 m' });
    expect(enumEntries(undefined, 'iron_distance', 'en')[0]?.label).toBe('109 yd');
  });
});
