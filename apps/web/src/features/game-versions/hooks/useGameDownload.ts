import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '@golf/contracts';
import { onServerEvent } from '../../../lib/realtime';
import { fetchLatestGameVersion, gameVersionKeys, requestGameDownload } from '../api';

/** The latest game version, read again when staff release one (version.released on `system`). */
export function useLatestGameVersion() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(serverEvents.versionReleased, () => {
        void queryClient.invalidateQueries({ queryKey: gameVersionKeys.latest });
      }),
    [queryClient],
  );
  return useQuery({
    queryKey: gameVersionKeys.latest,
    queryFn: ({ signal }) => fetchLatestGameVersion(signal),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** Asks for a signed link to the latest build; the link is shown, not stored (it expires). */
export function useGameDownload() {
  return useMutation({ mutationFn: requestGameDownload, meta: { handlesErrors: true, inlineLoading: true } });
}
