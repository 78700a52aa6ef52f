import { describe, expect, it } from 'vitest';
import { appPath, opensOnLoginScreen, pathAfterLogin } from './entry';

describe('what the app opens with', () => {
  it.each([
    ['/login', false, true],
    ['/', false, true],
    ['/login', true, false],
    ['/', true, false],
    ['/users', false, false],
    ['/no-such-page', false, false],
    ['/error', false, false],
  ])('%s with a session %s: login screen %s', (path, hasSession, expected) => {
    expect(opensOnLoginScreen(path, hasSession)).toBe(expected);
  });

  it.each([
    ['/backoffice', '/'],
    ['/backoffice/', '/'],
    ['/backoffice/login', '/login'],
    ['/backoffice/login/', '/login'],
    ['/backoffice/users/3', '/users/3'],
  ])('%s is %s under the basename', (pathname, expected) => {
    expect(appPath(pathname, '/backoffice')).toBe(expected);
  });
});

describe('where a sign-in goes', () => {
  it('goes back to the page react-admin sent the user from, with its query', () => {
    expect(pathAfterLogin({ usr: { nextPathname: '/courses/allocation', nextSearch: '?user=2' }, idx: 1 })).toBe(
      '/courses/allocation?user=2',
    );
    expect(pathAfterLogin({ usr: { nextPathname: '/users' } })).toBe('/users');
  });

  it('goes home without one', () => {
    expect(pathAfterLogin(null)).toBe('/');
    expect(pathAfterLogin({ usr: {} })).toBe('/');
    expect(pathAfterLogin({ usr: { nextPathname: '' } })).toBe('/');
  });
});
