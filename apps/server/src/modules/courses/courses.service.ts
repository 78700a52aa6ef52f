import { AppError } from '../../errors/app-error';
import { pageMeta, planList } from '../../db/paginate';
import type { ListQuery } from '../../http/list-query';
import { courseListSpec, type CoursesRepository } from './courses.repository';

export function createCoursesService(repository: CoursesRepository) {
  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, courseListSpec));
      return { rows, meta: pageMeta(query, total) };
    },

    async get(id: number) {
      const found = await repository.findWithHoles(id);
      if (!found) throw new AppError('general.not_found');
      return found;
    },
  };
}

export type CoursesService = ReturnType<typeof createCoursesService>;
