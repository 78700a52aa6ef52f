import { realtimeChannels } from '@golf/contracts';
import type { Fanout } from './fanout';

/**
 * The fan-out's control messages. The `pusher_internal:` prefix is the protocol's own: neither a
 * client event (`client-*`) nor the HTTP trigger API (trigger.routes.ts) can send one.
 */
export const RECONNECT_EVENT = 'pusher_internal:reconnect';
export const EVICT_EVENT = 'pusher_internal:evict';
export const DISCONNECT_USER_EVENT = 'pusher_internal:disconnect_user';

export interface SocketControl {
  /**
   * Closes, with 4200, every socket subscribed to `channel` on any node. Clients reconnect at once and
   * subscribe again, each subscription authorized afresh: for a change of what a session may hear that
   * the subscriptions it holds would outlive (a session becoming a kiosk session, decision 0103).
   */
  reconnectSubscribers(channel: string): Promise<void>;
  /**
   * Drops `userId`'s subscriptions to `channel` on every node, once they may no longer hear it (a club
   * member removed, a friendship ended): an authorization is checked only when a socket subscribes.
   * Their other channels and sockets stay as they are.
   */
  evictSubscriber(channel: string, userId: number): Promise<void>;
  /**
   * Closes, with 4200, every socket on any node holding a subscription authorized for `userId` (their
   * own channel, a presence channel as them, a club's channel): for when their sessions end (a
   * suspension, a changed or reset password), which a socket's subscriptions would otherwise outlive.
   * Clients reconnect and subscribe again, authorized as their session now is.
   */
  disconnectUser(userId: number): Promise<void>;
}

const userData = (userId: number) => JSON.stringify({ user_id: String(userId) });

export function createSocketControl(fanout: Fanout): SocketControl {
  return {
    reconnectSubscribers: (channel) => fanout.publish({ channel, event: RECONNECT_EVENT, data: '' }),
    evictSubscriber: (channel, userId) => fanout.publish({ channel, event: EVICT_EVENT, data: userData(userId) }),
    disconnectUser: (userId) =>
      fanout.publish({ channel: realtimeChannels.user(userId), event: DISCONNECT_USER_EVENT, data: userData(userId) }),
  };
}
