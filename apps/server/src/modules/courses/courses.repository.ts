import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CourseCategory, HoleDefinition, Par } from '@golf/golf';
import type { Database, Tx } from '../../db/client';
import { booleanFilter, countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { courseHoles, courses, courseTees, mapPackCourses, mapPacks, rounds } from '../../db/schema';
import { courseSource, customDisplayName } from './course-allocation.repository';
import { definedFields, isEmptyPatch } from '../../db/patch';

/**
 * The course list; for a signed-in user also filter[owned] (1: the courses they have, 0: the others), where
 * `allCourses` says they have the all_courses feature.
 */
export const courseListSpec = (userId?: number, allCourses = false): ListSpec => ({
  sortable: {
    id: courses.id,
    title: courses.title,
    category: courses.category,
    par: courses.par,
    created_at: courses.createdAt,
  },
  defaultSort: [{ column: courses.isDefault, descending: true }, { column: courses.title }],
  searchable: [courses.title, courses.category],
  filters: {
    course_type: integerFilter('course_type', courses.courseType),
    category: (values) => inArray(courses.category, values as CourseCategory[]),
    is_default: booleanFilter('is_default', (isDefault) => eq(courses.isDefault, isDefault)),
    ...(userId === undefined
      ? {}
      : {
          owned: booleanFilter('owned', (owned) =>
            owned
              ? sql`${courseSource(userId, allCourses)} is not null`
              : sql`${courseSource(userId, allCourses)} is null`,
          ),
        }),
  },
});

const summaryColumns = {
  id: courses.id,
  title: courses.title,
  category: courses.category,
  courseType: courses.courseType,
  par: courses.par,
  isDefault: courses.isDefault,
  mainImage: courses.mainImage,
};

export function createCoursesRepository(db: Database) {
  const holeCounts = db
    .select({ courseId: courseHoles.courseId, holeCount: countAll.as('hole_count') })
    .from(courseHoles)
    .groupBy(courseHoles.courseId)
    .as('hole_counts');

  return {
    /** With a user: their source for each course (null = they lack it) and their custom name. */
    async list(plan: ListPlan, userId?: number, allCourses = false) {
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...summaryColumns,
            holeCount: sql<number>`coalesce(${holeCounts.holeCount}, 0)`,
            source: userId === undefined ? sql<null>`null` : courseSource(userId, allCourses),
            displayName: userId === undefined ? sql<null>`null` : customDisplayName(userId),
          })
          .from(courses)
          .leftJoin(holeCounts, eq(holeCounts.courseId, courses.id))
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(courses).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * The map packs holding each of the courses, with a listed store product selling the pack (the
     * lowest id when several do) and, for a user, whether they own the pack.
     */
    async mapPacksOf(courseIds: number[], userId?: number) {
      if (courseIds.length === 0) return [];
      return db
        .select({
          courseId: mapPackCourses.courseId,
          id: mapPacks.id,
          title: mapPacks.title,
          productId: sql<
            number | null
          >`(select min(p.id) from products p where not p.unlisted and exists (select 1 from jsonb_array_elements(p.meta) e where e->>'meta_key' = 'map_pack_id' and e->>'meta_value' = ${mapPacks.id}::text))`,
          owned:
            userId === undefined
              ? sql<null>`null`
              : sql<boolean>`exists (select 1 from user_map_packs ump where ump.user_id = ${userId} and ump.map_pack_id = ${mapPacks.id})`,
        })
        .from(mapPackCourses)
        .innerJoin(mapPacks, eq(mapPacks.id, mapPackCourses.mapPackId))
        .where(inArray(mapPackCourses.courseId, courseIds))
        .orderBy(asc(mapPacks.title), asc(mapPacks.id));
    },

    /** The user's source for a course (null: they lack it) and their own name for it. */
    async accessOf(courseId: number, userId: number, allCourses = false) {
      const [row] = await db
        .select({ source: courseSource(userId, allCourses), displayName: customDisplayName(userId) })
        .from(courses)
        .where(eq(courses.id, courseId));
      return row;
    },

    async findWithHoles(id: number) {
      const [course] = await db.select().from(courses).where(eq(courses.id, id));
      if (!course) return undefined;
      const [tees, holes] = await Promise.all([
        db.select().from(courseTees).where(eq(courseTees.courseId, id)).orderBy(asc(courseTees.teeingType)),
        db.select().from(courseHoles).where(eq(courseHoles.courseId, id)).orderBy(asc(courseHoles.number)),
      ]);
      return { course, tees, holes, holeCount: holes.length };
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;

export type CourseUpdate = Partial<
  Pick<typeof courses.$inferInsert, 'title' | 'category' | 'isDefault' | 'hcpRebasing' | 'mainImage' | 'images' | 'par'>
>;

/** Where a hole's tee of a teeing_type is, hole frame (cm), from the geometry; null when the hole has none. */
export async function holeTeePosition(db: Database, courseId: number, number: number, teeingType: number) {
  const [row] = await db
    .select({
      position: sql<{
        x: number;
        y: number;
      } | null>`${courseHoles.geometry} -> 'tees' -> ${String(teeingType)} -> 'position'`,
    })
    .from(courseHoles)
    .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
  return row?.position ?? null;
}

/** A course's holes with what scoring needs (par, stroke index), in hole order. */
export function scoringHoles(db: Database, courseId: number) {
  return db
    .select({ number: courseHoles.number, par: courseHoles.par, strokeIndex: courseHoles.strokeIndex })
    .from(courseHoles)
    .where(eq(courseHoles.courseId, courseId))
    .orderBy(asc(courseHoles.number));
}

/** A course's tee of a teeing_type (ratings, length); undefined when the course has none. */
export async function courseTee(db: Database, courseId: number, teeingType: number) {
  const [tee] = await db
    .select()
    .from(courseTees)
    .where(and(eq(courseTees.courseId, courseId), eq(courseTees.teeingType, teeingType)));
  return tee;
}

/**
 * What scoring a round on the course needs besides the round and its players (ScoringContext in
 * rounds/round-scoring.ts): every hole, the ratings of the tee played (undefined when the course
 * has none) and hcp_rebasing. The scorecard and a match's end both read it here, so they give the
 * same handicap strokes.
 */
export async function courseScoring(db: Database, courseId: number, teeingType: number) {
  const [[course], holes] = await Promise.all([
    db
      .select({
        hcpRebasing: courses.hcpRebasing,
        courseRating: courseTees.courseRating,
        slopeRating: courseTees.slopeRating,
      })
      .from(courses)
      .leftJoin(courseTees, and(eq(courseTees.courseId, courses.id), eq(courseTees.teeingType, teeingType)))
      .where(eq(courses.id, courseId)),
    scoringHoles(db, courseId),
  ]);
  const rated = course && course.courseRating !== null && course.slopeRating !== null;
  return {
    holes,
    tee: rated ? { courseRating: course.courseRating!, slopeRating: course.slopeRating! } : undefined,
    hcpRebasing: course?.hcpRebasing ?? false,
  };
}

/** One hole of a course with its whole geometry. */
/** A hole of a course with its whole geometry, as play flies shots on it. */
export async function holeDefinition(
  db: Database,
  courseId: number,
  number: number,
): Promise<HoleDefinition | undefined> {
  const [row] = await db
    .select()
    .from(courseHoles)
    .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
  return row && { ...row.geometry, number: row.number, par: row.par as Par, strokeIndex: row.strokeIndex };
}

/** Back-office writes. */
export function createCourseAdminRepository(db: Database) {
  return {
    /** The new course's id; null when another course has the in_game_id. */
    async insert(course: typeof courses.$inferInsert): Promise<number | null> {
      const [row] = await db.insert(courses).values(course).onConflictDoNothing().returning({ id: courses.id });
      return row?.id ?? null;
    },

    async insertTees(rows: (typeof courseTees.$inferInsert)[]) {
      if (rows.length) await db.insert(courseTees).values(rows);
    },

    async insertHoles(rows: (typeof courseHoles.$inferInsert)[]) {
      await db.insert(courseHoles).values(rows);
    },

    /** Locks the course for its delete and reads it (for the staff action log); undefined when it is gone. */
    async lockForDelete(id: number): Promise<typeof courses.$inferSelect | undefined> {
      const [row] = await db.select().from(courses).where(eq(courses.id, id)).for('update');
      return row;
    },

    async countRounds(id: number): Promise<number> {
      const [row] = await db.select({ n: countAll }).from(rounds).where(eq(rounds.courseId, id));
      return row?.n ?? 0;
    },

    async mapPackTitles(id: number): Promise<string[]> {
      const rows = await db
        .select({ title: mapPacks.title })
        .from(mapPackCourses)
        .innerJoin(mapPacks, eq(mapPacks.id, mapPackCourses.mapPackId))
        .where(eq(mapPackCourses.courseId, id))
        .orderBy(asc(mapPacks.title));
      return rows.map((row) => row.title);
    },

    /** Deletes the course; its tees, holes and players' names for it go with it (cascade). */
    async remove(id: number): Promise<void> {
      await db.delete(courses).where(eq(courses.id, id));
    },

    async update(id: number, patch: CourseUpdate): Promise<void> {
      const changes = definedFields(patch);
      if (!isEmptyPatch(changes)) await db.update(courses).set(changes).where(eq(courses.id, id));
    },

    async updateHole(courseId: number, number: number, patch: { par?: number; strokeIndex?: number }) {
      const changes = definedFields(patch);
      if (isEmptyPatch(changes)) return;
      await db
        .update(courseHoles)
        .set(changes)
        .where(and(eq(courseHoles.courseId, courseId), eq(courseHoles.number, number)));
    },
  };
}

export type CourseAdminRepository = ReturnType<typeof createCourseAdminRepository>;

export function inCourseAdminTransaction<T>(
  db: Database,
  fn: (repo: CourseAdminRepository, tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createCourseAdminRepository(tx as unknown as Database), tx));
}
