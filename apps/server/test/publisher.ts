import type { Fanout, FanoutMessage } from '../src/realtime/fanout';
import { createMemoryFanout } from '../src/realtime/fanout';

/**
 * An in-process fan-out that also keeps what went through it, for asserting which real-time
 * events a request published: `createTestApp({ fanout })`, then `recorded.events(channel)`.
 */
export function createRecordingFanout(): Fanout & {
  messages: FanoutMessage[];
  events(channel: string): { event: string; payload: unknown }[];
} {
  const inner = createMemoryFanout();
  const messages: FanoutMessage[] = [];
  return {
    messages,
    events: (channel) =>
      messages.filter((m) => m.channel === channel).map((m) => ({ event: m.event, payload: JSON.parse(m.data) })),
    publish: async (message) => {
      messages.push(message);
      await inner.publish(message);
    },
    subscribe: inner.subscribe,
    close: inner.close,
  };
}
