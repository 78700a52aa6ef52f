import { describe, expect, it } from 'vitest';
import { environmentFromPath, pathInEnvironment } from './environment';

describe('environmentFromPath', () => {
  it.each([
    ['/', 'web'],
    ['/courses', 'web'],
    ['/store/checkout', 'web'],
    ['/game', 'game'],
    ['/game/', 'game'],
    ['/game/courses', 'game'],
    ['/GAME/profile', 'game'],
    ['/mobile', 'app'],
    ['/mobile/notifications', 'app'],
    // Prefixes only count as whole segments.
    ['/gamer', 'web'],
    ['/games/list', 'web'],
    ['/mobiles', 'web'],
    // /app is the real-time server's path, never the mobile environment.
    ['/app', 'web'],
    ['/app/courses', 'web'],
    // Only the first segment decides.
    ['/courses/game', 'web'],
  ] as const)('%s is %s', (path, expected) => {
    expect(environmentFromPath(path)).toBe(expected);
  });
});

describe('pathInEnvironment', () => {
  it.each([
    ['web', '', '/'],
    ['web', 'courses', '/courses'],
    ['game', '', '/game'],
    ['game', 'store', '/game/store'],
    ['app', '/profile', '/mobile/profile'],
    ['app', '', '/mobile'],
  ] as const)('%s + %j is %s', (environment, view, expected) => {
    expect(pathInEnvironment(environment, view)).toBe(expected);
  });

  it('round-trips through environmentFromPath', () => {
    for (const environment of ['web', 'game', 'app'] as const) {
      expect(environmentFromPath(pathInEnvironment(environment, 'courses'))).toBe(environment);
      expect(environmentFromPath(pathInEnvironment(environment, ''))).toBe(environment);
    }
  });
});
