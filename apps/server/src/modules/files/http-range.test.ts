import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange (an object of 1000 bytes)', () => {
  it.each([
    [undefined, null],
    ['bytes=0-499', { start: 0, end: 499 }],
    ['bytes=500-', { start: 500, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
    ['bytes=999-999', { start: 999, end: 999 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=500-100', null],
    ['bytes=0-1,5-9', null],
    ['items=0-1', null],
    ['bytes=-', null],
  ] as const)('%s', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected);
  });
});
