import { describe, expect, it } from 'vitest';
import type { Centimetres } from '../units';
import { distanceDistribution, ratio } from './summary';

describe('distanceDistribution', () => {
  it.each([
    [[100], { mean: 100, standardDeviation: 0, min: 100, max: 100 }],
    [[2, 4, 4, 4, 5, 5, 7, 9], { mean: 5, standardDeviation: 2, min: 2, max: 9 }], // population SD 2
    [[-300, 100], { mean: -100, standardDeviation: 200, min: -300, max: 100 }],
  ])('%j', (values, expected) => {
    expect(distanceDistribution(values as Centimetres[])).toEqual(expected);
  });

  it('is null for no values, and ratio is null for no attempts', () => {
    expect(distanceDistribution([])).toBeNull();
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(1, 4)).toBe(0.25);
  });
});
