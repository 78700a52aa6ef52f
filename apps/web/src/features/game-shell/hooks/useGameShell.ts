import { useQuery } from '@tanstack/react-query';
import { gameShell } from '../bridge';

/** The game shell hosting this page, or null in a plain browser (asked once per page load). */
export function useGameShell() {
  return useQuery({
    queryKey: ['game-shell'],
    queryFn: gameShell,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}
