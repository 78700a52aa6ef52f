import { describe, expect, it, vi } from 'vitest';
import type { Ability } from '@golf/contracts';
import { routeByName } from '../routes';
import { type GuardInput, guardState } from './access';
import { denyAccess } from './deny';
import { createUnauthorizedSignal } from './unauthorized';

const abilities = (...names: string[]): Ability[] =>
  names.map((name) => ({ name, entity_id: null, entity_type: null }));

const settled = (...names: string[]): GuardInput => ({
  authPending: false,
  authenticated: true,
  permissionsPending: false,
  abilities: abilities(...names),
});

describe('route guard (spec sections 4 and 6)', () => {
  it('waits while the session or the permissions load', () => {
    const access = routeByName('users').access;
    expect(guardState(access, { ...settled(), authPending: true })).toBe('pending');
    expect(guardState(access, { ...settled(), permissionsPending: true })).toBe('pending');
  });

  it('leaves a visitor who is not logged in to checkAuth (login page)', () => {
    expect(guardState(routeByName('users').access, { ...settled(), authenticated: false })).toBe('signed-out');
  });

  it.each([
    ['users', ['access-backoffice', 'manage-users'], 'granted'],
    ['users', ['access-backoffice', 'manage-tournaments'], 'denied'],
    ['users', ['manage-users'], 'denied'],
    ['roles', ['access-backoffice', 'manage-users'], 'granted'],
    ['activity-logs', ['access-backoffice', 'manage-profanities'], 'denied'],
    ['profanities', ['access-backoffice', 'manage-profanities'], 'granted'],
    ['home', ['access-backoffice'], 'granted'],
    ['home', [], 'denied'],
    ['login', [], 'granted'],
  ])('%s with %j → %s', (route, names, state) => {
    expect(guardState(routeByName(route).access, settled(...names))).toBe(state);
  });

  it('denying logs a console message and logs out to the unauthorized page', () => {
    const logout = vi.fn();
    const warn = vi.fn();
    denyAccess('users', logout, routeByName('unauthorized').path, warn);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('users'));
    expect(logout).toHaveBeenCalledWith({}, '/unauthorized', false);
  });
});

describe('unauthorized signal', () => {
  it('tells every subscriber until it unsubscribes', () => {
    const signal = createUnauthorizedSignal();
    const listener = vi.fn();
    const unsubscribe = signal.subscribe(listener);
    signal.report();
    unsubscribe();
    signal.report();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
