import type { CourseSummary, Paginated } from '@golf/contracts';
import { apiList } from '../../lib/api';

export interface CourseListParams {
  page: number;
  perPage: number;
  search: string;
}

export function fetchCourses(params: CourseListParams, signal?: AbortSignal): Promise<Paginated<CourseSummary>> {
  return apiList<CourseSummary>('/courses', {
    query: { page: params.page, per_page: params.perPage, search: params.search.trim(), sort: 'title' },
    signal,
  });
}
