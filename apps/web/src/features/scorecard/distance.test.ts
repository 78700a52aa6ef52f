import { describe, expect, it } from 'vitest';
import { lateralSide, longDistance, shortDistance } from './distance';

describe('longDistance', () => {
  it('whole metres or yards with the unit key', () => {
    expect(longDistance(22_860, 'metric', 'en')).toEqual({ value: '229', key: 'units.metres' });
    // 228.6 m = 250 yd exactly.
    expect(longDistance(22_860, 'imperial', 'en')).toEqual({ value: '250', key: 'units.yards' });
  });

  it('groups digits as the UI language does', () => {
    // 1,234 m; a Swedish reader sees a (narrow no-break) space between the thousands.
    expect(longDistance(123_400, 'metric', 'en').value).toBe('1,234');
    expect(longDistance(123_400, 'metric', 'sv').value).toBe('1\u00a0234');
  });
});

describe('shortDistance', () => {
  it('metres with two decimals, feet with one', () => {
    expect(shortDistance(235, 'metric', 'en')).toEqual({ value: '2.35', key: 'scorecard.units.metres' });
    // 304.8 cm = 10 ft.
    expect(shortDistance(305, 'imperial', 'en')).toEqual({ value: '10.0', key: 'scorecard.units.feet' });
  });

  it('uses the language decimal separator', () => {
    expect(shortDistance(235, 'metric', 'sv').value).toBe('2,35');
  });
});

describe('lateralSide', () => {
  it('+ is right, - is left, under half a unit is on line', () => {
    expect(lateralSide(1200, 'metric')).toBe('right');
    expect(lateralSide(-1200, 'imperial')).toBe('left');
    expect(lateralSide(40, 'metric')).toBe('centre');
    expect(lateralSide(-45, 'imperial')).toBe('centre');
  });
});
