/** Friends (spec sections 3 and 5: friend, friend_status; at most :max pending sent requests). */
import { z } from 'zod';
import { enumSchema, recordIdBody } from './common';

/** Spec section 5, "Search text: minimum :min characters": the player search's minimum. */
export const FRIEND_SEARCH_MIN = 3;

const isoTime = z.string().describe('UTC, ISO 8601');

/** A player as the friends screens show one. */
export const friendPlayerSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
});
export type FriendPlayer = z.output<typeof friendPlayerSchema>;

/** One friendship or request, seen from the caller's side. */
export const friendSchema = friendPlayerSchema.extend({
  status: enumSchema('friend_status'),
  /** incoming: they asked the caller; outgoing: the caller asked them; null once accepted. */
  direction: z.enum(['incoming', 'outgoing']).nullable(),
  since: isoTime.describe('When the request was sent, or accepted once it was'),
});
export type Friend = z.output<typeof friendSchema>;

/** GET /friends: accepted friends, requests to the caller and the caller's own pending requests. */
export const friendsOverviewSchema = z.object({
  friends: z.array(friendSchema),
  incoming: z.array(friendSchema),
  outgoing: z.array(friendSchema),
});
export type FriendsOverview = z.output<typeof friendsOverviewSchema>;

/** GET /friends/search?search=: players by display name, with the caller's relation to each. */
export const friendSearchQuerySchema = z.object({
  search: z.string().trim().max(20).describe(`Part of a display name, at least ${FRIEND_SEARCH_MIN} characters`),
});
export const friendSearchResultSchema = friendPlayerSchema.extend({
  status: enumSchema('friend_status').nullable().describe('null when there is no request either way'),
  direction: z.enum(['incoming', 'outgoing']).nullable(),
});
export type FriendSearchResult = z.output<typeof friendSearchResultSchema>;

/** POST /friends/requests. */
export const friendRequestBodySchema = z.object({ user_id: recordIdBody.describe('The player to ask') });
export type FriendRequestBody = z.input<typeof friendRequestBodySchema>;
