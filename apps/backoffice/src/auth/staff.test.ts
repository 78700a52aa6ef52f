import { describe, expect, it } from 'vitest';
import { administratorRoleRefusal, roleEditRefusal, staffActionRefusal } from './staff';

const admin = { id: 1, isAdministrator: true };
const staff = { id: 2, isAdministrator: false };
const anAdministrator = { id: 9, roles: [{ id: 1, name: 'administrator', title: 'Administrator' }] };
const aPlayer = { id: 7, roles: [{ id: 2, name: 'user', title: 'User' }] };

describe('staffActionRefusal (the server rules of staff-target.ts)', () => {
  it("refuses staff every action on an administrator's account, and lets an administrator act", () => {
    for (const action of ['edit', 'suspend', 'roles', 'economy'] as const) {
      expect(staffActionRefusal(action, staff, anAdministrator)).toBe('app.staff.administrator_protected');
      expect(staffActionRefusal(action, admin, anAdministrator)).toBeNull();
      expect(staffActionRefusal(action, staff, aPlayer)).toBeNull();
    }
  });

  it('refuses suspending oneself and one’s own economy to everyone, and own roles to non-administrators', () => {
    expect(staffActionRefusal('suspend', admin, { id: 1 })).toBe('app.staff.not_self_suspend');
    expect(staffActionRefusal('economy', admin, { id: '1' })).toBe('app.staff.not_self_economy');
    expect(staffActionRefusal('roles', staff, { id: 2 })).toBe('app.staff.not_self_roles');
    expect(staffActionRefusal('roles', admin, { id: 1 })).toBeNull();
    expect(staffActionRefusal('edit', staff, { id: 2 })).toBeNull();
  });

  it('refuses everyone, administrators too, every action on a system account, even before the actor is known', () => {
    const house = { id: 5, roles: [], system_account: true };
    for (const action of ['edit', 'suspend', 'roles', 'economy'] as const)
      for (const actor of [admin, staff, undefined])
        expect(staffActionRefusal(action, actor, house)).toBe('app.staff.system_account');
    expect(staffActionRefusal('edit', admin, { ...aPlayer, system_account: false })).toBeNull();
  });

  it("reads an administrator's account from the flag a page has instead of the roles", () => {
    expect(staffActionRefusal('economy', staff, { id: 9, administrator: true })).toBe(
      'app.staff.administrator_protected',
    );
    expect(staffActionRefusal('economy', admin, { id: 9, administrator: true })).toBeNull();
    expect(staffActionRefusal('economy', staff, { id: 7, administrator: false })).toBeNull();
  });

  it('leaves the decision to the server while the actor is unknown', () => {
    expect(staffActionRefusal('edit', undefined, anAdministrator)).toBeNull();
    expect(staffActionRefusal('edit', { id: 2, isAdministrator: undefined }, anAdministrator)).toBeNull();
    expect(administratorRoleRefusal({ id: 2, isAdministrator: undefined })).toBeNull();
  });

  it('keeps the administrator role and role changes to administrators', () => {
    expect(administratorRoleRefusal(staff)).toBe('app.staff.administrator_role');
    expect(administratorRoleRefusal(admin)).toBeNull();
    expect(roleEditRefusal(staff)).toBe('app.staff.roles_administrators_only');
    expect(roleEditRefusal(admin)).toBeNull();
  });
});
