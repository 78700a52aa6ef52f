import { describe, expect, it } from 'vitest';
import { postSignInLocation, safeReturnPath, signInLocation } from './redirects';

describe('safeReturnPath', () => {
  it.each([
    ['web', '/courses?page=2', '/courses?page=2'],
    ['game', '/game/profile/game', '/game/profile/game'],
    ['app', '/mobile/store', '/mobile/store'],
  ] as const)('keeps a path of the same environment (%s %s)', (environment, value, expected) => {
    expect(safeReturnPath(value, environment)).toBe(expected);
  });

  it.each([
    ['web', null, '/'],
    ['web', '', '/'],
    ['web', 'https://evil.example/', '/'],
    ['web', '//evil.example/x', '/'],
    ['web', '/\\evil.example', '/'],
    ['web', 'courses', '/'],
    ['web', '/game/courses', '/'],
    ['game', '/courses', '/game'],
    ['web', '/sign-in', '/'],
    ['game', '/game/sign-up?x=1', '/game'],
    ['app', '/mobile/logout', '/mobile'],
  ] as const)('falls back to the dashboard (%s %j)', (environment, value, expected) => {
    expect(safeReturnPath(value, environment)).toBe(expected);
  });
});

describe('signInLocation', () => {
  it('keeps the environment prefix and the return path', () => {
    expect(signInLocation('game', '/game/courses?page=2')).toBe('/game/sign-in?redirect=%2Fgame%2Fcourses%3Fpage%3D2');
    expect(signInLocation('web', '/profile')).toBe('/sign-in?redirect=%2Fprofile');
  });

  it('has no return path for the dashboard', () => {
    expect(signInLocation('web', '/')).toBe('/sign-in');
    expect(signInLocation('app', '/mobile')).toBe('/mobile/sign-in');
    expect(signInLocation('app')).toBe('/mobile/sign-in');
  });
});

describe('postSignInLocation', () => {
  const done = { registration_completed_at: '2025-01-01T00:00:00Z' };
  const fresh = { registration_completed_at: null };

  it('goes back or to the dashboard once registration is completed', () => {
    expect(postSignInLocation('web', done, '/courses')).toBe('/courses');
    expect(postSignInLocation('game', done, null)).toBe('/game');
    expect(postSignInLocation('web', done, '//evil')).toBe('/');
  });

  it('goes to the first-login wizard while registration is not completed', () => {
    expect(postSignInLocation('web', fresh, null)).toBe('/welcome');
    expect(postSignInLocation('game', fresh, '/game/store')).toBe('/game/welcome?redirect=%2Fgame%2Fstore');
  });
});
