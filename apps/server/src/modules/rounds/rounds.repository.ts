import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { booleanFilter, countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { courses, gameIdentifiers, roundInvites, roundPlayers, rounds, strokes, users } from '../../db/schema';
import { courseScoring, courseTee, holeDefinition, holeTeePosition, scoringHoles } from '../courses/courses.repository';
import { displayNameOf, playerNameOf, userIdByDisplayName } from '../users/user-names';
import { flaggedStrokesOf } from './flagged-strokes';
import { inviteStatus } from './invite-status';

export type RoundRow = typeof rounds.$inferSelect;
export type NewRound = typeof rounds.$inferInsert;
export type RoundPlayerRow = typeof roundPlayers.$inferSelect;
export type RoundInviteRow = typeof roundInvites.$inferSelect;

const ACTIVE = 10;

const playerCount = sql<number>`(select cast(count(*) as integer) from round_players rp where rp.round_id = ${rounds.id})`;
/** Seats taken: the players and the pending invites (an invite holds a seat until it is answered). */
const seatsTaken = sql<number>`(${playerCount} + (select cast(count(*) as integer) from round_invites ri
  where ri.round_id = ${rounds.id} and ri.status = ${inviteStatus.pending}))`;

/** The lobby: public active rounds. Filters course_id, game_mode, play_status, has_free_slot. */
export const lobbyListSpec: ListSpec = {
  sortable: { id: rounds.id, title: rounds.title, created_at: rounds.createdAt, max_players: rounds.maxPlayers },
  defaultSort: [{ column: rounds.createdAt, descending: true }],
  searchable: [rounds.title],
  filters: {
    course_id: integerFilter('course_id', rounds.courseId),
    game_mode: integerFilter('game_mode', rounds.gameMode),
    play_status: integerFilter('play_status', rounds.playStatus),
    has_free_slot: booleanFilter('has_free_slot', (free) =>
      free ? sql`${seatsTaken} < ${rounds.maxPlayers}` : sql`${seatsTaken} >= ${rounds.maxPlayers}`,
    ),
  },
};

/** A player's row in a round; undefined when the user does not play in it. */
export async function roundPlayer(db: Database, roundId: number, userId: number): Promise<RoundPlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(roundPlayers)
    .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
  return row;
}

/** A round's players with their display names, in joining order. */
export function playersWithNames(db: Database, roundId: number) {
  return db
    .select({ player: roundPlayers, displayName: users.displayName })
    .from(roundPlayers)
    .innerJoin(users, eq(users.id, roundPlayers.userId))
    .where(eq(roundPlayers.roundId, roundId))
    .orderBy(asc(roundPlayers.joinedAt), asc(roundPlayers.userId));
}

