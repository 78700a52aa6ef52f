import { describe, expect, it } from 'vitest';
import { pathInEnvironment } from '../../app/environment';
import { promotionHref, promotionPosition } from './positions';

describe('promotionPosition', () => {
  it.each([
    ['dashboard', 'web', 10],
    ['dashboard', 'game', 20],
    ['dashboard', 'app', 10],
    ['store', 'web', 30],
    ['store', 'game', 40],
    ['round_list', 'game', 60],
    ['courses_list', 'web', 70],
    ['courses_list', 'game', 80],
    ['login', 'game', 90],
    ['login', 'app', 90],
  ] as const)('%s in %s is %i', (slot, environment, position) => {
    expect(promotionPosition(slot, environment)).toBe(position);
  });
});

describe('promotionHref', () => {
  it('keeps app paths in the environment and opens other addresses outside', () => {
    expect(promotionHref('/store', (view) => pathInEnvironment('game', view))).toEqual({
      href: '/game/store',
      external: false,
    });
    expect(promotionHref('https://example.com/x', (view) => pathInEnvironment('web', view))).toEqual({
      href: 'https://example.com/x',
      external: true,
    });
  });
});
