import { and, asc, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import {
  courses,
  gameIdentifiers,
  hardwareDevices,
  strokes,
  tournamentEntries,
  tournamentHardwareDevices,
  tournamentInvites,
  tournamentPlays,
  tournamentRounds,
  tournaments,
  users,
} from '../../db/schema';
import { playerNameOf } from '../users/user-names';

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournament = typeof tournaments.$inferInsert;
export type TournamentRoundRow = typeof tournamentRounds.$inferSelect;
export type NewTournamentRound = Omit<typeof tournamentRounds.$inferInsert, 'tournamentId'>;
export type EntryRow = typeof tournamentEntries.$inferSelect;
export type PlayRow = typeof tournamentPlays.$inferSelect;
export type InviteRow = typeof tournamentInvites.$inferSelect;
export type RoundWithCourse = TournamentRoundRow & { course: { id: number; title: string; par: number } };
export type HardwareRow = { id: number; title: string; hardwareVersion: string };

export const tournamentListSpec: ListSpec = {
  sortable: {
    id: tournaments.id,
    title: tournaments.title,
    start_at: tournaments.startAt,
    end_at: tournaments.endAt,
    published_at: tournaments.publishedAt,
    created_at: tournaments.createdAt,
  },
  defaultSort: [
    { column: tournaments.createdAt, descending: true },
    { column: tournaments.id, descending: true },
  ],
  searchable: [tournaments.title],
  filters: {},
};

/** Drizzle queries of the tournaments module; `db` may be a transaction. */
export function createTournamentsRepository(db: Executor) {
  return {
    async insert(values: NewTournament): Promise<TournamentRow> {
      const [row] = await db.insert(tournaments).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<NewTournament>): Promise<TournamentRow | undefined> {
      const [row] = await db.update(tournaments).set(values).where(eq(tournaments.id, id)).returning();
      return row;
    },

    async find(id: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
      return row;
    },

    /** The tournament row locked for the transaction: entries, edits and completion serialise on it. */
    async lock(id: number): Promise<TournamentRow | undefined> {
      const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
      return row;
    },

    async remove(id: number): Promise<void> {
      await db.delete(tournaments).where(eq(tournaments.id, id));
    },

    async list(plan: ListPlan): Promise<{ rows: TournamentRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(tournaments)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(tournaments).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Published ones: the player's tabs filter them by their dates and ends (completed or cancelled). */
    async listPublic(
      where: ReturnType<typeof sql> | undefined,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<{ rows: TournamentRow[]; total: number }> {
      const condition = and(sql`${tournaments.publishedAt} is not null`, where);
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(tournaments)
          .where(condition)
          .orderBy(order === 'asc' ? asc(tournaments.startAt) : desc(tournaments.startAt), asc(tournaments.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: countAll }).from(tournaments).where(condition),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async replaceRounds(tournamentId: number, rounds: NewTournamentRound[]): Promise<void> {
      await db.delete(tournamentRounds).where(eq(tournamentRounds.tournamentId, tournamentId));
      if (rounds.length) await db.insert(tournamentRounds).values(rounds.map((round) => ({ ...round, tournamentId })));
    },

    async updateRound(id: number, values: Partial<NewTournamentRound>): Promise<void> {
      await db.update(tournamentRounds).set(values).where(eq(tournamentRounds.id, id));
    },

    async roundsOf(tournamentIds: number[]): Promise<RoundWithCourse[]> {
      if (!tournamentIds.length) return [];
      const rows = await db
        .select({ round: tournamentRounds, course: { id: courses.id, title: courses.title, par: courses.par } })
        .from(tournamentRounds)
        .innerJoin(courses, eq(courses.id, tournamentRounds.courseId))
        .where(inArray(tournamentRounds.tournamentId, tournamentIds))
        .orderBy(asc(tournamentRounds.tournamentId), asc(tournamentRounds.number));
      return rows.map(({ round, course }) => ({ ...round, course }));
    },

    /** The courses of `ids` that exist, with their type. */
    async existingCourses(ids: number[]): Promise<{ id: number; courseType: number }[]> {
      if (!ids.length) return [];
      return db
        .select({ id: courses.id, courseType: courses.courseType })
        .from(courses)
        .where(inArray(courses.id, ids));
    },

    async replaceHardware(tournamentId: number, deviceIds: number[]): Promise<void> {
      await db.delete(tournamentHardwareDevices).where(eq(tournamentHardwareDevices.tournamentId, tournamentId));
      if (deviceIds.length)
        await db
          .insert(tournamentHardwareDevices)
          .values(deviceIds.map((hardwareDeviceId) => ({ tournamentId, hardwareDeviceId })));
    },

    async hardwareOf(tournamentId: number): Promise<HardwareRow[]> {
      return db
        .select({
          id: hardwareDevices.id,
          title: hardwareDevices.title,
          hardwareVersion: hardwareDevices.hardwareVersion,
        })
        .from(tournamentHardwareDevices)
        .innerJoin(hardwareDevices, eq(hardwareDevices.id, tournamentHardwareDevices.hardwareDeviceId))
        .where(eq(tournamentHardwareDevices.tournamentId, tournamentId))
        .orderBy(asc(hardwareDevices.id));
    },

    async existingHardware(ids: number[]): Promise<number[]> {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: hardwareDevices.id })
        .from(hardwareDevices)
        .where(inArray(hardwareDevices.id, ids));
      return rows.map((row) => row.id);
    },

    // Entries

    async insertEntry(values: typeof tournamentEntries.$inferInsert): Promise<EntryRow | undefined> {
      const [row] = await db.insert(tournamentEntries).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findEntry(tournamentId: number, userId: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)));
      return row;
    },

    async lockEntry(tournamentId: number, userId: number): Promise<EntryRow | undefined> {
      const [row] = await db
        .select()
        .from(tournamentEntries)
        .where(and(eq(tournamentEntries.tournamentId, tournamentId), eq(tournamentEntries.userId, userId)))
        .for('update');
      return row;
    },

    /** The fastest ball speed (m/s) of a player's strokes in a round; null without launch data. */
    async fastestLaunch(roundId: number, userId: number): Promise<number | null> {
      const [row] = await db
        .select({ fastest: max(strokes.ballSpeed) })
        .from(strokes)
        .where(and(eq(strokes.roundId, roundId), eq(strokes.userId, userId)));
      return row?.fastest ?? null;
    },

    async entryById(id: number): Promise<EntryRow | undefined> {
      const [row] = await db.select().from(tournamentEntries).where(eq(tournamentEntries.id, id));
      return row;
    },

    async updateEntry(id: number, values: Partial<typeof tournamentEntries.$inferInsert>): Promise<EntryRow> {
      const [row] = await db.update(tournamentEntries).set(values).where(eq(tournamentEntries.id, id)).returning();
      return row!;
    },

    /** Entries in any of the statuses, in entry order. */
    async entriesOf(tournamentId: number, statuses?: string[]): Promise<EntryRow[]> {
      return db
        .select()
        .from(tournamentEntries)
        .where(
          and(
            eq(tournamentEntries.tournamentId, tournamentId),
            statuses ? inArray(tournamentEntries.status, statuses) : undefined,
          ),
        )
        .orderBy(asc(tournamentEntries.slot));
    },

    async nextSlot(tournamentId: number): Promise<number> {
      const [row] = await db
        .select({ slot: sql<number>`coalesce(max(${tournamentEntries.slot}), -1) + 1` })
        .from(tournamentEntries)
        .where(eq(tournamentEntries.tournamentId, tournamentId));
      return Number(row?.slot ?? 0);
    },

    async myEntries(userId: number): Promise<EntryRow[]> {
      return db.select().from(tournamentEntries).where(eq(tournamentEntries.userId, userId));
    },

    async userFacts(userId: number) {
      const [row] = await db
        .select({ id: users.id, displayName: users.displayName, hcp: users.hcp, mfaEnabledAt: users.mfaEnabledAt })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Whether the id is a player's (not a system account's): whom an invite may name. */
    isPlayer: async (userId: number): Promise<boolean> => (await playerNameOf(db, userId)) !== undefined,

    /** The hardware versions of the user's devices, for the entry rules. */
    async deviceVersionsOf(userId: number): Promise<string[]> {
      const rows = await db
        .select({ hardwareVersion: gameIdentifiers.hardwareVersion })
        .from(gameIdentifiers)
        .where(eq(gameIdentifiers.userId, userId));
      return rows.map((row) => row.hardwareVersion);
    },

    async gameIdentifier(userId: number, id: number) {
      const [row] = await db
        .select({ id: gameIdentifiers.id, hardwareVersion: gameIdentifiers.hardwareVersion })
        .from(gameIdentifiers)
        .where(and(eq(gameIdentifiers.id, id), eq(gameIdentifiers.userId, userId)));
      return row;
    },

    async displayNames(userIds: number[]): Promise<Map<number, string>> {
      if (!userIds.length) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.displayName })
        .from(users)
        .where(inArray(users.id, userIds));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    // Plays

    async insertPlay(values: typeof tournamentPlays.$inferInsert): Promise<PlayRow | undefined> {
      const [row] = await db.insert(tournamentPlays).values(values).onConflictDoNothing().returning();
      return row;
    },

    async playOfRound(roundId: number): Promise<PlayRow | undefined> {
      const [row] = await db.select().from(tournamentPlays).where(eq(tournamentPlays.roundId, roundId));
      return row;
    },

    async playsOfEntries(entryIds: number[]): Promise<PlayRow[]> {
      if (!entryIds.length) return [];
      return db.select().from(tournamentPlays).where(inArray(tournamentPlays.entryId, entryIds));
    },

    async updatePlay(id: number, values: Partial<typeof tournamentPlays.$inferInsert>): Promise<void> {
      await db.update(tournamentPlays).set(values).where(eq(tournamentPlays.id, id));
    },

    // Invites

    async insertInvite(values: typeof tournamentInvites.$inferInsert): Promise<InviteRow | undefined> {
      const [row] = await db.insert(tournamentInvites).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findInvite(tournamentId: number, userId: number): Promise<InviteRow | undefined> {
      const [row] = await db
        .select()
        .from(tournamentInvites)
        .where(and(eq(tournamentInvites.tournamentId, tournamentId), eq(tournamentInvites.userId, userId)));
      return row;
    },

    async setInviteStatus(id: number, status: number): Promise<void> {
      await db.update(tournamentInvites).set({ status }).where(eq(tournamentInvites.id, id));
    },

    async pendingInvitesOf(userId: number) {
      return db
        .select({ invite: tournamentInvites, title: tournaments.title })
        .from(tournamentInvites)
        .innerJoin(tournaments, eq(tournaments.id, tournamentInvites.tournamentId))
        .where(
          and(eq(tournamentInvites.userId, userId), eq(tournamentInvites.status, 10), isNull(tournaments.cancelledAt)),
        )
        .orderBy(desc(tournamentInvites.createdAt));
    },
  };
}

export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;

/** Runs `fn` in a transaction with a repository bound to it. */
export function inTournamentsTransaction<T>(
  db: Database,
  fn: (repo: TournamentsRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createTournamentsRepository(tx), tx as unknown as Database));
}