export function createRoundsRepository(db: Database) {
  return {
    async insertRound(values: NewRound): Promise<RoundRow> {
      const [row] = await db.insert(rounds).values(values).returning();
      return row!;
    },

    async findRound(id: number): Promise<RoundRow | undefined> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id));
      return row;
    },

    /** The round row locked for the rest of the transaction (joins and starts serialise on it). */
    async lockRound(id: number): Promise<RoundRow | undefined> {
      const [row] = await db.select().from(rounds).where(eq(rounds.id, id)).for('update');
      return row;
    },

    async findByJoinCode(code: string): Promise<RoundRow | undefined> {
      const [row] = await db.select().from(rounds).where(eq(rounds.joinCode, code));
      return row;
    },

    async updateRound(id: number, changes: Partial<NewRound>): Promise<void> {
      await db.update(rounds).set(changes).where(eq(rounds.id, id));
    },

    async courseOf(id: number) {
      const [course] = await db
        .select({ id: courses.id, title: courses.title, courseType: courses.courseType, par: courses.par })
        .from(courses)
        .where(eq(courses.id, id));
      return course;
    },

    holesOf: (courseId: number) => scoringHoles(db, courseId),

    /** What scoring a round on the course needs (the same read as the scorecard's). */
    courseScoring: (courseId: number, teeingType: number) => courseScoring(db, courseId, teeingType),

    /** Where a hole's tee of a teeing_type is, hole frame (cm), from the geometry. */
    teePosition: (courseId: number, number: number, teeingType: number) =>
      holeTeePosition(db, courseId, number, teeingType),

    teeOf: (courseId: number, teeingType: number) => courseTee(db, courseId, teeingType),

    players: (roundId: number) => playersWithNames(db, roundId),

    findPlayer: (roundId: number, userId: number) => roundPlayer(db, roundId, userId),

    async countPlayers(roundId: number): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(roundPlayers).where(eq(roundPlayers.roundId, roundId));
      return row?.n ?? 0;
    },

    /** False when the player was already there (a concurrent join). */
    async addPlayer(values: typeof roundPlayers.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(roundPlayers)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: roundPlayers.userId });
      return rows.length > 0;
    },

    async removePlayer(roundId: number, userId: number): Promise<void> {
      await db.delete(roundPlayers).where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
    },

    async updatePlayers(roundId: number, changes: Partial<typeof roundPlayers.$inferInsert>): Promise<void> {
      await db.update(roundPlayers).set(changes).where(eq(roundPlayers.roundId, roundId));
    },

    /** An active round, other than `exceptRoundId`, where the user plays on someone else's simulator. */
    async localSeatElsewhere(userId: number, exceptRoundId?: number): Promise<number | undefined> {
      const [row] = await db
        .select({ roundId: roundPlayers.roundId })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .where(
          and(
            eq(roundPlayers.userId, userId),
            eq(roundPlayers.isLocal, true),
            eq(rounds.roundStatus, ACTIVE),
            exceptRoundId === undefined ? undefined : ne(rounds.id, exceptRoundId),
          ),
        )
        .limit(1);
      return row?.roundId;
    },

    async gameIdentifier(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(gameIdentifiers)
        .where(and(eq(gameIdentifiers.id, id), eq(gameIdentifiers.userId, userId)));
      return row;
    },

    displayNameOf: (userId: number) => displayNameOf(db, userId),
    /** The name of a player a host may invite; undefined for no such user or a system account. */
    playerNameOf: (userId: number) => playerNameOf(db, userId),
    userIdByDisplayName: (displayName: string) => userIdByDisplayName(db, displayName),

    async handicapOf(userId: number): Promise<number | null> {
      const [row] = await db.select({ hcp: users.hcp }).from(users).where(eq(users.id, userId));
      return row?.hcp ?? null;
    },

    // Invites.

    async findInvite(roundId: number, userId: number): Promise<RoundInviteRow | undefined> {
      const [row] = await db
        .select()
        .from(roundInvites)
        .where(and(eq(roundInvites.roundId, roundId), eq(roundInvites.userId, userId)));
      return row;
    },

    async countPendingInvites(roundId: number): Promise<number> {
      const [row] = await db
        .select({ n: countAll })
        .from(roundInvites)
        .where(and(eq(roundInvites.roundId, roundId), eq(roundInvites.status, inviteStatus.pending)));
      return row?.n ?? 0;
    },

    /** The players invited and not yet answered, in the order they were invited. */
    pendingInvitees(roundId: number): Promise<{ userId: number; displayName: string }[]> {
      return db
        .select({ userId: roundInvites.userId, displayName: users.displayName })
        .from(roundInvites)
        .innerJoin(users, eq(users.id, roundInvites.userId))
        .where(and(eq(roundInvites.roundId, roundId), eq(roundInvites.status, inviteStatus.pending)))
        .orderBy(asc(roundInvites.createdAt), asc(roundInvites.id));
    },

    async insertInvite(values: typeof roundInvites.$inferInsert): Promise<RoundInviteRow> {
      const [row] = await db.insert(roundInvites).values(values).returning();
      return row!;
    },

    async setInviteStatus(id: number, status: number): Promise<void> {
      await db.update(roundInvites).set({ status }).where(eq(roundInvites.id, id));
    },

    async deleteInvite(id: number): Promise<void> {
      await db.delete(roundInvites).where(eq(roundInvites.id, id));
    },

    async deletePendingInvites(roundId: number): Promise<void> {
      await db
        .delete(roundInvites)
        .where(and(eq(roundInvites.roundId, roundId), eq(roundInvites.status, inviteStatus.pending)));
    },

    async pendingInvitesOf(userId: number) {
      return db
        .select({ invite: roundInvites, title: rounds.title, hostName: users.displayName })
        .from(roundInvites)
        .innerJoin(rounds, eq(rounds.id, roundInvites.roundId))
        .innerJoin(users, eq(users.id, rounds.hostId))
        .where(
          and(
            eq(roundInvites.userId, userId),
            eq(roundInvites.status, inviteStatus.pending),
            // Not started: nobody joins a round under way, so accepting could only fail.
            eq(rounds.playStatus, enums.play_status.pending),
            eq(rounds.roundStatus, ACTIVE),
          ),
        )
        .orderBy(desc(roundInvites.createdAt));
    },

    // Lobby and history.

    async lobby(plan: ListPlan) {
      const where = and(eq(rounds.roundStatus, ACTIVE), eq(rounds.visibility, 10), plan.where);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            round: rounds,
            courseTitle: courses.title,
            courseType: courses.courseType,
            hostName: users.displayName,
            playerCount,
            seatsTaken,
          })
          .from(rounds)
          .innerJoin(courses, eq(courses.id, rounds.courseId))
          .innerJoin(users, eq(users.id, rounds.hostId))
          .where(where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(rounds).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Active rounds the user plays in and has not finished (public or private), newest first: to resume. */
    async unfinishedRoundsOf(userId: number) {
      return db
        .select({
          round: rounds,
          courseTitle: courses.title,
          courseType: courses.courseType,
          hostName: users.displayName,
          playerCount,
          seatsTaken,
        })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .innerJoin(users, eq(users.id, rounds.hostId))
        .where(and(eq(roundPlayers.userId, userId), eq(rounds.roundStatus, ACTIVE), ne(roundPlayers.playStatus, 100)))
        .orderBy(desc(rounds.createdAt), desc(rounds.id));
    },

    /** The user's latest completed rounds, newest first. */
    async completedRoundsOf(userId: number, limit: number) {
      return db
        .select({ round: rounds, player: roundPlayers, courseTitle: courses.title })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .where(and(eq(roundPlayers.userId, userId), eq(rounds.roundStatus, 20)))
        .orderBy(desc(rounds.completedAt), desc(rounds.id))
        .limit(limit);
    },

    /** A hole of the round's course with its whole geometry (where a ball lies on it). */
    holeDefinition: (courseId: number, number: number) => holeDefinition(db, courseId, number),

    /** A player's counted strokes on one hole, in order. */
    async strokesOnHole(roundId: number, userId: number, hole: number) {
      return db
        .select()
        .from(strokes)
        .where(
          and(
            eq(strokes.roundId, roundId),
            eq(strokes.userId, userId),
            eq(strokes.hole, hole),
            eq(strokes.replaced, false),
          ),
        )
        .orderBy(asc(strokes.id));
    },

    flaggedStrokes: (roundId: number) => flaggedStrokesOf(db, roundId),

    async isParticipant(roundId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: roundPlayers.userId })
        .from(roundPlayers)
        .where(and(eq(roundPlayers.roundId, roundId), eq(roundPlayers.userId, userId)));
      return row !== undefined;
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;

/** Runs fn in one transaction with a repository bound to it (and the transaction, for the ledger). */
export function inRoundsTransaction<T>(
  db: Database,
  fn: (repo: RoundsRepository, tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createRoundsRepository(tx as unknown as Database), tx as unknown as Database));
}
