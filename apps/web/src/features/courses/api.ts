import type { CourseDetail, CourseDisplayNameRequest, CourseSummary, Paginated } from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

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

/** One course with its tees, holes and the caller's access to it. */
export function fetchCourse(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  return apiGet<CourseDetail>(`/courses/${encodeURIComponent(String(id))}`, { signal });
}

/** The courses the player has (filter[owned]=1), with where each came from and their own names. */
export async function fetchMyCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const page = await apiList<CourseSummary>('/courses', {
    query: { 'filter[owned]': 1, per_page: 100, sort: 'title' },
    signal,
  });
  return page.data;
}

/** The player's own name for a course; null goes back to the course's title. */
export function saveDisplayName(id: number, displayName: string | null) {
  return apiSend('PUT', `/courses/${encodeURIComponent(String(id))}/display-name`, {
    display_name: displayName,
  } satisfies CourseDisplayNameRequest);
}
