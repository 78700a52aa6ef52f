import { describe, expect, it } from 'vitest';
import { pageTitle } from './config';
import { englishCatalogue, swedishCatalogue } from './i18n/messages';
import { resourceTable } from './resources/table';
import { anyOf } from './auth/access';
import { matchRoute, routeByName, routeOfView, routeTitleKey, routes } from './routes';

function lookup(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of ['app', 'routes', key.slice('app.routes.'.length)])
    node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

describe('route table', () => {
  it.each([
    ['/', 'home'],
    ['/login', 'login'],
    ['/subscriptions', 'subscriptions'],
    ['/subscriptions/12', 'subscriptions'],
    ['/vouchers', 'vouchers'],
    ['/vouchers-list', 'vouchers-list'],
    ['/decrypt', 'decrypt'],
    ['/users', 'users'],
    ['/users/5', 'edit-user'],
    ['/roles', 'roles'],
    ['/roles/2', 'edit-role'],
    ['/activity-logs', 'activity-logs'],
    ['/activity-logs/4', 'not-found'],
    ['/tournaments/add', 'add-tournament'],
    ['/tournaments/5', 'edit-tournament'],
    ['/wager-restrictions/add', 'add-wager-restriction'],
    ['/courses/allocation', 'allocate-courses'],
    ['/courses/3', 'edit-course'],
    ['/prices', 'prices'],
    ['/prices/add', 'add-price'],
    ['/prices/4', 'edit-price'],
    ['/orders', 'orders'],
    ['/orders/9', 'show-order'],
    ['/transactions', 'transactions'],
    ['/wallets', 'wallets'],
    ['/clubs/3', 'edit-club'],
    ['/game-versions/add', 'add-game-version'],
    ['/reports', 'reports'],
    ['/unauthorized', 'unauthorized'],
    ['/error', 'error'],
    ['/no-such-page', 'not-found'],
    ['/users/5/extra/deep', 'not-found'],
  ])('%s → %s', (path, name) => {
    expect(matchRoute(path).name).toBe(name);
  });

  it('has no add route for clubs and users, and public error pages', () => {
    expect(matchRoute('/clubs/add').name).toBe('edit-club');
    expect(matchRoute('/users/add').name).toBe('edit-user');
    expect(matchRoute('/roles/add').name).toBe('edit-role');
    for (const name of ['login', 'unauthorized', 'error', 'not-found']) {
      expect(routes.find((route) => route.name === name)?.access).toEqual({ kind: 'public' });
    }
  });

  it('shows a voucher code on the decrypt page only with manage-users; plans and vouchers need only login', () => {
    expect(routeByName('decrypt').access).toEqual(anyOf('manage-users'));
    for (const name of ['subscriptions', 'vouchers']) expect(routeByName(name).access, name).toEqual({ kind: 'login' });
  });

  it('guards roles and the activity log with manage-users, read-only for the log', () => {
    for (const name of ['roles', 'edit-role', 'activity-logs']) {
      expect(routeByName(name).access, name).toEqual(anyOf('manage-users'));
    }
    expect(routeByName('roles').resource).toEqual({ name: 'roles', view: 'list' });
    expect(routeByName('edit-role').resource).toEqual({ name: 'roles', view: 'edit' });
    expect(routeByName('activity-logs').resource).toEqual({ name: 'activity-logs', view: 'list' });
    expect(routeOfView('activity-logs', 'edit')).toBeUndefined();
    expect(routeOfView('activity-logs', 'create')).toBeUndefined();
    expect(routeOfView('roles', 'create')).toBeUndefined();
    expect(routeOfView('users', 'create')).toBeUndefined();
  });

  it('guards the economy screens: store with manage-products, ledger and wallets with manage-users', () => {
    for (const name of ['prices', 'add-price', 'edit-price', 'orders', 'show-order'])
      expect(routeByName(name).access, name).toEqual(anyOf('manage-products'));
    for (const name of ['transactions', 'wallets'])
      expect(routeByName(name).access, name).toEqual(anyOf('manage-users'));
    // No add screens for orders, the ledger, wallets and courses (courses come with the game assets).
    for (const resource of ['orders', 'transactions', 'wallets', 'courses'] as const)
      expect(routeOfView(resource, 'create'), resource).toBeUndefined();
    expect(routeOfView('transactions', 'edit')).toBeUndefined();
  });

  it('has a route for every view a resource offers', () => {
    for (const [resource, spec] of Object.entries(resourceTable)) {
      for (const action of Object.keys(spec.access)) {
        // Delete is a button; show is what react-admin's <Show> asks on a resource's edit route (orders).
        if (action === 'delete' || action === 'show') continue;
        expect(
          routes.some((route) => route.resource?.name === resource && route.resource.view === action),
          `${resource} ${action}`,
        ).toBe(true);
      }
    }
  });

  it('has unique names and an English title for every route', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    for (const route of routes)
      expect(typeof lookup(englishCatalogue, routeTitleKey(route)), route.name).toBe('string');
  });

  it('titles pages "<route title> - GSP"', () => {
    expect(pageTitle(String(lookup(englishCatalogue, 'app.routes.not-found')))).toBe('Not found - GSP');
    expect(pageTitle(String(lookup(swedishCatalogue, 'app.routes.users')))).toBe('Användare - GSP');
    expect(pageTitle(String(lookup(englishCatalogue, 'app.routes.roles')))).toBe('Roles - GSP');
    expect(pageTitle(String(lookup(englishCatalogue, 'app.routes.activity-logs')))).toBe('Activity log - GSP');
  });
});
