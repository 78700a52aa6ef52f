import {
  enums,
  FRIEND_SEARCH_MIN,
  realtimeChannels,
  serverEvents,
  type Friend,
  type FriendSearchResult,
  type FriendsOverview,
} from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import type { NotifyIn } from '../notifications/notifications.service';
import type { Publisher } from '../../realtime/publisher';
import type { SocketControl } from '../../realtime/socket-control';
import { AppError } from '../../errors/app-error';
import type { FriendshipRow, FriendsRepository } from './friends.repository';

const { friend_status: friendStatus } = enums;

export interface FriendsServiceDeps {
  db: Database;
  friends: FriendsRepository;
  /** The most pending requests one player may have sent (setting max_pending_friend_requests). */
  maxPending: () => Promise<number>;
  notifyIn: NotifyIn;
  /** Marks read the addressee's friend_request notification once it was answered or withdrawn (not from the bell). */
  markRequestRead: (tx: Executor, addresseeId: number, requesterId: number) => Promise<unknown>;
  publisher: Publisher;
  /** Former friends stop watching each other's online beacon at once. */
  sockets: Pick<SocketControl, 'evictSubscriber'>;
  clock?: () => Date;
}

const direction = (row: FriendshipRow, viewerId: number) =>
  row.status === friendStatus.accepted ? null : row.requesterId === viewerId ? 'outgoing' : 'incoming';

const present = (row: FriendshipRow, viewerId: number, other: { id: number; name: string }): Friend => ({
  id: other.id,
  display_name: other.name,
  status: row.status,
  direction: direction(row, viewerId),
  since: (row.acceptedAt ?? row.createdAt).toISOString(),
});

/**
 * Friends (spec sections 3, 4 and 5): requests go pending to accepted; at most `max_pending_friend_requests`
 * pending sent; a request to someone who already asked you accepts theirs (decision 0079). Requests and
 * acceptances notify the other player in their bell, created in the same transaction.
 */
