import { suspendBodySchema, type AbilityDefinition, type AdminUser, type Role } from '@golf/contracts';

/** A role the user holds, as the user's record names it. */
type HeldRole = AdminUser['roles'][number];

/** Longest suspension reason POST /admin/users/{id}/suspend accepts (its body schema's maximum). */
export const SUSPEND_REASON_MAX = suspendBodySchema.shape.reason.maxLength ?? Number.POSITIVE_INFINITY;

/** Why a suspension reason cannot be sent (an i18n key with its arguments), or null when it can. */
export function suspendReasonError(reason: string): { key: string; args?: Record<string, unknown> } | null {
  const trimmed = reason.trim();
  if (!trimmed) return { key: 'app.users.suspend_reason_required' };
  if (trimmed.length > SUSPEND_REASON_MAX) {
    return { key: 'app.users.suspend_reason_too_long', args: { max: SUSPEND_REASON_MAX } };
  }
  return null;
}

/** The selection with the role switched on or off. */
export function toggleRole(selected: readonly string[], role: string): string[] {
  return selected.includes(role) ? selected.filter((name) => name !== role) : [...selected, role];
}

/** True when both hold the same role names, in any order. */
export function sameRoles(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/**
 * The roles to offer: every role the API lists, plus any the user holds that the list lacks (so
 * saving never drops a role nobody could see), in the API's order.
 */
export function roleChoices(
  options: readonly Pick<Role, 'name' | 'title'>[],
  held: readonly Pick<HeldRole, 'name' | 'title'>[],
): Pick<Role, 'name' | 'title'>[] {
  const known = new Set(options.map((role) => role.name));
  return [
    ...options.map(({ name, title }) => ({ name, title })),
    ...held.filter((role) => !known.has(role.name)).map(({ name, title }) => ({ name, title })),
  ];
}

/** One global ability in the user's Permissions section. */
export interface PermissionRow {
  name: string;
  /** Granted through one of the user's roles: shown checked, and changed on the role instead. */
  viaRole: boolean;
}

/**
 * The global abilities to offer (GET /admin/abilities, in its order) and which of them the user's
 * roles already give (from GET /admin/roles).
 */
export function permissionRows(
  abilities: readonly Pick<AbilityDefinition, 'name'>[],
  roles: readonly Pick<Role, 'name' | 'abilities'>[],
  held: readonly Pick<HeldRole, 'name'>[],
): PermissionRow[] {
  const heldRoles = new Set(held.map((role) => role.name));
  const viaRoles = new Set(roles.filter((role) => heldRoles.has(role.name)).flatMap((role) => role.abilities));
  return abilities.map(({ name }) => ({ name, viaRole: viaRoles.has(name) }));
}

/**
 * Why the server would refuse changing the user's direct abilities (an i18n key), or null: only an
 * administrator grants them, never to their own account nor to a system account. Unknown (undefined)
 * lets the server decide.
 */
export function permissionsRefusal(
  actor: { id: number; isAdministrator: boolean | undefined } | undefined,
  user: { id: number | string; system_account?: boolean },
): string | null {
  if (user.system_account) return 'app.staff.system_account';
  if (!actor) return null;
  if (actor.isAdministrator === false) return 'app.users.permissions_administrators_only';
  if (actor.id === Number(user.id)) return 'app.users.permissions_not_self';
  return null;
}
