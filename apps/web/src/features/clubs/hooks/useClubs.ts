import { useEffect, useMemo } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { clubEvents, realtimeChannels, serverEvents, type ClubPost, type Paginated } from '@golf/contracts';
import { applyServerChange } from '../../../lib/query-client';
import { joinPresenceChannel, onServerEvent } from '../../../lib/realtime';
import { walletKeys } from '../../wallets/api';
import {
  assignRole,
  clubKeys,
  commentOn,
  createClub,
  createPost,
  decideRequest,
  fetchClub,
  fetchClubRounds,
  fetchClubs,
  fetchCreationTerms,
  fetchMembers,
  fetchPosts,
  inviteToClub,
  joinClub,
  pinPost,
  removeMember,
  removeComment,
  removePost,
  shareRound,
  updateClub,
  uploadClubImage,
} from '../api';

const handled = { handlesErrors: true, inlineLoading: true };

export function useClubList(search: string, mine: boolean) {
  const queryClient = useQueryClient();
  // The player's own membership changed elsewhere (a request approved, a removal): "my clubs" and the badges.
  useEffect(
    () =>
      onServerEvent(
        serverEvents.clubMembersUpdated,
        () => void queryClient.invalidateQueries({ queryKey: clubKeys.lists }),
      ),
    [queryClient],
  );
  return useQuery({
    queryKey: clubKeys.list(search, mine),
    queryFn: ({ signal }) => fetchClubs(search, mine, signal),
    meta: handled,
  });
}

/** `enabled` is false for an address that names no club (/clubs/abc): nothing is asked of the server. */
export function useClub(id: number, enabled = true) {
  return useQuery({
    queryKey: clubKeys.club(id),
    queryFn: ({ signal }) => fetchClub(id, signal),
    enabled,
    meta: handled,
  });
}

/** Members and the feed are read only by who may (members of a private club): `enabled` says so. */
export function useClubMembers(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.members(id),
    queryFn: ({ signal }) => fetchMembers(id, signal),
    enabled,
    meta: handled,
  });
}

export function useClubRounds(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.rounds(id),
    queryFn: ({ signal }) => fetchClubRounds(id, signal),
    enabled,
    meta: handled,
  });
}

/** The feed a page at a time ("show more"); `posts` is every page read, each post once. */
export function useClubPosts(id: number, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: clubKeys.posts(id),
    queryFn: ({ pageParam, signal }) => fetchPosts(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.current_page < meta.last_page ? meta.current_page + 1 : undefined),
    enabled,
    meta: handled,
  });
  const posts = useMemo(() => feedPosts(query.data), [query.data]);
  return { ...query, posts };
}

/** The posts of every page read, each once: a post written since page 1 was read shifts later pages. */
export function feedPosts(feed: InfiniteData<Paginated<ClubPost>> | undefined): ClubPost[] | undefined {
  if (!feed) return undefined;
  const unique = new Map<number, ClubPost>();
  for (const post of feed.pages.flatMap((page) => page.data)) if (!unique.has(post.id)) unique.set(post.id, post);
  return [...unique.values()];
}

/**
 * After a membership change: the club first (count, the caller's role and status), then its members and the lists.
 * In that order because who the caller now is decides whether a private club's members may be read at all.
 */
async function readMembershipAgain(queryClient: QueryClient, id: number) {
  await queryClient.invalidateQueries({ queryKey: clubKeys.club(id), exact: true });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: clubKeys.members(id) }),
    queryClient.invalidateQueries({ queryKey: clubKeys.lists }),
  ]);
}

/**
 * The club page live. Members hear private-clubs.{id}: new, changed and removed posts replace the cached pages
 * (a comment added or removed comes as its post, changed), and club.members-updated (a join, a departure, a new
 * role) reads the club and its members again. Any viewer also hears a change of their own membership on their
 * user channel, where the club's channel cannot reach them (a request approved, a removal).
 */
export function useClubLive(id: number, member: boolean) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onServerEvent(serverEvents.clubMembersUpdated, ({ club_id }) => {
        if (club_id === id) void readMembershipAgain(queryClient, id);
      }),
    [id, queryClient],
  );
  useEffect(() => {
    if (!member) return;
    const update = (change: (posts: ClubPost[]) => ClubPost[]) => changeFeed(queryClient, id, change);
    return joinPresenceChannel(realtimeChannels.club(id), {
      events: [clubEvents.postCreated, clubEvents.postUpdated, clubEvents.postRemoved, clubEvents.membersUpdated],
      onEvent: (event, payload) => {
        if (event === clubEvents.membersUpdated) void readMembershipAgain(queryClient, id);
        else if (event === clubEvents.postRemoved) update((posts) => posts.filter((p) => p.id !== payload.post_id));
        else if (event === clubEvents.postUpdated) replacePost(queryClient, id, payload);
        else if (event === clubEvents.postCreated)
          update((posts) => sortFeed([payload, ...posts.filter((p) => p.id !== payload.id)]));
      },
      onMembers: () => undefined,
      // Posts and membership changes made before the channel was (re)subscribed came without an event.
      onSubscribed: () => {
        void queryClient.invalidateQueries({ queryKey: clubKeys.posts(id) });
        void readMembershipAgain(queryClient, id);
      },
    });
  }, [id, member, queryClient]);
}

