import { and, desc, eq, inArray, isNotNull, isNull, like, ne, sql } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { booleanFilter, countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { gameIdentifiers, playerSettings, roles, sessions, userRoles, users, verifications } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { rememberEndedSessions } from '../auth/ended-sessions.repository';
import { equalsIgnoringCase } from './user-names';
import { createHash } from 'node:crypto';

/** How long a used reset link is remembered as used (after that it is just unknown, like a mistyped one). */
const USED_RESET_LINK_MEMORY_DAYS = 30;
/** Only a hash of the used token is kept: the marker must not be a working token for anything. */
const usedResetMarker = (token: string) => `reset-password-used:${createHash('sha256').update(token).digest('hex')}`;

export type UserRow = typeof users.$inferSelect;
export type UserUpdate = Partial<typeof users.$inferInsert>;
export type PlayerSettingsRow = typeof playerSettings.$inferSelect;
export type PlayerSettingsUpdate = Partial<Omit<typeof playerSettings.$inferInsert, 'userId'>>;
export type GameIdentifierRow = typeof gameIdentifiers.$inferSelect;

/** A full bag: every club, driver to putter (enum club). */
export const DEFAULT_GOLF_BAG = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140];

export const adminUserListSpec: ListSpec = {
  sortable: {
    id: users.id,
    display_name: users.displayName,
    first_name: users.firstName,
    last_name: users.lastName,
    email: users.email,
    updated_at: users.updatedAt,
  },
  defaultSort: [{ column: users.id }],
  searchable: [users.email, users.displayName, users.firstName, users.lastName],
  filters: {
    suspended: booleanFilter('suspended', (suspended) =>
      suspended ? isNotNull(users.suspendedAt) : isNull(users.suspendedAt),
    ),
    role: (values) =>
      inArray(
        users.id,
        sql`(select ${userRoles.userId} from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${inArray(roles.name, values)})`,
      ),
    email_verified: booleanFilter('email_verified', (verified) => eq(users.emailVerified, verified)),
    system_account: booleanFilter('system_account', (system) => eq(users.systemAccount, system)),
  },
};

