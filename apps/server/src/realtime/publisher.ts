import type { Fanout } from './fanout';

/**
 * The one interface every module uses to send a real-time event. Channel names come from
 * `realtimeChannels` and event names from `serverEvents` / `roundEvents` in packages/contracts.
 */
export interface Publisher {
  /**
   * Resolves once handed to the fan-out and never rejects: the write it reports has already been
   * committed, and a lost event is logged by the driver, not turned into a failed request.
   */
  publish(channel: string, event: string, payload: unknown): Promise<void>;
}

export function createPublisher(fanout: Fanout): Publisher {
  return {
    publish: (channel, event, payload) => fanout.publish({ channel, event, data: JSON.stringify(payload ?? {}) }),
  };
}
