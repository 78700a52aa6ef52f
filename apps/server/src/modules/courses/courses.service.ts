import { AppError } from '../../errors/app-error';
import { pageMeta, planList } from '../../db/paginate';
import type { ListQuery } from '../../http/list-query';
import type { CourseAllocationRepository } from './course-allocation.repository';
import { courseListSpec, type CoursesRepository } from './courses.repository';

export function createCoursesService(
  repository: CoursesRepository,
  allocation: CourseAllocationRepository,
  /** Whether the user has the all_courses feature (a plan or an unlock), which opens every course. */
  hasAllCourses: (userId: number) => Promise<boolean>,
) {
  const allCoursesOf = (userId?: number) => (userId === undefined ? false : hasAllCourses(userId));
  /** The user's source for the course, by the course list's rule; undefined when the course does not exist. */
  const accessOf = async (courseId: number, userId: number) =>
    repository.accessOf(courseId, userId, await allCoursesOf(userId));
  return {
    /** The catalogue; for a signed-in user with their source per course and their own names. */
    async list(query: ListQuery, userId?: number) {
      const allCourses = await allCoursesOf(userId);
      const { rows, total } = await repository.list(
        planList(query, courseListSpec(userId, allCourses)),
        userId,
        allCourses,
      );
      const packs = await repository.mapPacksOf(
        rows.map((row) => row.id),
        userId,
      );
      return {
        rows: rows.map((row) => ({ ...row, mapPacks: packs.filter((pack) => pack.courseId === row.id) })),
        meta: pageMeta(query, total),
      };
    },

    /** One course with its holes and, for a signed-in caller, their access to it. */
    async get(id: number, userId?: number) {
      const found = await repository.findWithHoles(id);
      if (!found) throw new AppError('general.not_found');
      const [mapPacks, access] = await Promise.all([
        repository.mapPacksOf([id], userId),
        userId === undefined ? undefined : accessOf(id, userId),
      ]);
      return {
        found,
        access: {
          source: userId === undefined ? undefined : (access?.source ?? null),
          displayName: access?.displayName ?? null,
          mapPacks,
        },
      };
    },

    /**
     * The user's own name for a course they have (as the list says: a plan's all_courses counts too);
     * null clears it.
     */
    async setDisplayName(userId: number, courseId: number, displayName: string | null) {
      const access = await accessOf(courseId, userId);
      if (!access) throw new AppError('general.not_found');
      if (!access.source) throw new AppError('rounds.course_unavailable');
      await allocation.setDisplayName(userId, courseId, displayName);
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
