import { describe, expect, it } from 'vitest';
import { compareVersions, GAME_VERSION_PATTERN } from './game-versions';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.9.2', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['2.0.0-beta.1', '2.0.0', -1],
    ['2.0.0-beta.2', '2.0.0-beta.10', -1],
    ['2.0.0-alpha', '2.0.0-beta', -1],
    ['1.0', '1.0.1', -1],
    ['1-0-5', '1-0-4', 1],
  ])('%s against %s is %i', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
    expect(Math.sign(compareVersions(b, a))).toBe(-sign || 0);
  });

  it('accepts versions as a client writes them and nothing else', () => {
    for (const good of ['1.4.0', '2.0.0-beta.2', '1-0-5', '10'])
      expect(GAME_VERSION_PATTERN.test(good), good).toBe(true);
    for (const bad of ['', '1..0', '.1', '1.0 ', 'a b', '1/2']) expect(GAME_VERSION_PATTERN.test(bad), bad).toBe(false);
  });
});
