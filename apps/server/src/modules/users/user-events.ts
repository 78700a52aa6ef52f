import { EventEmitter } from 'node:events';
import { serverEvents } from '@golf/contracts';
import type { ClusterBus } from '../../cluster/cluster-bus';

export type UserEventName = typeof serverEvents.userUpdated | typeof serverEvents.abilitiesUpdated;
const names = new Set<string>([serverEvents.userUpdated, serverEvents.abilitiesUpdated]);

/**
 * Notifications that a user's record or abilities changed, on every server node: an event
 * emitted on one node reaches the listeners of all (through the cluster bus). The real-time
 * service forwards them to the user's private channel; caches listen to drop stale entries.
 */
export function createUserEvents(bus: ClusterBus) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  bus.subscribe('user-events', ({ name, userId }) => {
    if (typeof name === 'string' && names.has(name) && typeof userId === 'number') emitter.emit(name, userId);
  });
  return {
    emit(name: UserEventName, userId: number): void {
      void bus.publish('user-events', { name, userId });
    },
    on(name: UserEventName, listener: (userId: number) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
