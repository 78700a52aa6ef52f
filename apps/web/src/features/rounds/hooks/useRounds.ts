import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enums, realtimeChannels, roundEvents } from '@golf/contracts';
import { joinPresenceChannel } from '../../../lib/realtime';
import { finishRange } from '../../play/api';
import {
  acceptInvite,
  cancelRound,
  createRound,
  declineInvite,
  fetchInvites,
  fetchLobby,
  fetchMyRounds,
  fetchHardwareDevices,
  fetchOwnedCourses,
  fetchRound,
  inviteToRound,
  joinLocalRound,
  joinRound,
  leaveRound,
  roundKeys,
  startRound,
  type CreateRoundRequest,
  type LobbyParams,
  type Round,
} from '../api';
import type { RoundExit } from '../round-actions';

/** The lobby, my rounds and invites are read again this often while they are on screen. */
const LOBBY_REFRESH_MS = 10_000;
/** A round waiting to start is read this often, so the host sees players arrive. */
const ROOM_REFRESH_MS = 4_000;

const handled = { handlesErrors: true, inlineLoading: true };

export function useLobby(params: LobbyParams) {
  return useQuery({
    queryKey: roundKeys.lobby(params),
    queryFn: ({ signal }) => fetchLobby(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: LOBBY_REFRESH_MS,
    meta: handled,
  });
}

export function useMyRounds() {
  return useQuery({
    queryKey: roundKeys.mine,
    queryFn: ({ signal }) => fetchMyRounds(signal),
    refetchInterval: LOBBY_REFRESH_MS,
    meta: handled,
  });
}

export function useInvites() {
  return useQuery({
    queryKey: roundKeys.invites,
    queryFn: ({ signal }) => fetchInvites(signal),
    refetchInterval: LOBBY_REFRESH_MS,
    meta: handled,
  });
}

export function useOwnedCourses() {
  return useQuery({
    queryKey: roundKeys.ownedCourses,
    queryFn: ({ signal }) => fetchOwnedCourses(signal),
    staleTime: 60_000,
    meta: handled,
  });
}

/** The hardware devices a round can be restricted to. */
export function useHardwareDevices() {
  return useQuery({
    queryKey: ['hardware-devices'],
    queryFn: ({ signal }) => fetchHardwareDevices(signal),
    staleTime: 60_000,
    meta: handled,
  });
}

/** One round; while it waits to start it is read again every few seconds. */
export function useRound(id: number) {
  return useQuery({
    queryKey: roundKeys.round(id),
    queryFn: ({ signal }) => fetchRound(id, signal),
    refetchInterval: (query) => (query.state.data?.play_status === enums.play_status.pending ? ROOM_REFRESH_MS : false),
    meta: handled,
  });
}

const roomEvents = [
  roundEvents.playerJoined,
  roundEvents.playerLeft,
  roundEvents.roundCancelled,
  roundEvents.roundStarted,
];

/**
 * While a player waits in a round's room: arrivals, departures, a cancellation and the start come
 * over the round's presence channel (players only), and the round is read again at once.
 */
export function useRoundRoomEvents(id: number, listening: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!listening) return;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: roundKeys.round(id) });
    return joinPresenceChannel(realtimeChannels.round(id), {
      events: roomEvents,
      onMembers: () => {},
      onEvent: readAgain,
      // A start or cancellation before the channel was (re)subscribed came without an event.
      onSubscribed: readAgain,
    });
  }, [id, listening, queryClient]);
}

/** After any change the lists are read again and the round's own entry is replaced. */
function useRoundMutation<Input>(mutationFn: (input: Input) => Promise<Round>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: handled,
    onSuccess: (round) => {
      queryClient.setQueryData(roundKeys.round(round.id), round);
      void queryClient.invalidateQueries({ queryKey: roundKeys.all });
    },
  });
}

export function useCreateRound() {
  return useRoundMutation((request: CreateRoundRequest) => createRound(request));
}

export const useJoinRound = () =>
  useRoundMutation(({ id, deviceId }: { id: number; deviceId?: number }) => joinRound(id, deviceId));

export const useJoinLocal = () => useRoundMutation((code: string) => joinLocalRound(code));

export const useStartRound = () => useRoundMutation((id: number) => startRound(id));

export const useAcceptInvite = () =>
  useRoundMutation(({ id, deviceId }: { id: number; deviceId?: number }) => acceptInvite(id, deviceId));

export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roundId: number) => declineInvite(roundId),
    meta: handled,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundKeys.invites }),
  });
}

export function useInvitePlayer(roundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (displayName: string) => inviteToRound(roundId, displayName),
    meta: handled,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundKeys.round(roundId) }),
  });
}

/** Cancel (host), leave (other players) or finish a driving range session; the lists are read again. */
export function useRoundExit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, exit }: { id: number; exit: RoundExit }) =>
      exit === 'cancel' ? cancelRound(id) : exit === 'leave' ? leaveRound(id) : finishRange(id),
    meta: handled,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: roundKeys.all }),
  });
}
