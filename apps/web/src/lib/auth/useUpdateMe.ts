import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyServerChange } from '../query-client';
import type { UserUpdate } from './types';
import { meQueryKey, updateMe } from './user-api';

/**
 * PATCH /users/me. The answer replaces the cached user. Errors are left to the caller, which
 * shows field errors next to its fields (pass onError to mutate()).
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UserUpdate) => updateMe(changes),
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (user) => applyServerChange(queryClient, meQueryKey, () => user),
  });
}
