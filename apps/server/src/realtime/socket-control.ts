import type { Fanout } from './fanout';

/**
 * The fan-out's control messages. The `pusher_internal:` prefix is the protocol's own: neither a
 * client event (`client-*`) nor the HTTP trigger API (trigger.routes.ts) can send one.
 */
export const RECONNECT_EVENT = 'pusher_internal:reconnect';
export const EVICT_EVENT = 'pusher_internal:evict';

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
}

export function createSocketControl(fanout: Fanout): SocketControl {
  return {
    reconnectSubscribers: (channel) => fanout.publish({ channel, event: RECONNECT_EVENT, data: '' }),
    evictSubscriber: (channel, userId) =>
      fanout.publish({ channel, event: EVICT_EVENT, data: JSON.stringify({ user_id: String(userId) }) }),
  };
}
