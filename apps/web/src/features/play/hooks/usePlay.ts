import { useEffect, useEffectEvent, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { realtimeChannels, roundEvents, type RealtimeEventArgs, type RoundEventName } from '@golf/contracts';
import { joinPresenceChannel, type PresenceMember } from '../../../lib/realtime';
import {
  concede,
  concedeMatch,
  fetchCourse,
  fetchRound,
  fetchRoundState,
  finishRange,
  playKeys,
  scorecardKeys,
  postLaunch,
  startRound,
  type LaunchRequest,
  type StrokeRecordedEvent,
} from '../api';

export function useRound(id: number) {
  return useQuery({
    queryKey: playKeys.round(id),
    queryFn: ({ signal }) => fetchRound(id, signal),
    staleTime: 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

export function useCourse(id: number | undefined) {
  return useQuery({
    queryKey: playKeys.course(id ?? 0),
    queryFn: ({ signal }) => fetchCourse(id!, signal),
    enabled: id !== undefined,
    staleTime: Infinity,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

/** Where the balls lie and the strokes on each player's hole; read again after every shot. */
export function useRoundState(id: number, enabled: boolean) {
  return useQuery({
    queryKey: playKeys.state(id),
    queryFn: ({ signal }) => fetchRoundState(id, signal),
    enabled,
    staleTime: 0,
    meta: { handlesErrors: true, inlineLoading: true },
  });
}

function useInvalidateRound(id: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: playKeys.round(id) });
    void queryClient.invalidateQueries({ queryKey: scorecardKeys.round(id) });
    void queryClient.invalidateQueries({ queryKey: playKeys.state(id) });
  };
}

/** One swing of the virtual launch monitor; errors go to the app's error modal with the catalogue message. */
export function useLaunch(roundId: number) {
  const invalidate = useInvalidateRound(roundId);
  return useMutation({
    mutationFn: (launch: LaunchRequest) => postLaunch(roundId, launch),
    meta: { inlineLoading: true },
    onSettled: invalidate,
  });
}

export function useStartRound(roundId: number) {
  const invalidate = useInvalidateRound(roundId);
  return useMutation({ mutationFn: () => startRound(roundId), onSuccess: invalidate });
}

export function useConcede(roundId: number) {
  const invalidate = useInvalidateRound(roundId);
  return useMutation({
    mutationFn: ({ hole, userId }: { hole: number; userId?: number }) => concede(roundId, hole, userId),
    onSuccess: invalidate,
  });
}

/** Match play: concedes the match; the round's data then shows it completed, with the final card. */
export function useConcedeMatch(roundId: number) {
  const invalidate = useInvalidateRound(roundId);
  return useMutation({ mutationFn: () => concedeMatch(roundId), onSuccess: invalidate });
}

export function useFinishRange(roundId: number) {
  const invalidate = useInvalidateRound(roundId);
  return useMutation({ mutationFn: () => finishRange(roundId), onSuccess: invalidate });
}

const channelEvents = Object.values(roundEvents);

/**
 * The round's presence channel: who is online, other players' shots as they land, and fresh
 * round and scorecard data after every event. Joined only when `enabled` (the caller is one of the
 * round's players): the server refuses anyone else the channel.
 */
export function useRoundChannel(roundId: number, enabled: boolean, onStroke: (event: StrokeRecordedEvent) => void) {
  const [members, setMembers] = useState<PresenceMember[]>([]);
  const invalidate = useInvalidateRound(roundId);
  const handleEvent = useEffectEvent((...[event, payload]: RealtimeEventArgs<RoundEventName>) => {
    if (event === roundEvents.strokeRecorded) onStroke(payload);
    invalidate();
  });
  const handleSubscribed = useEffectEvent(invalidate);
  useEffect(() => {
    if (!enabled) return undefined;
    return joinPresenceChannel(realtimeChannels.round(roundId), {
      events: channelEvents,
      onMembers: setMembers,
      onEvent: (...args) => handleEvent(...args),
      // Strokes recorded before the channel was (re)joined came without an event: read the round again.
      onSubscribed: () => handleSubscribed(),
    });
  }, [roundId, enabled]);
  return members;
}
