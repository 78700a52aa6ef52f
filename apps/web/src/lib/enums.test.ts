import { describe, expect, it } from 'vitest';
import { findEnumLabel, type EnumMap } from './enums';

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
