import { describe, expect, it } from 'vitest';
import type { Centimetres } from '../units';
import { automaticPutts, gimmeRule } from './gimme';

describe('gimmeRule (spec enumeration gimme_distance)', () => {
  it.each([
    [null, { kind: 'none' }],
    [0, { kind: 'none' }],
    [100, { kind: 'second_putt' }],
    [300, { kind: 'radius', radiusCm: 30 }],
    [600, { kind: 'radius', radiusCm: 60 }],
    [950, { kind: 'radius', radiusCm: 95 }],
    [1000, { kind: 'automatic_putting' }],
  ] as const)('%s -> %j', (value, expected) => {
    expect(gimmeRule(value)).toEqual(expected);
  });

  it('refuses a value outside the enumeration', () => {
    expect(() => gimmeRule(500)).toThrow(RangeError);
  });

  it.each([
    [0, 1],
    [100, 1],
    [101, 2],
    [1500, 2],
    [1501, 3],
  ])('automatic putting from %i cm takes %i putts', (distance, putts) => {
    expect(automaticPutts(distance as Centimetres)).toBe(putts);
  });
});
