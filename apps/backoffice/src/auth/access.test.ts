import { describe, expect, it } from 'vitest';
import { putFieldsOf, resourceAccess } from '../resources/table';
import type { Ability } from '@golf/contracts';
import { LOGIN, PUBLIC, allOf, anyOf, isGranted } from './access';

const abilities = (...names: string[]): Ability[] =>
  names.map((name) => ({ name, entity_id: null, entity_type: null }));

describe('isGranted', () => {
  it('lets anyone through a public route', () => {
    expect(isGranted(PUBLIC, { authenticated: false, abilities: [] })).toBe(true);
  });

  it('needs a login and access-backoffice for login routes', () => {
    expect(isGranted(LOGIN, { authenticated: false, abilities: abilities('access-backoffice') })).toBe(false);
    expect(isGranted(LOGIN, { authenticated: true, abilities: [] })).toBe(false);
    expect(isGranted(LOGIN, { authenticated: true, abilities: abilities('access-backoffice') })).toBe(true);
  });

  it('needs access-backoffice plus the section permission', () => {
    const session = (...names: string[]) => ({ authenticated: true, abilities: abilities(...names) });
    expect(isGranted(anyOf('manage-users'), session('manage-users'))).toBe(false);
    expect(isGranted(anyOf('manage-users'), session('access-backoffice'))).toBe(false);
    expect(isGranted(anyOf('manage-users'), session('access-backoffice', 'manage-users'))).toBe(true);
    expect(isGranted(anyOf('a', 'b'), session('access-backoffice', 'b'))).toBe(true);
    expect(isGranted(allOf('a', 'b'), session('access-backoffice', 'b'))).toBe(false);
    expect(isGranted(allOf('a', 'b'), session('access-backoffice', 'a', 'b'))).toBe(true);
  });
});

describe('resource permissions (spec section 6)', () => {
  const admin = {
    authenticated: true,
    abilities: abilities(
      'access-backoffice',
      'manage-products',
      'manage-clubs',
      'manage-tournaments',
      'manage-courses',
    ),
  };
  const allowed = (resource: string, action: string) => {
    const access = resourceAccess(resource, action);
    return access !== undefined && isGranted(access, admin);
  };

  it("opens an order's read-only page (react-admin's Show asks for `show`) to the products staff only", () => {
    expect(allowed('orders', 'show')).toBe(true);
    expect(
      isGranted(resourceAccess('orders', 'show')!, { authenticated: true, abilities: abilities('access-backoffice') }),
    ).toBe(false);
    expect(resourceAccess('products', 'show')).toBeUndefined();
  });

  it('offers no delete for products, hardware and clubs, and no add for clubs', () => {
    expect(resourceAccess('products', 'delete')).toBeUndefined();
    expect(resourceAccess('hardware', 'delete')).toBeUndefined();
    expect(resourceAccess('clubs', 'delete')).toBeUndefined();
    expect(resourceAccess('clubs', 'create')).toBeUndefined();
    expect(allowed('products', 'edit')).toBe(true);
    expect(allowed('clubs', 'edit')).toBe(true);
  });

  it('requires manage-tournaments in the all-of sense for add and edit', () => {
    expect(resourceAccess('tournaments', 'create')).toEqual(allOf('manage-tournaments'));
    expect(resourceAccess('tournaments', 'edit')).toEqual(allOf('manage-tournaments'));
    expect(allowed('tournaments', 'create')).toBe(true);
  });

  it('guards map packs with manage-courses', () => {
    expect(resourceAccess('mappacks', 'list')).toEqual(anyOf('manage-courses'));
    expect(allowed('mappacks', 'delete')).toBe(true);
  });

  it('keeps the voucher list read-only and open to any back-office user', () => {
    expect(resourceAccess('vouchers-list', 'list')).toEqual(LOGIN);
    for (const action of ['create', 'edit', 'delete']) expect(resourceAccess('vouchers-list', action)).toBeUndefined();
  });

  it('offers users no add and no delete, only list and edit, under manage-users', () => {
    expect(resourceAccess('users', 'create')).toBeUndefined();
    expect(resourceAccess('users', 'delete')).toBeUndefined();
    expect(resourceAccess('users', 'list')).toEqual(anyOf('manage-users'));
    expect(resourceAccess('users', 'edit')).toEqual(anyOf('manage-users'));
  });

  it('offers roles list and edit only, and the activity log a list only, under manage-users', () => {
    expect(resourceAccess('roles', 'list')).toEqual(anyOf('manage-users'));
    expect(resourceAccess('roles', 'edit')).toEqual(anyOf('manage-users'));
    expect(resourceAccess('roles', 'create')).toBeUndefined();
    expect(resourceAccess('roles', 'delete')).toBeUndefined();
    expect(resourceAccess('activity-logs', 'list')).toEqual(anyOf('manage-users'));
    for (const action of ['create', 'edit', 'delete']) expect(resourceAccess('activity-logs', action)).toBeUndefined();
  });

  it('lets manage-profanities add, edit and delete profanities', () => {
    const session = { authenticated: true, abilities: abilities('access-backoffice', 'manage-profanities') };
    for (const action of ['list', 'create', 'edit', 'delete']) {
      expect(isGranted(resourceAccess('profanities', action)!, session), action).toBe(true);
    }
    expect(isGranted(resourceAccess('users', 'list')!, session)).toBe(false);
  });

  it('saves users, roles and profanities with PUT of their editable fields', () => {
    expect(putFieldsOf('users')).toEqual(expect.arrayContaining(['display_name', 'email', 'country']));
    expect(putFieldsOf('users')).not.toContain('roles');
    expect(putFieldsOf('users')).not.toContain('referral_code');
    expect(putFieldsOf('roles')).toEqual(['title', 'abilities']);
    expect(putFieldsOf('profanities')).toEqual(['search_term']);
    expect(putFieldsOf('tournaments')).toBeUndefined();
  });

  it('refuses actions a section does not have and unknown resources', () => {
    expect(allowed('users', 'edit')).toBe(false);
    expect(allowed('products', 'show')).toBe(false);
    expect(allowed('products', 'export')).toBe(false);
    expect(resourceAccess('nope', 'list')).toBeUndefined();
  });
});
