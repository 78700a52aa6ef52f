import { AppError } from '../../errors/app-error';
import { pageMeta, planList } from '../../db/paginate';
import type { ListQuery } from '../../http/list-query';
import type { CourseAllocationRepository } from './course-allocation.repository';
import { courseListSpec, type CoursesRepository } from './courses.repository';

export function createCoursesService(repository: CoursesRepository, allocation: CourseAllocationRepository) {
  return {
    /** The catalogue; for a signed-in user with their source per course and their own names. */
    async list(query: ListQuery, userId?: number) {
      const { rows, total } = await repository.list(planList(query, courseListSpec(userId)), userId);
      return { rows, meta: pageMeta(query, total) };
    },

    async get(id: number) {
      const found = await repository.findWithHoles(id);
      if (!found) throw new AppError('general.not_found');
      return found;
    },

    /** The user's own name for a course they have; null clears it. */
    async setDisplayName(userId: number, courseId: number, displayName: string | null) {
      const access = await allocation.access(userId, courseId);
      if (!access) throw new AppError('general.not_found');
      if (!access.source) throw new AppError('rounds.course_unavailable');
      await allocation.setDisplayName(userId, courseId, displayName);
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
