import { roleNames, serverEvents } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import { recordPermissionDenied } from '../auth/permission-denied';
import type { StaffTargetCheck } from './staff-target';
import type { UserEvents } from './user-events';
import type { UserLoader } from './user-loader';

type RequestInfo = ActivityEntry['request'];

export interface UserRolesDeps {
  access: Pick<
    AccessRepository,
    | 'rolesOf'
    | 'rolesByName'
    | 'lockRole'
    | 'replaceUserRoles'
    | 'countActiveHolders'
    | 'listGlobalAbilities'
    | 'directGlobalAbilitiesOf'
    | 'replaceUserGlobalAbilities'
    | 'abilitiesOf'
  >;
  activity: Pick<ActivityLog, 'record' | 'recordWith'>;
  events: UserEvents;
  staffTarget: StaffTargetCheck;
  loader: Pick<UserLoader, 'findUser' | 'adminUser'>;
}

/** What a user may do: their roles, and the global abilities granted to them directly. */
export function createUserRoles({ access, activity, events, staffTarget, loader }: UserRolesDeps) {
  /**
   * After a change to what the user may do has committed: /users/me caches drop (user.updated) and
   * the user's client gets its new abilities (abilities.updated) and reloads its profile.
   */
  function announceAbilitiesChanged(userId: number): void {
    events.emit(serverEvents.abilitiesUpdated, userId);
    events.emit(serverEvents.userUpdated, userId);
  }

  /** Refuses (1019, recorded as auth.permission_denied) a staff member who is not an administrator. */
  async function requireAdministrator(actorId: number, subjectUserId: number, action: string, request: RequestInfo) {
    const actorRoles = (await access.rolesOf(actorId)).map((role) => role.name);
    if (actorRoles.includes(roleNames.administrator)) return;
    await recordPermissionDenied(activity, {
      actorId,
      subjectUserId,
      request,
      properties: { error: 'auth.insufficient_permissions', action, required: [roleNames.administrator] },
    });
    throw new AppError('auth.insufficient_permissions');
  }

  return {
    /**
     * Replaces the user's roles. Only an administrator grants or takes the administrator role ("admins
     * make admins"), changes an administrator's roles or their own (staffTarget). The last
     * administrator who is not suspended keeps the role (users.last_administrator): checked inside the transaction, with
     * the administrator role's row locked, so two administrators demoting each other cannot both pass.
     */
    async setRoles(actorId: number, id: number, roleNamesWanted: string[], request: RequestInfo) {
      await staffTarget(actorId, id, 'roles', request);
      await loader.findUser(id);
      const wanted = [...new Set(roleNamesWanted)];
      const found = await access.rolesByName(wanted);
      if (found.length !== wanted.length)
        throw AppError.validation({ roles: [{ key: 'validation.in', params: { attribute: 'roles' } }] });
      const before = (await access.rolesOf(id)).map((role) => role.name);
      const touchesAdministrator =
        before.includes(roleNames.administrator) !== wanted.includes(roleNames.administrator);
      if (touchesAdministrator) await requireAdministrator(actorId, id, 'roles', request);
      await activity.recordWith(
        { event: 'users.roles_changed', actorId, subjectUserId: id, request, properties: { before, after: wanted } },
        async (tx) => {
          const losesAdministrator =
            before.includes(roleNames.administrator) && !wanted.includes(roleNames.administrator);
          if (losesAdministrator) await access.lockRole(roleNames.administrator, tx);
          await access.replaceUserRoles(
            id,
            found.map((role) => role.id),
            tx,
          );
          if (losesAdministrator && (await access.countActiveHolders(roleNames.administrator, tx)) === 0)
            throw new AppError('users.last_administrator');
        },
      );
      announceAbilitiesChanged(id);
      return loader.adminUser(id);
    },

    /**
     * Replaces the global abilities granted to the user directly (docs/identity.md, "Abilities and roles"):
     * only an administrator, as for what a role grants (1019), never on their own account (staffTarget,
     * 1510). Names outside the catalogue of global abilities are 422 on `abilities`. The change and its
     * users.abilities_changed entry commit together; then the user is told, as after a role change.
     */
    async setAbilities(actorId: number, id: number, abilityNames: string[], request: RequestInfo) {
      await requireAdministrator(actorId, id, 'abilities', request);
      await staffTarget(actorId, id, 'abilities', request);
      await loader.findUser(id);
      const known = new Set((await access.listGlobalAbilities()).map((ability) => ability.name));
      const wanted = [...new Set(abilityNames)].sort();
      if (wanted.some((name) => !known.has(name)))
        throw AppError.validation({ abilities: [{ key: 'validation.in', params: { attribute: 'abilities' } }] });
      const before = await access.directGlobalAbilitiesOf(id);
      await activity.recordWith(
        {
          event: 'users.abilities_changed',
          actorId,
          subjectUserId: id,
          request,
          properties: { before, after: wanted },
        },
        (tx) => access.replaceUserGlobalAbilities(id, wanted, tx),
      );
      announceAbilitiesChanged(id);
      return {
        abilities: await access.directGlobalAbilitiesOf(id),
        effective_abilities: await access.abilitiesOf(id),
      };
    },
  };
}
