import { and, asc, desc, eq, exists, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { courseScoring } from '../courses/courses.repository';
import { playersWithNames } from '../rounds/rounds.repository';
import { flaggedStrokesOf } from '../rounds/flagged-strokes';
import {
  courseHoles,
  courses,
  courseTees,
  handicapRecords,
  roundPlayers,
  rounds,
  strokes,
  users,
} from '../../db/schema';

export type HandicapRecordRow = typeof handicapRecords.$inferSelect;

/** When the round was played for the handicap: the round's end, or the player's (`now` while neither is set). */
const playedAt = sql<Date>`coalesce(${rounds.completedAt}, ${roundPlayers.completedAt}, ${sql.placeholder('now')}::timestamptz)`;

/** The handicap's inputs (see handicapInputs), prepared: they are read at the end of every player's round. */
function prepareHandicapInputs(db: Database) {
  return db
    .select({
      round: {
        courseId: rounds.courseId,
        gameMode: rounds.gameMode,
        holes: rounds.holes,
        gimmeDistance: rounds.gimmeDistance,
        playedOffline: rounds.playedOffline,
        completedAt: rounds.completedAt,
      },
      player: {
        scores: roundPlayers.scores,
        mulligansUsed: roundPlayers.mulligansUsed,
        completedAt: roundPlayers.completedAt,
      },
      tee: { courseRating: courseTees.courseRating, slopeRating: courseTees.slopeRating },
      courseHoles: sql<{ number: number; par: number; strokeIndex: number }[]>`(
        select coalesce(json_agg(json_build_object('number', number, 'par', par, 'strokeIndex', stroke_index)
          order by number), '[]'::json)
        from ${courseHoles} where course_id = ${rounds.courseId})`,
      flaggedStrokes: sql<number>`(
        select count(*) from ${strokes}
        where round_id = ${rounds.id} and user_id = ${users.id} and flag_reason is not null)::integer`,
      hcp: users.hcp,
      recordCount: sql<number>`(select count(*) from ${handicapRecords} where user_id = ${users.id})::integer`,
      recentRecords: sql<{ differential: number; index: number | null }[]>`(
        select coalesce(json_agg(json_build_object('differential', latest.differential, 'index', latest.index)
          order by latest.played_at, latest.id), '[]'::json)
        from (select score_differential::float8 as differential, handicap_index::float8 as index, played_at, id
          from ${handicapRecords}
          where user_id = ${users.id} order by played_at desc, id desc limit ${sql.placeholder('recent')}) latest)`,
      playedAt: playedAt.mapWith(rounds.completedAt),
      // Rule 5.7: the 365 days run back from the most recent score already in the record, not from this one.
      lowIndexLastYear: sql<number | null>`(
        select min(${handicapRecords.handicapIndex})::float8 from ${handicapRecords}
        where user_id = ${users.id} and played_at >= (
          select max(latest.played_at) from ${handicapRecords} latest where latest.user_id = ${users.id}
        ) - interval '365 days')`,
    })
    .from(roundPlayers)
    .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
    .innerJoin(users, eq(users.id, roundPlayers.userId))
    .leftJoin(courseTees, and(eq(courseTees.courseId, rounds.courseId), eq(courseTees.teeingType, rounds.tee)))
    .where(
      and(eq(roundPlayers.roundId, sql.placeholder('roundId')), eq(roundPlayers.userId, sql.placeholder('userId'))),
    )
    .prepare('statistics_handicap_inputs');
}

/** Reads for scorecards, history and statistics, and the handicap history. */
export function createStatisticsRepository(db: Database) {
  // Prepared on first use: most of these repositories (one per transaction) never read it.
  let handicapInputsStatement: ReturnType<typeof prepareHandicapInputs> | undefined;
  return {
    /** A round with what scoring it needs: course holes, the tee's ratings, hcp_rebasing. */
    async roundContext(roundId: number) {
      const [row] = await db
        .select({ round: rounds, courseTitle: courses.title })
        .from(rounds)
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .where(eq(rounds.id, roundId));
      if (!row) return undefined;
      return { ...row, ...(await courseScoring(db, row.round.courseId, row.round.tee)) };
    },

    players: (roundId: number) => playersWithNames(db, roundId),

    flaggedStrokes: (roundId: number) => flaggedStrokesOf(db, roundId),

    /** Counted strokes (mulligans replaced are left out), in the order played. */
    async strokesOf(roundIds: number[], userId?: number) {
      if (roundIds.length === 0) return [];
      return db
        .select()
        .from(strokes)
        .where(
          and(
            inArray(strokes.roundId, roundIds),
            eq(strokes.replaced, false),
            userId === undefined ? undefined : eq(strokes.userId, userId),
          ),
        )
        .orderBy(asc(strokes.id));
    },

    /** The user's latest completed rounds, newest first. */
    async completedRounds(userId: number, limit: number) {
      // Completed while still pending: a round its host cancelled before the start, never played.
      return db
        .select({ round: rounds, player: roundPlayers, courseTitle: courses.title })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .innerJoin(courses, eq(courses.id, rounds.courseId))
        .where(
          and(
            eq(roundPlayers.userId, userId),
            eq(rounds.roundStatus, enums.round_status.completed),
            ne(rounds.playStatus, enums.play_status.pending),
          ),
        )
        .orderBy(desc(rounds.completedAt), desc(rounds.id))
        .limit(limit);
    },

    /**
     * For the match history: the user's handicap records of these rounds (their differentials),
     * how many of the user's strokes in each were flagged, and the rounds played while the user
     * had a Handicap Index (their latest record before the round's end has one).
     */
    async handicapFacts(userId: number, roundIds: number[]) {
      if (!roundIds.length)
        return { records: new Map<number, number>(), flagged: new Map<number, number>(), withIndex: new Set<number>() };
      const [records, flagged, indexes] = await Promise.all([
        db
          .select({ roundId: handicapRecords.roundId, scoreDifferential: handicapRecords.scoreDifferential })
          .from(handicapRecords)
          .where(and(eq(handicapRecords.userId, userId), inArray(handicapRecords.roundId, roundIds))),
        db
          .select({ roundId: strokes.roundId, count: sql<number>`count(*)::integer` })
          .from(strokes)
          .where(
            and(eq(strokes.userId, userId), inArray(strokes.roundId, roundIds), sql`${strokes.flagReason} is not null`),
          )
          .groupBy(strokes.roundId),
        db
          .select({
            roundId: rounds.id,
            indexBefore: sql<number | null>`(
              select earlier.handicap_index from ${handicapRecords} earlier
              where earlier.user_id = ${userId} and earlier.round_id <> ${rounds.id}
                and earlier.played_at <= coalesce(${rounds.completedAt}, ${rounds.updatedAt})
              order by earlier.played_at desc, earlier.id desc limit 1)`,
          })
          .from(rounds)
          .where(inArray(rounds.id, roundIds)),
      ]);
      return {
        records: new Map(records.map((row) => [row.roundId, row.scoreDifferential])),
        flagged: new Map(flagged.map((row) => [row.roundId, row.count])),
        withIndex: new Set(indexes.filter((row) => row.indexBefore !== null).map((row) => row.roundId)),
      };
    },

    /** The user's rounds with play (any status), optionally on one course and in a period. */
    async playedRounds(userId: number, filter: { courseId?: number; from?: Date; to?: Date }) {
      return db
        .select({ round: rounds, player: roundPlayers })
        .from(roundPlayers)
        .innerJoin(rounds, eq(rounds.id, roundPlayers.roundId))
        .where(
          and(
            eq(roundPlayers.userId, userId),
            sql`${rounds.startedAt} is not null`,
            inArray(rounds.gameMode, [10, 20]),
            filter.courseId === undefined ? undefined : eq(rounds.courseId, filter.courseId),
            filter.from ? gte(rounds.startedAt, filter.from) : undefined,
            filter.to ? lte(rounds.startedAt, filter.to) : undefined,
          ),
        );
    },

    async holesOfCourses(courseIds: number[]) {
      if (courseIds.length === 0) return [];
      return db
        .select({ courseId: courseHoles.courseId, number: courseHoles.number, par: courseHoles.par })
        .from(courseHoles)
        .where(inArray(courseHoles.courseId, courseIds));
    },

    // Handicap.

    /**
     * What a player's handicap record for a round needs, in one statement: the round, the
     * player's scores, the tee's ratings (null when the course has no such tee), the course's
     * holes, the player's flagged strokes, their index, how many records they have, the
     * differentials and indexes of the latest `recent` records (oldest first), when the round was
     * played (`now` if it has no end yet) and their lowest index recorded in the 365 days before
     * their latest record (Rule 5.7; null for none).
     */
    async handicapInputs(roundId: number, userId: number, recent: number, now: Date) {
      handicapInputsStatement ??= prepareHandicapInputs(db);
      const [row] = await handicapInputsStatement.execute({ roundId, userId, recent, now: now.toISOString() });
      return row;
    },

    async handicapOf(userId: number) {
      const [row] = await db.select({ hcp: users.hcp, hcpDiff: users.hcpDiff }).from(users).where(eq(users.id, userId));
      return row;
    },

    /** The latest records, newest first. */
    async handicapRecords(userId: number, limit: number) {
      return db
        .select()
        .from(handicapRecords)
        .where(eq(handicapRecords.userId, userId))
        .orderBy(desc(handicapRecords.playedAt), desc(handicapRecords.id))
        .limit(limit);
    },

    /**
     * Keeps the round's record and sets the user's index and its change, in one statement; false
     * (nothing written) when the round was already recorded for the user.
     */
    async recordScore(
      record: typeof handicapRecords.$inferInsert,
      handicap: { hcp: number | null; hcpDiff: number | null },
    ): Promise<boolean> {
      const inserted = db
        .$with('inserted')
        .as(db.insert(handicapRecords).values(record).onConflictDoNothing().returning({ id: handicapRecords.id }));
      const updated = await db
        .with(inserted)
        .update(users)
        .set(handicap)
        .where(and(eq(users.id, record.userId), exists(db.select().from(inserted))))
        .returning({ id: users.id });
      return updated.length > 0;
    },
  };
}

export type StatisticsRepository = ReturnType<typeof createStatisticsRepository>;
