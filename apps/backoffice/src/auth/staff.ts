import { roleNames, type AdminUser } from '@golf/contracts';

/**
 * What the server refuses staff (apps/server/src/modules/users/staff-target.ts), so the screens
 * can disable those actions with the reason instead of answering a click with a 403:
 * - nobody acts on a system account, the platform's own fee holders (decision 0120);
 * - only an administrator acts on an administrator's account (edit, suspend, roles, economy);
 * - nobody suspends or unsuspends themselves, adjusts their own wallets or grants their own unlocks;
 * - only an administrator changes their own roles, grants or removes the administrator role, or
 *   changes what a role grants; the administrator role's abilities never change.
 */
export type StaffAction = 'edit' | 'suspend' | 'roles' | 'economy';

/** The signed-in staff member; `isAdministrator` undefined while unknown (then only the server decides). */
export interface Actor {
  id: number;
  isAdministrator: boolean | undefined;
}

/**
 * Whom the action is on: a user as the API sends it, one known by id only (a wallet's owner), or one a page
 * knows by flags (course allocation's `administrator` and `system_account`).
 */
export type StaffTarget = { id: AdminUser['id'] | string } & Partial<Pick<AdminUser, 'roles' | 'system_account'>> & {
    administrator?: boolean;
  };

export const isAdministratorAccount = (user: Omit<StaffTarget, 'id'> | undefined): boolean =>
  user?.administrator ?? !!user?.roles?.some((role) => role.name === roleNames.administrator);

/** The i18n key of why the server would refuse the action on the target, or null when it would not. */
export function staffActionRefusal(action: StaffAction, actor: Actor | undefined, target: StaffTarget): string | null {
  // Whoever the actor is: the account itself says so.
  if (target.system_account) return 'app.staff.system_account';
  if (!actor) return null;
  if (actor.id === Number(target.id)) {
    if (action === 'suspend') return 'app.staff.not_self_suspend';
    if (action === 'economy') return 'app.staff.not_self_economy';
    if (action === 'roles' && actor.isAdministrator === false) return 'app.staff.not_self_roles';
    return null;
  }
  if (actor.isAdministrator === false && isAdministratorAccount(target)) return 'app.staff.administrator_protected';
  return null;
}

/** Granting or removing the administrator role needs an administrator. */
export function administratorRoleRefusal(actor: Actor | undefined): string | null {
  return actor?.isAdministrator === false ? 'app.staff.administrator_role' : null;
}

/** Changing a role (its title or abilities) needs an administrator; the administrator role's abilities are fixed. */
export function roleEditRefusal(actor: Actor | undefined): string | null {
  return actor?.isAdministrator === false ? 'app.staff.roles_administrators_only' : null;
}

export const isAdministratorRole = (role: { name?: string } | undefined): boolean =>
  role?.name === roleNames.administrator;
