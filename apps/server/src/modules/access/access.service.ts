import { roleNames, serverEvents } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import type { UserEvents } from '../users/user-events';
import type { AccessRepository } from './access.repository';

/** Roles and their abilities, as staff manage them. */
export function createAccessService(deps: { access: AccessRepository; activity: ActivityLog; events: UserEvents }) {
  const { access } = deps;

  async function findRole(id: number) {
    const role = (await access.listRoles()).find((row) => row.id === id);
    if (!role) throw new AppError('general.not_found');
    return role;
  }

  const present = (role: Awaited<ReturnType<typeof findRole>>) => ({
    id: role.id,
    name: role.name,
    title: role.title,
    abilities: role.abilities,
    users_count: role.usersCount,
  });

  return {
    async listRoles() {
      return (await access.listRoles()).map(present);
    },

    async getRole(id: number) {
      return present(await findRole(id));
    },

    listAbilities() {
      return access.listGlobalAbilities();
    },

    /**
     * Only administrators change what a role grants. The change and its roles.updated entry commit
     * together (recordWith); then every holder is told their abilities changed.
     */
    async updateRole(
      actorId: number,
      id: number,
      changes: { title: string; abilities: string[] },
      request: ActivityEntry['request'],
    ) {
      const actorRoles = (await access.rolesOf(actorId)).map((role) => role.name);
      if (!actorRoles.includes(roleNames.administrator)) throw new AppError('auth.insufficient_permissions');
      const role = await findRole(id);
      const known = new Set((await access.listGlobalAbilities()).map((ability) => ability.name));
      const wanted = [...new Set(changes.abilities)];
      if (wanted.some((name) => !known.has(name)))
        throw AppError.validation({ abilities: [{ key: 'validation.in', params: { attribute: 'abilities' } }] });
      // The administrator role always holds every ability (docs/identity.md, "Abilities and roles"): taking one away could
      // lock every administrator out of the back-office, with nobody left to give it back.
      // Its title may change, sent with every ability (wanted holds known names only, once each).
      if (role.name === roleNames.administrator && wanted.length !== known.size)
        throw new AppError('users.administrator_role_fixed');
      await deps.activity.recordWith(
        {
          event: 'roles.updated',
          actorId,
          subjectUserId: null,
          request,
          properties: { role: role.name, before: role.abilities, after: wanted },
        },
        (tx) => access.updateRole(id, changes.title, wanted, tx),
      );
      // Holders hear of it only once it is committed.
      for (const userId of await access.holdersOf(id)) deps.events.emit(serverEvents.abilitiesUpdated, userId);
      return present(await findRole(id));
    },
  };
}

export type AccessService = ReturnType<typeof createAccessService>;
