import type {
  Friend,
  FriendRequestBody,
  FriendSearchResult,
  FriendsOverview,
  InviteRequest,
  SentInvite,
} from '@golf/contracts';
import { apiGet, apiSend } from '../../lib/api';

export type { Friend, FriendSearchResult, FriendsOverview };

export const friendKeys = {
  all: ['friends'] as const,
  overview: ['friends', 'overview'] as const,
  search: (text: string) => ['friends', 'search', text] as const,
};

export const fetchFriends = (signal?: AbortSignal) => apiGet<FriendsOverview>('/friends', { signal });

export const searchPlayers = (text: string, signal?: AbortSignal) =>
  apiGet<FriendSearchResult[]>('/friends/search', { query: { search: text }, signal });

export const sendFriendRequest = (userId: number) =>
  apiSend<Friend>('POST', '/friends/requests', { user_id: userId } satisfies FriendRequestBody);

export const acceptFriendRequest = (userId: number) => apiSend<Friend>('POST', `/friends/requests/${userId}/accept`);

export const declineFriendRequest = (userId: number) => apiSend('POST', `/friends/requests/${userId}/decline`);

export const removeFriend = (userId: number) => apiSend('DELETE', `/friends/${userId}`);

/** Invites a friend to a round the caller hosts, by their id (the invite by name stays in the round's room). */
export const inviteFriendToRound = (roundId: number, userId: number) =>
  apiSend<SentInvite>('POST', `/rounds/${roundId}/invites`, { user_id: userId } satisfies InviteRequest);
