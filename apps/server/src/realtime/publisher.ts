import type { RealtimeEventInput, RealtimeEventName } from '@golf/contracts';
import type { Fanout } from './fanout';

/**
 * The one interface every module uses to send a real-time event. Channel names come from
 * `realtimeChannels`, and each event's payload type from `realtimeEvents` in packages/contracts:
 * a payload that does not fit its event is a type error where it is published.
 */
export interface Publisher {
  /**
   * Resolves once handed to the fan-out and never rejects: the write it reports has already been
   * committed, and a lost event is logged by the driver, not turned into a failed request.
   */
  publish<E extends RealtimeEventName>(channel: string, event: E, payload: RealtimeEventInput<E>): Promise<void>;
}

/** What the fan-out takes: any event (the transport's tests send their own). Modules get it as a `Publisher`. */
export interface AnyEventPublisher {
  publish(channel: string, event: string, payload: unknown): Promise<void>;
}

/** Serialises and hands over; nothing is parsed here (the types check the payloads, at no cost per stroke). */
export function createPublisher(fanout: Fanout): AnyEventPublisher {
  return {
    publish: (channel, event, payload) => fanout.publish({ channel, event, data: JSON.stringify(payload ?? {}) }),
  };
}
