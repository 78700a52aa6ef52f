import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchCourse, fetchMyCourses, saveDisplayName } from '../api';

export const courseKeys = {
  all: ['courses'] as const,
  one: (id: number) => ['courses', 'one', id] as const,
  mine: ['courses', 'mine'] as const,
};

export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKeys.one(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useMyCourses() {
  return useQuery({
    queryKey: courseKeys.mine,
    queryFn: ({ signal }) => fetchMyCourses(signal),
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** Saves the player's own name for a course; every course list and page reads it again. */
export function useSaveDisplayName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string | null }) => saveDisplayName(id, name),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