/** One list across the pages read, kept in the first: a change may move a post between pages. */
function changeFeed(queryClient: QueryClient, id: number, change: (posts: ClubPost[]) => ClubPost[]) {
  applyServerChange<InfiniteData<Paginated<ClubPost>>>(queryClient, clubKeys.posts(id), (feed) =>
    feed
      ? {
          ...feed,
          pages: feed.pages.map((page, i) => ({ ...page, data: i === 0 ? change(feedPosts(feed)!) : [] })),
        }
      : feed,
  );
}

/** A post as the server now has it replaces the cached one (a live post-updated, or a mutation's reply). */
const replacePost = (queryClient: QueryClient, id: number, post: ClubPost) =>
  changeFeed(queryClient, id, (posts) => sortFeed(posts.map((p) => (p.id === post.id ? post : p))));

/** Pinned first (latest pinned_at), then newest: the order the API answers. */
export function sortFeed(posts: ClubPost[]): ClubPost[] {
  return [...posts].sort((a, b) => {
    if (a.pinned_at !== b.pinned_at) {
      if (a.pinned_at === null) return 1;
      if (b.pinned_at === null) return -1;
      return b.pinned_at.localeCompare(a.pinned_at);
    }
    return b.id - a.id;
  });
}

/**
 * A mutation that reads the club again afterwards; errors go to the error modal unless `inline`.
 * `applied` puts the reply in the cache first, so the change shows before that read returns.
 */
function useClubMutation<A, R = unknown>(
  fn: (args: A) => Promise<R>,
  options: { inline?: boolean; wallet?: boolean; applied?: (queryClient: QueryClient, result: R) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: options.inline ? handled : undefined,
    onSuccess: (result) => {
      options.applied?.(queryClient, result);
      // The club, its members, feed and rounds, and the list's counts.
      void queryClient.invalidateQueries({ queryKey: clubKeys.all });
      if (options.wallet) void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

export const useJoinClub = (id: number) => useClubMutation(() => joinClub(id), { wallet: true });
export const useLeaveClub = (id: number) =>
  useClubMutation((userId: number) => removeMember(id, userId), { wallet: true });
export const useDecideRequest = (id: number) =>
  useClubMutation(({ userId, action }: { userId: number; action: 'approve' | 'decline' }) =>
    decideRequest(id, userId, action),
  );
export const useAssignRole = (id: number) =>
  useClubMutation(({ userId, role }: { userId: number; role: number }) => assignRole(id, userId, role));
export const useInviteToClub = (id: number) =>
  useClubMutation((displayName: string) => inviteToClub(id, displayName), { inline: true });
export const useUpdateClub = (id: number) =>
  useClubMutation((body: Parameters<typeof updateClub>[1]) => updateClub(id, body), { inline: true });
export const useUploadClubImage = (id: number) =>
  useClubMutation(({ kind, file }: { kind: 'badge' | 'cover'; file: Blob }) => uploadClubImage(id, kind, file));
export const useShareRound = (id: number) => useClubMutation((roundId: number) => shareRound(id, roundId));
export const usePost = (id: number) =>
  useClubMutation((body: Parameters<typeof createPost>[1]) => createPost(id, body), { inline: true });
export const useComment = (id: number) =>
  useClubMutation(({ postId, body }: { postId: number; body: string }) => commentOn(id, postId, body), {
    inline: true,
  });
export const usePin = (id: number) =>
  useClubMutation(({ postId, pinned }: { postId: number; pinned: boolean }) => pinPost(id, postId, pinned));
export const useRemovePost = (id: number) => useClubMutation((postId: number) => removePost(id, postId));
export const useRemoveComment = (id: number) =>
  useClubMutation(
    ({ postId, commentId }: { postId: number; commentId: number }) => removeComment(id, postId, commentId),
    { applied: (queryClient, post) => replacePost(queryClient, id, post) },
  );

/** The cost of a new club and the caller's room for one; read again after each creation (under clubKeys.all). */
export function useClubCreationTerms(enabled: boolean) {
  return useQuery({
    queryKey: clubKeys.creationTerms,
    queryFn: ({ signal }) => fetchCreationTerms(signal),
    enabled,
    meta: handled,
  });
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    meta: handled,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clubKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
