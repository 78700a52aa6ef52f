import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/auth/user-api';
import { useGameShell } from '../../game-shell/hooks/useGameShell';
import { registerGameIdentifier } from '../api';
import { setDeviceChoice } from './useDeviceChoice';

/**
 * Registers the game installation this page runs in, from the game shell's hardware identity
 * (docs/game-shell.md, `identity`), and makes it the device this browser plays on.
 */
export function useRegisterThisDevice() {
  const shell = useGameShell();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      if (!shell.data) throw new Error('no game shell');
      return registerGameIdentifier(await shell.data.identity());
    },
    meta: { handlesErrors: true, inlineLoading: true },
    onSuccess: (device) => {
      setDeviceChoice(device);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
  return { available: Boolean(shell.data), mutation };
}

const registered = new Set<number>();

/**
 * In the game environment, once per signed-in player and page load: inside a game shell its device is
 * registered and recognised as this browser's, as the installed game does when the player signs in
 * (a kiosk included, whose own device list is withheld, decision 0103). A failure is tried next load.
 */
export function useRecogniseThisDevice(userId: number | undefined): void {
  const { available, mutation } = useRegisterThisDevice();
  const { mutate } = mutation;
  useEffect(() => {
    if (!available || userId === undefined || registered.has(userId)) return;
    registered.add(userId);
    mutate(undefined, { onError: () => registered.delete(userId) });
  }, [available, userId, mutate]);
}
