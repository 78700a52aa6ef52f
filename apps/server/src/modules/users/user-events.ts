import { EventEmitter } from 'node:events';
import { realtimeChannels, serverEvents, type Ability } from '@golf/contracts';
import type { ClusterBus } from '../../cluster/cluster-bus';
import type { Publisher } from '../../realtime/publisher';

export type UserEventName = typeof serverEvents.userUpdated | typeof serverEvents.abilitiesUpdated;
const names = new Set<string>([serverEvents.userUpdated, serverEvents.abilitiesUpdated]);

/** Told about every event emitted on this node (only here, not on the others). */
export type UserEventForwarder = (name: UserEventName, userId: number) => void;

/**
 * Notifications that a user's record or abilities changed, on every server node: an event
 * emitted on one node reaches the listeners of all (through the cluster bus); caches listen to
 * drop stale entries. `forward` hears only the events emitted on this node: that is where they
 * go to the user's private channel, so the client gets each one once, not once per node.
 */
export function createUserEvents(bus: ClusterBus, forward?: UserEventForwarder) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  bus.subscribe('user-events', ({ name, userId }) => {
    if (typeof name === 'string' && names.has(name) && typeof userId === 'number') emitter.emit(name, userId);
  });
  return {
    emit(name: UserEventName, userId: number): void {
      void bus.publish('user-events', { name, userId });
      forward?.(name, userId);
    },
    on(name: UserEventName, listener: (userId: number) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;

/**
 * Real-time events on `private-users.{id}` (spec section 4): `user.updated` with `{}` (the client
 * reloads the user), `abilities.updated` with `{ abilities }`, the user's whole new list.
 */
export function userEventsToChannel(
  publisher: Publisher,
  abilitiesOf: (userId: number) => Promise<Ability[]>,
  log: { error(object: object, message: string): void },
): UserEventForwarder {
  return (name, userId) => {
    void (async () => {
      const channel = realtimeChannels.user(userId);
      if (name === serverEvents.abilitiesUpdated)
        await publisher.publish(channel, name, { abilities: await abilitiesOf(userId) });
      else await publisher.publish(channel, name, {});
    })().catch((error: unknown) => log.error({ err: error, userId, event: name }, 'user event not published'));
  };
}
