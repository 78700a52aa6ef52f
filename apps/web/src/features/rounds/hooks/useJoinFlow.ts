import { useNavigate } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context';
import { useEnvironment } from '../../../app/environment-context';
import { useFeedback } from '../../../lib/feedback';
import { fetchRound, type RoundSettings } from '../api';
import { openPath } from '../paths';
import { devicesToJoinWith } from '../../hardware/device-choice';
import { useDeviceChoice } from '../../hardware/hooks/useDeviceChoice';
import { deviceForRound } from '../round-form';
import { useAcceptInvite, useJoinRound } from './useRounds';

/**
 * Joining from the lobby or an invite: with the player's device of the right model when the
 * round restricts hardware (the one picked in the profile, or recognised from the game shell, first),
 * then into the round. Refusals (Round full, Already joined, Closed,
 * Hardware mismatch, Must select hardware, ...) show the server's catalogue message.
 */
export function useJoinFlow() {
  const { user } = useAuth();
  const { pathFor } = useEnvironment();
  const navigate = useNavigate();
  const { showError } = useFeedback();
  const join = useJoinRound();
  const accept = useAcceptInvite();
  const devices = devicesToJoinWith(useDeviceChoice(), user?.game_identifiers ?? []);

  const go = (round: RoundSettings) => void navigate(pathFor(openPath(round)));

  return {
    pendingId: join.isPending ? join.variables?.id : accept.isPending ? accept.variables?.id : undefined,
    join(round: Pick<RoundSettings, 'id' | 'restrict_hardware'>) {
      join.mutate(
        { id: round.id, deviceId: deviceForRound(round, devices) },
        { onSuccess: go, onError: (error) => showError(error) },
      );
    },
    /** An invite names the round only: it is read first, for its hardware restriction. */
    async accept(roundId: number) {
      let deviceId: number | undefined;
      try {
        deviceId = deviceForRound(await fetchRound(roundId), devices);
      } catch (error) {
        showError(error);
        return;
      }
      accept.mutate({ id: roundId, deviceId }, { onSuccess: go, onError: (error) => showError(error) });
    },
  };
}
