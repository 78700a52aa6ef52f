import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes a single word’s first two letters', () => {
    expect(initialsOf('player_one')).toBe('PL');
    expect(initialsOf('å')).toBe('Å');
  });

  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Pat Player')).toBe('PP');
    expect(initialsOf('ann b carter')).toBe('AB');
  });

  it('gives nothing for no name', () => {
    expect(initialsOf('')).toBe('');
  });
});
