import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAll, integerFilterValues, type ListPlan, type ListSpec } from '../../db/paginate';
import { courseHoles, courses, courseTees } from '../../db/schema';

export const courseListSpec: ListSpec = {
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
    course_type: (values) => inArray(courses.courseType, integerFilterValues('course_type', values)),
    category: (values) => inArray(courses.category, values),
    is_default: (values) => eq(courses.isDefault, values[0] === '1' || values[0] === 'true'),
  },
};

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
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ ...summaryColumns, holeCount: sql<number>`coalesce(${holeCounts.holeCount}, 0)` })
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
