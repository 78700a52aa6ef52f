import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../lib/testing/memory-storage';
import {
  KIOSK_STORAGE_KEY,
  kioskAllows,
  pathWithinGame,
  readKiosk,
  writeKiosk,
  kioskRedirectTarget,
} from './kiosk-lock';

describe('kioskAllows', () => {
  it.each([
    ['rounds', true],
    ['rounds/', true],
    ['/rounds', true],
    ['rounds/new', true],
    ['rounds/42', true],
    ['rounds/42/lobby', true],
    ['Rounds/42', true],
    ['rounds?filter=1', true],
    ['profile/game', true],
    ['update', true],
    ['logout', true],
    // Everything else is refused.
    ['', false],
    ['store', false],
    ['store/12', false],
    ['profile', false],
    ['profile/settings', false],
    ['profile/gamer', false],
    ['updates', false],
    ['roundsx', false],
    ['courses', false],
    ['vouchers', false],
    ['notifications', false],
  ])('%j → %s', (path, expected) => {
    expect(kioskAllows(path)).toBe(expected);
  });
});

describe('pathWithinGame', () => {
  it.each([
    ['/game', ''],
    ['/game/', ''],
    ['/game/rounds/3', 'rounds/3'],
    ['/GAME/store', 'store'],
    ['/gamer/store', 'gamer/store'],
  ])('%s → %j', (pathname, expected) => {
    expect(pathWithinGame(pathname)).toBe(expected);
  });
});

describe('the kiosk flag in storage', () => {
  it('survives a reload: written once, read back by a fresh reader', () => {
    const storage = memoryStorage();
    expect(readKiosk(storage)).toBe(false);
    writeKiosk(storage, true);
    expect(storage.getItem(KIOSK_STORAGE_KEY)).toBe('1');
    expect(readKiosk(storage)).toBe(true);
    writeKiosk(storage, false);
    expect(readKiosk(storage)).toBe(false);
  });

  it('treats missing or failing storage as not locked, without throwing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readKiosk(undefined)).toBe(false);
    expect(readKiosk(broken)).toBe(false);
    expect(() => writeKiosk(broken, true)).not.toThrow();
  });
});

describe('where a locked device is sent (every environment)', () => {
  it.each([
    ['/store', '', '/game/rounds'],
    ['/profile/information', '', '/game/rounds'],
    ['/', '', '/game/rounds'],
    ['/mobile/store', '', '/game/rounds'],
    ['/mobile', '', '/game/rounds'],
    ['/game/store', '', '/game/rounds'],
    ['/game/profile/information', '', '/game/rounds'],
    ['/update', '', '/game/rounds'],
    ['/game/welcome', '', '/game/rounds'],
    ['/game', '', '/game/rounds'],
    ['/sign-in', '?redirect=%2Fstore', '/game/sign-in?redirect=%2Fstore'],
    ['/mobile/logout', '', '/game/logout'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(kioskRedirectTarget(pathname, search)).toBe(expected);
  });

  it.each([
    '/game/rounds',
    '/game/rounds/12',
    '/game/profile/game',
    '/game/update',
    '/game/logout',
    '/game/sign-in',
    '/GAME/Rounds',
  ])('%s stays', (pathname) => {
    expect(kioskRedirectTarget(pathname)).toBeNull();
  });
});
