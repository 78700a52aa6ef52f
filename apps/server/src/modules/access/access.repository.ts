import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Ability } from '@golf/contracts';
import type { Database, Tx } from '../../db/client';
import { countAll } from '../../db/paginate';
import { abilities, roleAbilities, roles, userAbilities, userRoles, users } from '../../db/schema';

const abilityColumns = { name: abilities.name, entity_id: abilities.entityId, entity_type: abilities.entityType };

/** Roles, abilities and who holds them: queries only. */
export function createAccessRepository(db: Database) {
  return {
    /** Abilities through the user's roles plus those granted to the user directly. */
    async abilitiesOf(userId: number): Promise<Ability[]> {
      const viaRoles = db
        .selectDistinct(abilityColumns)
        .from(abilities)
        .innerJoin(roleAbilities, eq(roleAbilities.abilityId, abilities.id))
        .innerJoin(userRoles, eq(userRoles.roleId, roleAbilities.roleId))
        .where(eq(userRoles.userId, userId));
      const direct = db
        .select(abilityColumns)
        .from(abilities)
        .innerJoin(userAbilities, eq(userAbilities.abilityId, abilities.id))
        .where(eq(userAbilities.userId, userId));
      return viaRoles.union(direct);
    },

    async rolesOf(userId: number) {
      return db
        .select({ id: roles.id, name: roles.name, title: roles.title })
        .from(roles)
        .innerJoin(userRoles, eq(userRoles.roleId, roles.id))
        .where(eq(userRoles.userId, userId))
        .orderBy(asc(roles.name));
    },

    async rolesByName(names: readonly string[]) {
      if (names.length === 0) return [];
      return db
        .select()
        .from(roles)
        .where(inArray(roles.name, [...names]));
    },

    /** Two statements: in the caller's transaction (with the change's log entry). */
    async replaceUserRoles(userId: number, roleIds: readonly number[], tx: Tx): Promise<void> {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
    },

    /** Locks a role's row until the caller's transaction ends: changes to who holds it run one at a time. */
    async lockRole(roleName: string, tx: Tx): Promise<void> {
      await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)).for('update');
    },

    /** How many users who are not suspended hold a role (in the caller's transaction, to see its own changes). */
    async countActiveHolders(roleName: string, tx: Tx): Promise<number> {
      const [row] = await tx
        .select({ count: countAll })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(roles.name, roleName), isNull(users.suspendedAt)));
      return row?.count ?? 0;
    },

    async addUserRole(userId: number, roleName: string): Promise<void> {
      const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
      if (role) await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
    },

    async listRoles() {
      const holders = db
        .select({ roleId: userRoles.roleId, usersCount: countAll.as('users_count') })
        .from(userRoles)
        .groupBy(userRoles.roleId)
        .as('holders');
      const rows = await db
        .select({
          id: roles.id,
          name: roles.name,
          title: roles.title,
          usersCount: sql<number>`coalesce(${holders.usersCount}, 0)`,
        })
        .from(roles)
        .leftJoin(holders, eq(holders.roleId, roles.id))
        .orderBy(asc(roles.id));
      const grants = await db
        .select({ roleId: roleAbilities.roleId, name: abilities.name })
        .from(roleAbilities)
        .innerJoin(abilities, eq(abilities.id, roleAbilities.abilityId))
        .where(isNull(abilities.entityType))
        .orderBy(asc(abilities.name));
      return rows.map((row) => ({
        ...row,
        abilities: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.name),
      }));
    },

    async listGlobalAbilities() {
      return db
        .select({ id: abilities.id, name: abilities.name, title: abilities.title })
        .from(abilities)
        .where(and(isNull(abilities.entityType), isNull(abilities.entityId)))
        .orderBy(asc(abilities.name));
    },

    /** Several statements: in the caller's transaction (with the change's log entry). */
    async updateRole(roleId: number, title: string, abilityNames: readonly string[], tx: Tx): Promise<void> {
      await tx.update(roles).set({ title }).where(eq(roles.id, roleId));
      await tx.delete(roleAbilities).where(eq(roleAbilities.roleId, roleId));
      if (abilityNames.length === 0) return;
      const found = await tx
        .select({ id: abilities.id })
        .from(abilities)
        .where(and(inArray(abilities.name, [...abilityNames]), isNull(abilities.entityType)));
      await tx.insert(roleAbilities).values(found.map((ability) => ({ roleId, abilityId: ability.id })));
    },

    /** Names of the global abilities granted to the user directly (not through a role). */
    async directGlobalAbilitiesOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ name: abilities.name })
        .from(abilities)
        .innerJoin(userAbilities, eq(userAbilities.abilityId, abilities.id))
        .where(and(eq(userAbilities.userId, userId), isNull(abilities.entityType), isNull(abilities.entityId)))
        .orderBy(asc(abilities.name));
      return rows.map((row) => row.name);
    },

    /**
     * Replaces the user's directly granted global abilities (grants on one entity stay): in the
     * caller's transaction (with the change's log entry). The names are known global abilities.
     */
    async replaceUserGlobalAbilities(userId: number, abilityNames: readonly string[], tx: Tx): Promise<void> {
      const globalIds = tx
        .select({ id: abilities.id })
        .from(abilities)
        .where(and(isNull(abilities.entityType), isNull(abilities.entityId)));
      await tx
        .delete(userAbilities)
        .where(and(eq(userAbilities.userId, userId), inArray(userAbilities.abilityId, globalIds)));
      if (abilityNames.length === 0) return;
      const found = await tx
        .select({ id: abilities.id })
        .from(abilities)
        .where(
          and(inArray(abilities.name, [...abilityNames]), isNull(abilities.entityType), isNull(abilities.entityId)),
        );
      await tx.insert(userAbilities).values(found.map((ability) => ({ userId, abilityId: ability.id })));
    },

    /** Users holding a role, to tell them their abilities changed. */
    async holdersOf(roleId: number): Promise<number[]> {
      const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, roleId));
      return rows.map((row) => row.userId);
    },
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
