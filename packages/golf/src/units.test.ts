import { describe, it, expect } from 'vitest';
import {
  centimetres,
  centimetresToFeet,
  centimetresToMetres,
  centimetresToYards,
  degrees,
  degreesToRadians,
  feet,
  feetToCentimetres,
  metres,
  metresToCentimetres,
  radiansToDegrees,
  yards,
  yardsToCentimetres,
} from './units';

// The yard is defined as exactly 0.9144 m and the foot as 0.3048 m
// (International Yard and Pound Agreement, 1959).
describe('length conversions', () => {
  it.each([
    ['1 m', metresToCentimetres(metres(1)), 100],
    ['1.234 m rounds to whole cm', metresToCentimetres(metres(1.234)), 123],
    ['1 yd', yardsToCentimetres(yards(1)), 91],
    ['100 yd', yardsToCentimetres(yards(100)), 9144],
    ['1 ft', feetToCentimetres(feet(1)), 30],
    ['10 ft', feetToCentimetres(feet(10)), 305],
  ])('%s -> %i cm', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    ['9144 cm in yards', centimetresToYards(centimetres(9144)), 100],
    ['30480 cm in feet', centimetresToFeet(centimetres(30480)), 1000],
    ['25050 cm in metres', centimetresToMetres(centimetres(25050)), 250.5],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toBeCloseTo(expected, 9);
  });

  it('round-trips whole yards through centimetres within half a centimetre', () => {
    for (const y of [1, 7, 150, 437, 7200]) {
      expect(Math.abs(centimetresToYards(yardsToCentimetres(yards(y))) - y) * 91.44).toBeLessThanOrEqual(0.5);
    }
  });
});

describe('angles', () => {
  it.each([
    [0, 0],
    [90, Math.PI / 2],
    [-45, -Math.PI / 4],
    [180, Math.PI],
  ])('%f degrees is %f radians and back', (deg, rad) => {
    expect(degreesToRadians(degrees(deg))).toBeCloseTo(rad, 12);
    expect(radiansToDegrees(rad)).toBeCloseTo(deg, 12);
  });
});
