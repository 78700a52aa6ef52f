import { describe, expect, it } from 'vitest';
import { sessionUserSchema } from '@golf/contracts';
import type { Environment } from '../../app/environment';
import { memoryStorage } from '../testing/memory-storage';
import { createSessionStore, knownUserStorageKey, tokenStorageKey, usesBearerToken } from './session-store';

function setup(initial: Environment) {
  const storage = memoryStorage();
  let environment = initial;
  const store = createSessionStore(
    () => storage,
    () => environment,
  );
  return { storage, store, switchTo: (next: Environment) => (environment = next) };
}

describe('usesBearerToken', () => {
  it('is the cookie on the web, a bearer token in the game and the app', () => {
    expect(usesBearerToken('web')).toBe(false);
    expect(usesBearerToken('game')).toBe(true);
    expect(usesBearerToken('app')).toBe(true);
  });
});

describe('session store', () => {
  it('keeps one token per environment', () => {
    const { store, storage, switchTo } = setup('game');
    store.setToken('game-token');
    switchTo('app');
    expect(store.getToken()).toBeNull();
    store.setToken(' app-token ');
    expect(storage.getItem(tokenStorageKey('app'))).toBe('app-token');
    switchTo('game');
    expect(store.getToken()).toBe('game-token');
  });

  it('never stores or sends a token on the web (the cookie is the session)', () => {
    const { store, storage } = setup('web');
    store.setToken('abc');
    expect(storage.getItem(tokenStorageKey('web'))).toBeNull();
    storage.setItem(tokenStorageKey('web'), 'planted');
    expect(store.getToken()).toBeNull();
  });

  it('drops the token on clear and ignores a blank one', () => {
    const { store } = setup('game');
    store.setToken('abc');
    store.setToken('   ');
    expect(store.getToken()).toBe('abc');
    store.clearToken();
    expect(store.getToken()).toBeNull();
  });

  it('remembers the known user with only the session fields', () => {
    const { store, storage } = setup('web');
    store.setKnownUser({ id: 7, email: 'a@b.c', display_name: 'Ann', extra: 'x' } as never);
    expect(JSON.parse(storage.getItem(knownUserStorageKey('web'))!)).toEqual({
      id: 7,
      email: 'a@b.c',
      display_name: 'Ann',
    });
    expect(store.getKnownUser()).toEqual({ id: 7, email: 'a@b.c', display_name: 'Ann' });
    store.clearKnownUser();
    expect(store.getKnownUser()).toBeNull();
  });

  it('ignores a damaged known user', () => {
    const { store, storage } = setup('game');
    storage.setItem(knownUserStorageKey('game'), '{not json');
    expect(store.getKnownUser()).toBeNull();
    storage.setItem(knownUserStorageKey('game'), JSON.stringify({ id: 1 }));
    expect(store.getKnownUser()).toBeNull();
  });

  it('works without storage (privacy mode)', () => {
    const store = createSessionStore(
      () => {
        throw new Error('denied');
      },
      () => 'game',
    );
    store.setToken('abc');
    expect(store.getToken()).toBeNull();
    expect(store.getKnownUser()).toBeNull();
  });
});

describe('the known user check', () => {
  // session-store reads the stored user without zod (it runs before the first screen); it must accept
  // exactly what contracts' sessionUserSchema accepts, and keep only its fields.
  it.each([
    { id: 7, email: 'a@b.c', display_name: 'Ann' },
    { id: 7, email: 'a@b.c', display_name: 'Ann', extra: 'x' },
    { id: 7.5, email: 'a@b.c', display_name: 'Ann' },
    { id: '7', email: 'a@b.c', display_name: 'Ann' },
    { id: 7, email: null, display_name: 'Ann' },
    { id: 7, email: 'a@b.c' },
    [7, 'a@b.c', 'Ann'],
    'Ann',
    null,
  ])('agrees with sessionUserSchema on %j', (value) => {
    const { store, storage } = setup('game');
    storage.setItem(knownUserStorageKey('game'), JSON.stringify(value));
    const parsed = sessionUserSchema.safeParse(value);
    expect(store.getKnownUser()).toEqual(parsed.success ? parsed.data : null);
  });
});
