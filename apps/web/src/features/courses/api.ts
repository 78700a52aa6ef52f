import type { Paginated } from '@golf/contracts';
import { apiList } from '../../lib/api';

/** A course as the public list shows it. */
export interface CourseSummary {
  id: number | string;
  title: string;
  category: string | null;
  /** enums.course_type */
  course_type: number;
  par: number | null;
  hole_count: number;
  is_default: boolean;
  main_image: string | null;
}

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