export function createFriendsService(deps: FriendsServiceDeps) {
  const { db, friends } = deps;
  const clock = deps.clock ?? (() => new Date());
  // Ending a friendship or request notifies nobody's bell, but the other player's open list must change.
  const tellOther = (otherId: number, userId: number) =>
    deps.publisher.publish(realtimeChannels.user(otherId), serverEvents.friendsUpdated, { user_id: userId });

  async function acceptRow(tx: Executor, row: FriendshipRow, accepterId: number, accepterName: string) {
    const accepted = await friends.accept(row.id, friendStatus.accepted, clock(), tx);
    const announce = await deps.notifyIn(tx, row.requesterId, {
      notification_type: 'friend_accepted',
      user_id: accepterId,
      display_name: accepterName,
    });
    return { row: accepted ?? row, announce };
  }

  return {
    async overview(userId: number): Promise<FriendsOverview> {
      const all = await friends.allOf(userId);
      const views = all.map((v) => ({
        friend: present(v.row, userId, { id: v.otherId, name: v.otherName }),
        row: v.row,
      }));
      return {
        friends: views.filter((v) => v.row.status === friendStatus.accepted).map((v) => v.friend),
        incoming: views.filter((v) => v.friend.direction === 'incoming').map((v) => v.friend),
        outgoing: views.filter((v) => v.friend.direction === 'outgoing').map((v) => v.friend),
      };
    },

    /** Players by display name (spec section 5: search text at least :min characters). */
    async search(userId: number, text: string): Promise<FriendSearchResult[]> {
      if (text.length < FRIEND_SEARCH_MIN) {
        throw AppError.validation({ search: [{ key: 'validation.search_min', params: { min: FRIEND_SEARCH_MIN } }] });
      }
      const [players, all] = await Promise.all([friends.searchPlayers(text, userId), friends.allOf(userId)]);
      const byOther = new Map(all.map((v) => [v.otherId, v.row]));
      return players.map((player) => {
        const row = byOther.get(player.id);
        return {
          id: player.id,
          display_name: player.displayName,
          status: row?.status ?? null,
          direction: row ? direction(row, userId) : null,
        };
      });
    },

    async request(userId: number, targetId: number): Promise<Friend> {
      if (targetId === userId) throw new AppError('friends.cannot_befriend_self');
      const max = await deps.maxPending();
      const { friend, announce } = await db.transaction(async (tx) => {
        // Locking the sender's row makes the pending count and the insert one step per sender.
        const myName = await friends.lockUser(userId, tx);
        // A system account is no player: "not found", as for an id nobody has.
        const targetName = await friends.playerNameOf(targetId, tx);
        if (myName === undefined || targetName === undefined) throw new AppError('friends.user_not_found');
        const target = { id: targetId, name: targetName };
        const existing = await friends.findPair(userId, targetId, tx);
        if (existing?.status === friendStatus.accepted) throw new AppError('friends.already_friends');
        if (existing && existing.requesterId === userId) throw new AppError('friends.already_requested');
        if (existing) {
          const accepted = await acceptRow(tx, existing, userId, myName);
          return { friend: present(accepted.row, userId, target), announce: accepted.announce };
        }
        if ((await friends.pendingSentCount(userId, friendStatus.pending, tx)) >= max) {
          throw new AppError('friends.max_pending', { max });
        }
        const row = await friends.insert(
          { requesterId: userId, addresseeId: targetId, status: friendStatus.pending },
          tx,
        );
        // The pair's unique index: the other player asked at the same moment.
        if (!row) throw new AppError('friends.already_requested');
        const told = await deps.notifyIn(tx, targetId, {
          notification_type: 'friend_request',
          user_id: userId,
          display_name: myName,
        });
        return { friend: present(row, userId, target), announce: told };
      });
      await announce();
      return friend;
    },

    async accept(userId: number, requesterId: number): Promise<Friend> {
      const { friend, announce } = await db.transaction(async (tx) => {
        const row = await friends.findPair(userId, requesterId, tx);
        if (row?.status !== friendStatus.pending || row.addresseeId !== userId) {
          throw new AppError('friends.no_pending_request');
        }
        const myName = (await friends.displayNameOf(userId, tx)) ?? '';
        const requesterName = (await friends.displayNameOf(requesterId, tx)) ?? '';
        const accepted = await acceptRow(tx, row, userId, myName);
        await deps.markRequestRead(tx, userId, requesterId);
        return {
          friend: present(accepted.row, userId, { id: requesterId, name: requesterName }),
          announce: accepted.announce,
        };
      });
      await announce();
      return friend;
    },

    async decline(userId: number, requesterId: number): Promise<void> {
      const row = await friends.findPair(userId, requesterId);
      if (row?.status !== friendStatus.pending || row.addresseeId !== userId) {
        throw new AppError('friends.no_pending_request');
      }
      await db.transaction(async (tx) => {
        await friends.remove(row.id, tx);
        await deps.markRequestRead(tx, userId, requesterId);
      });
      await tellOther(requesterId, userId);
    },

    /** Removes a friend, or withdraws the caller's own pending request. */
    async remove(userId: number, otherId: number): Promise<void> {
      const row = await friends.findPair(userId, otherId);
      const removable = row && (row.status === friendStatus.accepted || row.requesterId === userId);
      if (!removable) throw new AppError('friends.not_friends');
      await db.transaction(async (tx) => {
        await friends.remove(row.id, tx);
        // A withdrawn request leaves nothing to answer: its notification stops counting in the bell.
        if (row.status === friendStatus.pending) await deps.markRequestRead(tx, otherId, userId);
      });
      await tellOther(otherId, userId);
      if (row.status === friendStatus.accepted) {
        await deps.sockets.evictSubscriber(realtimeChannels.online(userId), otherId);
        await deps.sockets.evictSubscriber(realtimeChannels.online(otherId), userId);
      }
    },

    /** Whether two players are friends: who may watch whose online beacon. */
    areFriends: (a: number, b: number) => friends.areFriends(a, b, friendStatus.accepted),
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
