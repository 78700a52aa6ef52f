import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { clubFees, clubInvites, clubRounds, clubs, clubUsers, roundPlayers, rounds, users } from '../../db/schema';
import { displayNameOf, playerNameOf, userIdByDisplayName } from '../users/user-names';

export type ClubRow = typeof clubs.$inferSelect;
export type ClubUserRow = typeof clubUsers.$inferSelect;
export type ClubFeeRow = typeof clubFees.$inferSelect;
export type ClubValues = Partial<typeof clubs.$inferInsert>;

const { accepted, pending } = enums.club_member_status;
const { administrator } = enums.club_role;

/** Back-office list: sortable by name and created_at (default newest first); the member count is not sortable. */
export const adminClubListSpec: ListSpec = {
  sortable: { id: clubs.id, name: clubs.name, created_at: clubs.createdAt },
  defaultSort: [
    { column: clubs.createdAt, descending: true },
    { column: clubs.id, descending: true },
  ],
  searchable: [clubs.name],
  filters: {},
};

const isUniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } }).cause ?? (error as { code?: string })).code === '23505';

/** Drizzle queries of clubs, memberships, invites, fees and shared rounds; createClubsRepository(db or tx). */
export function createClubsRepository(db: Database) {
  return {
    /** The club, or undefined; `lock` takes its row lock for the transaction (memberships change under it). */
    async find(id: number, lock = false): Promise<ClubRow | undefined> {
      const query = db.select().from(clubs).where(eq(clubs.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Inserts a club; 'taken' when its name is (case-insensitively) in use. */
    async insert(values: typeof clubs.$inferInsert): Promise<ClubRow | 'taken'> {
      try {
        const [row] = await db.insert(clubs).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async update(id: number, values: ClubValues): Promise<ClubRow | 'taken' | undefined> {
      try {
        const [row] = await db.update(clubs).set(values).where(eq(clubs.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Rewrites cached_club_users_count from the accepted memberships (in the transaction holding the club lock). */
    async recount(clubId: number): Promise<void> {
      await db
        .update(clubs)
        .set({
          cachedClubUsersCount: sql`(select count(*)::int from ${clubUsers} where ${clubUsers.clubId} = ${clubId} and ${clubUsers.status} = ${accepted})`,
        })
        .where(eq(clubs.id, clubId));
    },

    /** One player's club creations at a time, so two at once cannot both pass the limit. */
    async lockCreator(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('club-creator'), ${userId})`);
    },

    /** Clubs the user administers (accepted): the "active clubs" the setting max_active_clubs_per_user bounds. */
    async administeredCount(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(clubUsers)
        .where(and(eq(clubUsers.userId, userId), eq(clubUsers.role, administrator), eq(clubUsers.status, accepted)));
      return row?.n ?? 0;
    },

    async membership(clubId: number, userId: number): Promise<ClubUserRow | undefined> {
      const [row] = await db
        .select()
        .from(clubUsers)
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, userId)));
      return row;
    },

    async insertMembership(values: typeof clubUsers.$inferInsert): Promise<ClubUserRow> {
      const [row] = await db.insert(clubUsers).values(values).returning();
      return row!;
    },

    /** Moves a pending membership to accepted; undefined when it was not pending. */
    async accept(clubId: number, userId: number, at: Date): Promise<ClubUserRow | undefined> {
      const [row] = await db
        .update(clubUsers)
        .set({ status: accepted, acceptedAt: at })
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, userId), eq(clubUsers.status, pending)))
        .returning();
      return row;
    },

    async removeMembership(clubId: number, userId: number): Promise<ClubUserRow | undefined> {
      const [row] = await db
        .delete(clubUsers)
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, userId)))
        .returning();
      return row;
    },

    async setRole(clubId: number, userId: number, role: number): Promise<ClubUserRow | undefined> {
      const [row] = await db
        .update(clubUsers)
        .set({ role })
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.userId, userId), eq(clubUsers.status, accepted)))
        .returning();
      return row;
    },

    async administratorCount(clubId: number): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(clubUsers)
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.role, administrator), eq(clubUsers.status, accepted)));
      return row?.n ?? 0;
    },

    /** The administrator longest in the club: where the club's share of a member fee goes (decision 0083). */
    async seniorAdministrator(clubId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ userId: clubUsers.userId })
        .from(clubUsers)
        .where(and(eq(clubUsers.clubId, clubId), eq(clubUsers.role, administrator), eq(clubUsers.status, accepted)))
        .orderBy(asc(clubUsers.acceptedAt), asc(clubUsers.id))
        .limit(1);
      return row?.userId;
    },

    async members(clubId: number, status?: number) {
      return db
        .select({
          userId: clubUsers.userId,
          displayName: users.displayName,
          avatar: users.image,
          role: clubUsers.role,
          status: clubUsers.status,
          acceptedAt: clubUsers.acceptedAt,
          createdAt: clubUsers.createdAt,
        })
        .from(clubUsers)
        .innerJoin(users, eq(users.id, clubUsers.userId))
        .where(and(eq(clubUsers.clubId, clubId), status === undefined ? undefined : eq(clubUsers.status, status)))
        .orderBy(asc(clubUsers.role), asc(clubUsers.id));
    },

    async invite(clubId: number, userId: number, invitedBy: number): Promise<boolean> {
      const rows = await db
        .insert(clubInvites)
        .values({ clubId, userId, invitedBy })
        .onConflictDoNothing()
        .returning({ userId: clubInvites.userId });
      return rows.length > 0;
    },

    async hasInvite(clubId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: clubInvites.userId })
        .from(clubInvites)
        .where(and(eq(clubInvites.clubId, clubId), eq(clubInvites.userId, userId)));
      return row !== undefined;
    },

    async deleteInvite(clubId: number, userId: number): Promise<void> {
      await db.delete(clubInvites).where(and(eq(clubInvites.clubId, clubId), eq(clubInvites.userId, userId)));
    },

    userIdByDisplayName: (displayName: string) => userIdByDisplayName(db, displayName),

    /** Whether the id is a player's (not a system account's): whom an invite may name. */
    isPlayer: async (userId: number): Promise<boolean> => (await playerNameOf(db, userId)) !== undefined,

    displayNameOf: async (userId: number): Promise<string | null> => (await displayNameOf(db, userId)) ?? null,

    // Member fees (decision 0083).

    async insertFee(values: { clubId: number; userId: number; tokenType: number; amount: number; state: string }) {
      const [row] = await db.insert(clubFees).values(values).onConflictDoNothing().returning();
      return row;
    },

    async heldFee(clubId: number, userId: number): Promise<ClubFeeRow | undefined> {
      const [row] = await db
        .select()
        .from(clubFees)
        .where(and(eq(clubFees.clubId, clubId), eq(clubFees.userId, userId), eq(clubFees.state, 'held')));
      return row;
    },

    /** held → settled or refunded, once: undefined when it had moved already. */
    async closeFee(id: number, state: 'settled' | 'refunded'): Promise<ClubFeeRow | undefined> {
      const [row] = await db
        .update(clubFees)
        .set({ state })
        .where(and(eq(clubFees.id, id), eq(clubFees.state, 'held')))
        .returning();
      return row;
    },

    // Reading clubs.

    /** Public clubs, and the caller's own and invited ones; by name. */
    async listFor(userId: number, options: { search?: string; mine?: boolean; limit: number }) {
      const own = sql`exists (select 1 from ${clubUsers} where ${clubUsers.clubId} = ${clubs.id} and ${clubUsers.userId} = ${userId})`;
      const invited = sql`exists (select 1 from ${clubInvites} where ${clubInvites.clubId} = ${clubs.id} and ${clubInvites.userId} = ${userId})`;
      const conditions: (SQL | undefined)[] = [
        options.mine ? own : or(eq(clubs.visibility, enums.round_visibility.public), own, invited),
      ];
      if (options.search) conditions.push(ilike(clubs.name, `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
      return db
        .select()
        .from(clubs)
        .where(and(...conditions))
        .orderBy(desc(clubs.cachedClubUsersCount), asc(clubs.name))
        .limit(options.limit);
    },

    async membershipsOf(userId: number, clubIds: number[]) {
      if (!clubIds.length) return [];
      return db
        .select()
        .from(clubUsers)
        .where(and(eq(clubUsers.userId, userId), inArray(clubUsers.clubId, clubIds)));
    },

    async invitesOf(userId: number, clubIds: number[]): Promise<Set<number>> {
      if (!clubIds.length) return new Set();
      const rows = await db
        .select({ clubId: clubInvites.clubId })
        .from(clubInvites)
        .where(and(eq(clubInvites.userId, userId), inArray(clubInvites.clubId, clubIds)));
      return new Set(rows.map((row) => row.clubId));
    },

    async adminList(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(clubs)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ n: countAll }).from(clubs).where(plan.where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    // Rounds shared with the club.

    async shareRound(clubId: number, roundId: number): Promise<void> {
      await db.insert(clubRounds).values({ clubId, roundId }).onConflictDoNothing();
    },

    /** Shared rounds still in their lobby (active, play_status pending), soonest created first. */
    async upcomingRounds(clubId: number) {
      return db
        .select({
          id: rounds.id,
          title: rounds.title,
          hostId: rounds.hostId,
          hostDisplayName: users.displayName,
          gameMode: rounds.gameMode,
          maxPlayers: rounds.maxPlayers,
          playerCount: sql<number>`(select count(*)::int from ${roundPlayers} where ${roundPlayers.roundId} = ${rounds.id})`,
          createdAt: rounds.createdAt,
        })
        .from(clubRounds)
        .innerJoin(rounds, eq(rounds.id, clubRounds.roundId))
        .innerJoin(users, eq(users.id, rounds.hostId))
        .where(
          and(
            eq(clubRounds.clubId, clubId),
            eq(rounds.roundStatus, enums.round_status.active),
            eq(rounds.playStatus, enums.play_status.pending),
          ),
        )
        .orderBy(asc(rounds.createdAt))
        .limit(20);
    },

    async roundForSharing(roundId: number) {
      const [row] = await db
        .select({
          id: rounds.id,
          hostId: rounds.hostId,
          playStatus: rounds.playStatus,
          roundStatus: rounds.roundStatus,
        })
        .from(rounds)
        .where(eq(rounds.id, roundId));
      return row;
    },
  };
}

export type ClubsRepository = ReturnType<typeof createClubsRepository>;
