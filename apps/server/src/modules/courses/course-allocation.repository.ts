import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { courses, userCourses, userMapPacks } from '../../db/schema';

/** Why a user has a course, in this order of precedence: what staff allocate. */
export type OwnedCourseSource = 'default' | 'map_pack' | 'granted';
/** The same, or 'plan': the all_courses feature (from a plan or an unlock) opens every other course. */
export type CourseSource = OwnedCourseSource | 'plan';

/** True when one of the user's map packs holds the course. */
export const viaMapPack = (userId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from user_map_packs ump join map_pack_courses mpc on mpc.map_pack_id = ump.map_pack_id where ump.user_id = ${userId} and mpc.course_id = ${courses.id})`;

/** True when an admin granted the user the course. */
export const viaGrant = (userId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from user_courses uc where uc.user_id = ${userId} and uc.course_id = ${courses.id} and uc.granted)`;

const ownedCases = (userId: number) =>
  sql`when ${courses.isDefault} then 'default' when ${viaMapPack(userId)} then 'map_pack' when ${viaGrant(userId)} then 'granted'`;

/** The user's own source for the course row in scope (not counting features), or null. */
export const ownedCourseSource = (userId: number): SQL<OwnedCourseSource | null> =>
  sql<OwnedCourseSource | null>`case ${ownedCases(userId)} end`;

/**
 * The user's source for the course row in scope, or null when they do not have it. `allCourses`: the user has
 * the all_courses feature (read by the caller from their entitlements), which opens every other course.
 */
export const courseSource = (userId: number, allCourses = false): SQL<CourseSource | null> =>
  sql<CourseSource | null>`case ${ownedCases(userId)} when ${allCourses} then 'plan' end`;

/** The user's own name for the course row in scope, or null. */
export const customDisplayName = (userId: number): SQL<string | null> =>
  sql<
    string | null
  >`(select uc.display_name from user_courses uc where uc.user_id = ${userId} and uc.course_id = ${courses.id})`;

/**
 * Gives a user a map pack, and with it its courses. Idempotent. Takes the caller's transaction so
 * the store can record the purchase and the ownership atomically:
 * `await grantMapPack(tx, userId, mapPackId)`.
 */
export async function grantMapPack(tx: Database, userId: number, mapPackId: number): Promise<void> {
  await tx.insert(userMapPacks).values({ userId, mapPackId }).onConflictDoNothing();
}

/** Takes a map pack back (a refunded purchase), in the caller's transaction. */
export async function revokeMapPack(tx: Database, userId: number, mapPackId: number): Promise<void> {
  await tx.delete(userMapPacks).where(and(eq(userMapPacks.userId, userId), eq(userMapPacks.mapPackId, mapPackId)));
}

export function createCourseAllocationRepository(db: Database) {
  return {
    /** The course with the user's source for it (null source: the user lacks it). */
    async access(userId: number, courseId: number) {
      const [row] = await db
        .select({ id: courses.id, courseType: courses.courseType, source: ownedCourseSource(userId) })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row;
    },

    /** Every course with the user's source (null = not available to them) and custom name. */
    async coursesOf(userId: number) {
      return db
        .select({
          id: courses.id,
          title: courses.title,
          category: courses.category,
          courseType: courses.courseType,
          isDefault: courses.isDefault,
          source: ownedCourseSource(userId),
          granted: viaGrant(userId),
          displayName: customDisplayName(userId),
        })
        .from(courses)
        .orderBy(asc(courses.title));
    },

    /** Runs fn in one transaction: a grant or revoke, and the row it checked, commit together. */
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** Whether the course exists; in a transaction, it is locked (for share) until the transaction ends. */
    async courseExists(courseId: number, executor: Executor = db): Promise<boolean> {
      const [row] = await executor
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, courseId))
        .for('share');
      return row !== undefined;
    },

    /** Staff's grant of the course, in the caller's transaction (the course must exist). Idempotent. */
    async grant(tx: Executor, userId: number, courseId: number) {
      await tx
        .insert(userCourses)
        .values({ userId, courseId, granted: true })
        .onConflictDoUpdate({ target: [userCourses.userId, userCourses.courseId], set: { granted: true } });
    },

    /**
     * Takes staff's grant back, in the caller's transaction. Writes no row where there was none (a
     * course never granted has nothing to take back); a row left with neither a grant nor a name goes.
     */
    async revoke(tx: Executor, userId: number, courseId: number) {
      const row = and(eq(userCourses.userId, userId), eq(userCourses.courseId, courseId));
      await tx.update(userCourses).set({ granted: false }).where(row);
      await tx.delete(userCourses).where(and(row, sql`${userCourses.displayName} is null`));
    },

    async setDisplayName(userId: number, courseId: number, displayName: string | null) {
      await db
        .insert(userCourses)
        .values({ userId, courseId, displayName })
        .onConflictDoUpdate({ target: [userCourses.userId, userCourses.courseId], set: { displayName } });
    },

    grantMapPack: (userId: number, mapPackId: number) => grantMapPack(db, userId, mapPackId),

    revokeMapPack: (userId: number, mapPackId: number) => revokeMapPack(db, userId, mapPackId),

    async mapPacksOf(userId: number) {
      return db
        .select({ mapPackId: userMapPacks.mapPackId, createdAt: userMapPacks.createdAt })
        .from(userMapPacks)
        .where(eq(userMapPacks.userId, userId));
    },
  };
}

export type CourseAllocationRepository = ReturnType<typeof createCourseAllocationRepository>;
