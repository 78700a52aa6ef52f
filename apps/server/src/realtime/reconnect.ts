import type { Fanout } from './fanout';

/**
 * The fan-out's one control message. The `pusher_internal:` prefix is the protocol's own: neither a
 * client event (`client-*`) nor the HTTP trigger API (trigger.routes.ts) can send one.
 */
export const RECONNECT_EVENT = 'pusher_internal:reconnect';

export interface SocketReconnects {
  /**
   * Closes, with 4200, every socket subscribed to `channel` on any node. Clients reconnect at once and
   * subscribe again, each subscription authorized afresh: for a change of what a session may hear that
   * the subscriptions it holds would outlive (a session becoming a kiosk session, decision 0103).
   */
  reconnectSubscribers(channel: string): Promise<void>;
}

export function createSocketReconnects(fanout: Fanout): SocketReconnects {
  return { reconnectSubscribers: (channel) => fanout.publish({ channel, event: RECONNECT_EVENT, data: '' }) };
}