const isUniqueViolation = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint: name } = cause as { code?: string; constraint?: string };
  return code === '23505' && (!name || name === constraint);
};

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    /** Whether the user is one of the platform's own accounts (decision 0120); false for no such user. */
    async isSystemAccount(id: number): Promise<boolean> {
      const [row] = await db.select({ system: users.systemAccount }).from(users).where(eq(users.id, id));
      return row?.system ?? false;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(equalsIgnoringCase(users.email, email));
      return row;
    },

    /** Whether another user already has this display name or e-mail (compared case-insensitively, as the unique indexes do). */
    async isTaken(field: 'displayName' | 'email', value: string, exceptUserId?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            equalsIgnoringCase(users[field], value),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        );
      return row !== undefined;
    },

    /** Updates the user; a display name or e-mail taken meanwhile by someone else is a 422, not a 500. */
    async update(id: number, changes: UserUpdate, executor: Executor = db): Promise<UserRow> {
      try {
        const [row] = await executor.update(users).set(changes).where(eq(users.id, id)).returning();
        if (!row) throw new AppError('general.not_found');
        return row;
      } catch (error) {
        if (isUniqueViolation(error, 'users_display_name_unique'))
          throw AppError.validation({
            display_name: [{ key: 'validation.unique', params: { attribute: 'display name' } }],
          });
        if (isUniqueViolation(error, 'users_email_unique'))
          throw AppError.validation({ email: [{ key: 'validation.unique', params: { attribute: 'email' } }] });
        throw error;
      }
    },

    /**
     * Whether a reset link's token is live (the provider's `reset-password:<token>` row, unexpired) or
     * was used (our `reset-password-used:<sha-256>` marker, written when a reset succeeds).
     */
    async passwordResetLinkState(token: string): Promise<'live' | 'used' | 'unknown'> {
      const rows = await db
        .select({ identifier: verifications.identifier })
        .from(verifications)
        .where(
          and(
            inArray(verifications.identifier, [`reset-password:${token}`, usedResetMarker(token)]),
            sql`${verifications.expiresAt} > now()`,
          ),
        );
      if (rows.some((row) => row.identifier === usedResetMarker(token))) return 'used';
      return rows.length ? 'live' : 'unknown';
    },

    /** Remembers a used reset link for USED_RESET_LINK_MEMORY_DAYS, so opening it again can say so. */
    async markPasswordResetLinkUsed(token: string): Promise<void> {
      await db.insert(verifications).values({
        identifier: usedResetMarker(token),
        value: 'used',
        expiresAt: new Date(Date.now() + USED_RESET_LINK_MEMORY_DAYS * 24 * 3600 * 1000),
      });
    },

    /**
     * Deletes the user's unused password-reset links (the identity provider keeps each as a
     * verification row `reset-password:<token>` whose value is the user id).
     */
    async dropPasswordResetLinks(id: number, executor: Executor = db): Promise<void> {
      await executor
        .delete(verifications)
        .where(and(like(verifications.identifier, 'reset-password:%'), eq(verifications.value, String(id))));
    },

    /**
     * Suspends and ends every session, in the caller's transaction (with the suspension's log
     * entry), so the user is out at once and never out without being suspended. Only a user not
     * yet suspended: of two staff suspending at once, the second waits for the first and is told
     * the user is already suspended (no second entry or mail).
     */
    async suspend(id: number, reason: string, at: Date, tx: Tx): Promise<UserRow> {
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: at, suspendReason: reason })
        .where(and(eq(users.id, id), isNull(users.suspendedAt)))
        .returning();
      if (!row) throw new AppError('users.already_disabled');
      const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning();
      // Whoever still holds one of them is told it ended with the suspension, and why (decision 0124); not
      // on a kiosk, a venue's shared screen, which shows nothing personal (decision 0103).
      const personal = ended.filter((session) => session.kioskAt === null);
      await rememberEndedSessions(tx, personal, 'suspended', at);
      return row;
    },

    /** Lifts a suspension, in the caller's transaction; only a suspended user (as suspend, for two staff at once). */
    async unsuspend(id: number, tx: Tx): Promise<void> {
      const [row] = await tx
        .update(users)
        .set({ suspendedAt: null, suspendReason: null })
        .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      if (!row) throw new AppError('users.not_disabled');
    },

    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(users).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** The account's set-up has finished (users.setup_pending). */
    async finishSetup(userId: number): Promise<void> {
      await db.update(users).set({ setupPending: false }).where(eq(users.id, userId));
    },

    async playerSettingsOf(userId: number): Promise<PlayerSettingsRow> {
      const [row] = await db.select().from(playerSettings).where(eq(playerSettings.userId, userId));
      if (row) return row;
      const [created] = await db
        .insert(playerSettings)
        .values({ userId, golfBag: DEFAULT_GOLF_BAG })
        .onConflictDoNothing()
        .returning();
      return created ?? (await db.select().from(playerSettings).where(eq(playerSettings.userId, userId)))[0]!;
    },

    async updatePlayerSettings(userId: number, changes: PlayerSettingsUpdate, executor: Executor = db): Promise<void> {
      await executor
        .insert(playerSettings)
        .values({ userId, golfBag: DEFAULT_GOLF_BAG, ...changes })
        .onConflictDoUpdate({ target: playerSettings.userId, set: changes });
    },

    async gameIdentifiersOf(userId: number): Promise<GameIdentifierRow[]> {
      return db
        .select()
        .from(gameIdentifiers)
        .where(eq(gameIdentifiers.userId, userId))
        .orderBy(desc(gameIdentifiers.updatedAt), desc(gameIdentifiers.id));
    },

    async upsertGameIdentifier(
      userId: number,
      identifier: Pick<GameIdentifierRow, 'uuid' | 'softwareVersion' | 'hardwareVersion' | 'hardwareKey'>,
    ): Promise<GameIdentifierRow> {
      const [row] = await db
        .insert(gameIdentifiers)
        .values({ userId, ...identifier })
        .onConflictDoUpdate({
          target: [gameIdentifiers.userId, gameIdentifiers.uuid],
          set: {
            softwareVersion: identifier.softwareVersion,
            hardwareVersion: identifier.hardwareVersion,
            hardwareKey: identifier.hardwareKey,
            updatedAt: new Date(),
          },
        })
        .returning();
      return row!;
    },

    async deleteGameIdentifier(userId: number, id: number): Promise<boolean> {
      const deleted = await db
        .delete(gameIdentifiers)
        .where(and(eq(gameIdentifiers.userId, userId), eq(gameIdentifiers.id, id)))
        .returning({ id: gameIdentifiers.id });
      return deleted.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
