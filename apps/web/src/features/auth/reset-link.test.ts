import { describe, expect, it } from 'vitest';
import { resetLinkState } from './reset-link';

describe('the reset screen for its address', () => {
  it.each([
    ['?token=abc', { kind: 'form', token: 'abc' }],
    ['?token=%20abc%20', { kind: 'form', token: 'abc' }],
    // A used link no longer opens the form (it did, and then failed on save).
    ['?error=used', { kind: 'used' }],
    ['', { kind: 'missing' }],
    ['?token=', { kind: 'missing' }],
    ['?error=other', { kind: 'missing' }],
  ])('%s', (search, state) => {
    expect(resetLinkState(new URLSearchParams(search))).toEqual(state);
  });
});
