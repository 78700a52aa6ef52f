import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  claimConnection,
  createPairing,
  fetchLaunchMonitorStatus,
  fetchUnpairedConnections,
  launchMonitorKeys,
  setLaunchMonitorClub,
  unpairLaunchMonitor,
  type LaunchMonitorStatus,
} from '../api';

/** How often the panel asks for the status while it is shown (connectors come and go). */
export const STATUS_POLL_MS = 3_000;

export function useLaunchMonitorStatus(options: { poll?: boolean; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: launchMonitorKeys.status(),
    queryFn: ({ signal }) => fetchLaunchMonitorStatus(signal),
    enabled: options.enabled ?? true,
    refetchInterval: options.poll ? STATUS_POLL_MS : false,
    staleTime: 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useUnpairedConnections(enabled: boolean) {
  return useQuery({
    queryKey: launchMonitorKeys.connections(),
    queryFn: ({ signal }) => fetchUnpairedConnections(signal),
    enabled,
    refetchInterval: enabled ? STATUS_POLL_MS : false,
    staleTime: 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

function useStatusUpdate() {
  const queryClient = useQueryClient();
  return (status?: LaunchMonitorStatus) => {
    if (status) queryClient.setQueryData(launchMonitorKeys.status(), status);
    void queryClient.invalidateQueries({ queryKey: launchMonitorKeys.all });
  };
}

export function useCreatePairing() {
  const queryClient = useQueryClient();
  const update = useStatusUpdate();
  return useMutation({
    mutationFn: createPairing,
    // The new code shows at once, as part of the status: the next poll then says what became of it
    // (used once by a connector, or expired), so a used code is never offered again.
    onSuccess: (pairing) => {
      queryClient.setQueryData<LaunchMonitorStatus>(
        launchMonitorKeys.status(),
        (status) => status && { ...status, pairing },
      );
      update();
    },
  });
}

export function useClaimConnection() {
  const update = useStatusUpdate();
  return useMutation({ mutationFn: claimConnection, onSuccess: update });
}

export function useUnpairLaunchMonitor() {
  const update = useStatusUpdate();
  return useMutation({ mutationFn: unpairLaunchMonitor, onSuccess: update });
}

/** The club (and cm to the pin) for the paired connectors; failures go to the app's error handling. */
export function useSetLaunchMonitorClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ club, distance }: { club: number; distance: number | null }) => setLaunchMonitorClub(club, distance),
    meta: { inlineLoading: true },
    onSuccess: (status) => queryClient.setQueryData(launchMonitorKeys.status(), status),
  });
}
