import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { joinPresenceChannel, onServerEvent } from '../../../lib/realtime';
import {
  acceptFriendRequest,
  declineFriendRequest,
  fetchFriends,
  friendKeys,
  inviteFriendToRound,
  removeFriend,
  searchPlayers,
  sendFriendRequest,
} from '../api';
import { notificationKeys } from '../../notifications/api';

const handled = { handlesErrors: true, inlineLoading: true };

/** The friends overview; read again when a friend request or acceptance arrives, or one ends. */
export function useFriends() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offNotification = onServerEvent(serverEvents.notificationCreated, ({ type }) => {
      if (type === 'friend_request' || type === 'friend_accepted')
        void queryClient.invalidateQueries({ queryKey: friendKeys.all });
    });
    // A friendship or request the other player ended (removed, declined, withdrawn) rings no bell.
    const offEnded = onServerEvent(
      serverEvents.friendsUpdated,
      () => void queryClient.invalidateQueries({ queryKey: friendKeys.all }),
    );
    return () => {
      offNotification();
      offEnded();
    };
  }, [queryClient]);
  return useQuery({ queryKey: friendKeys.overview, queryFn: ({ signal }) => fetchFriends(signal), meta: handled });
}

/** Players by display name once `text` is long enough (the server says so otherwise). */
export function usePlayerSearch(text: string, enabled: boolean) {
  return useQuery({
    queryKey: friendKeys.search(text),
    queryFn: ({ signal }) => searchPlayers(text, signal),
    enabled,
    meta: handled,
  });
}

function useFriendMutation<T>(run: (userId: number) => Promise<T>, { answersRequest = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: handled,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      // Answering a request here marks its notification read on the server: the bell's count follows.
      if (answersRequest) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}

export const useSendRequest = () => useFriendMutation(sendFriendRequest);
export const useAcceptRequest = () => useFriendMutation(acceptFriendRequest, { answersRequest: true });
export const useDeclineRequest = () => useFriendMutation(declineFriendRequest, { answersRequest: true });
export const useRemoveFriend = () => useFriendMutation(removeFriend);

export function useInviteFriend() {
  return useMutation({
    mutationFn: ({ roundId, userId }: { roundId: number; userId: number }) => inviteFriendToRound(roundId, userId),
    meta: handled,
  });
}

/**
 * Who of these players is online: each has an online beacon (presence-online.{id}) they join while
 * connected; a friend watching it sees them among its members.
 */
export function useOnlineFriends(ids: readonly number[]): ReadonlySet<number> {
  const [online, setOnline] = useState<ReadonlySet<number>>(new Set());
  const key = [...ids].sort((a, b) => a - b).join(',');
  useEffect(() => {
    const wanted = key ? key.split(',').map(Number) : [];
    const leaves = wanted.map((id) =>
      joinPresenceChannel(realtimeChannels.online(id), {
        events: [],
        onEvent: () => undefined,
        onMembers: (members) =>
          setOnline((previous) => {
            const next = new Set(previous);
            if (members.some((member) => member.id === id)) next.add(id);
            else next.delete(id);
            return next;
          }),
      }),
    );
    return () => {
      for (const leave of leaves) leave();
    };
  }, [key]);
  return online;
}
