import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCourses, type CourseListParams } from '../api';

export function useCourses(params: CourseListParams) {
  return useQuery({
    queryKey: ['courses', 'list', params],
    queryFn: ({ signal }) => fetchCourses(params, signal),
    // Keep the current page on screen while the next page or search result loads.
    placeholderData: keepPreviousData,
    // The page shows its own loading and error states.
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
