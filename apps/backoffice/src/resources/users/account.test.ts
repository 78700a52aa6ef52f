import { describe, expect, it } from 'vitest';
import { permissionRows, permissionsRefusal, roleChoices, sameRoles, suspendReasonError, toggleRole } from './account';

describe('suspension reason', () => {
  it('is required and at most 500 characters (identity API)', () => {
    expect(suspendReasonError('')).toEqual({ key: 'app.users.suspend_reason_required' });
    expect(suspendReasonError('   ')).toEqual({ key: 'app.users.suspend_reason_required' });
    expect(suspendReasonError('Spam')).toBeNull();
    expect(suspendReasonError('x'.repeat(500))).toBeNull();
    expect(suspendReasonError('x'.repeat(501))).toEqual({
      key: 'app.users.suspend_reason_too_long',
      args: { max: 500 },
    });
  });
});

describe('role assignment', () => {
  it('toggles a role on and off', () => {
    expect(toggleRole(['user'], 'administrator')).toEqual(['user', 'administrator']);
    expect(toggleRole(['user', 'administrator'], 'user')).toEqual(['administrator']);
  });

  it('compares selections as sets', () => {
    expect(sameRoles(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameRoles(['a'], ['a', 'b'])).toBe(false);
    expect(sameRoles([], [])).toBe(true);
  });

  it('offers the listed roles plus held roles the list lacks', () => {
    const options = [
      { id: 1, name: 'administrator', title: 'Administrator' },
      { id: 2, name: 'user', title: 'User' },
    ];
    expect(roleChoices(options, [{ name: 'legacy', title: 'Legacy' }]).map((role) => role.name)).toEqual([
      'administrator',
      'user',
      'legacy',
    ]);
    expect(roleChoices(options, [{ name: 'user', title: 'User' }])).toHaveLength(2);
  });
});

describe('permissions section', () => {
  it("marks the abilities the user's roles give, in the abilities' order", () => {
    const abilities = [{ name: 'access-backoffice' }, { name: 'manage-users' }, { name: 'view-reports' }];
    const roles = [
      { name: 'user', abilities: ['view-reports'] },
      { name: 'staff', abilities: ['access-backoffice', 'manage-users'] },
    ];
    expect(permissionRows(abilities, roles, [{ name: 'user' }])).toEqual([
      { name: 'access-backoffice', viaRole: false },
      { name: 'manage-users', viaRole: false },
      { name: 'view-reports', viaRole: true },
    ]);
    expect(permissionRows(abilities, roles, []).some((row) => row.viaRole)).toBe(false);
  });

  it('is refused to staff who are not administrators and on one’s own account, as the server does', () => {
    const user = { id: '7' };
    expect(permissionsRefusal({ id: 1, isAdministrator: true }, user)).toBeNull();
    expect(permissionsRefusal({ id: 1, isAdministrator: undefined }, user)).toBeNull();
    expect(permissionsRefusal(undefined, user)).toBeNull();
    expect(permissionsRefusal({ id: 1, isAdministrator: false }, user)).toBe(
      'app.users.permissions_administrators_only',
    );
    expect(permissionsRefusal({ id: 7, isAdministrator: true }, user)).toBe('app.users.permissions_not_self');
  });

  it('is refused to everyone on a system account', () => {
    const house = { id: '5', system_account: true };
    expect(permissionsRefusal({ id: 1, isAdministrator: true }, house)).toBe('app.staff.system_account');
    expect(permissionsRefusal(undefined, house)).toBe('app.staff.system_account');
  });
});
