import { kioskUserEvents, realtimeChannels, type RealtimeEventInput, type RealtimeEventName } from '@golf/contracts';
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

const USER_CHANNEL = /^private-users\.(\d{1,15})$/;
const kioskEvents: ReadonlySet<string> = new Set(kioskUserEvents);

/**
 * Serialises and hands over; nothing is parsed here (the types check the payloads, at no cost per stroke).
 * A user-channel event without personal data goes to the user's kiosk channel too (decision 0103): the
 * one place every module's user events pass, so a new event stays away from kiosks unless listed.
 */
export function createPublisher(fanout: Fanout): AnyEventPublisher {
  return {
    async publish(channel, event, payload) {
      const data = JSON.stringify(payload ?? {});
      const user = kioskEvents.has(event) ? USER_CHANNEL.exec(channel) : null;
      if (user) await fanout.publish({ channel: realtimeChannels.kioskUser(Number(user[1])), event, data });
      await fanout.publish({ channel, event, data });
    },
  };
}
