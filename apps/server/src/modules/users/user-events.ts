import { EventEmitter } from 'node:events';
import { type serverEvents } from '@golf/contracts';

export type UserEventName = typeof serverEvents.userUpdated | typeof serverEvents.abilitiesUpdated;

/**
 * In-process notifications that a user's record or abilities changed. The real-time service
 * forwards them to the user's private channel; caches listen to drop stale entries.
 */
export function createUserEvents() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(50);
  return {
    emit(name: UserEventName, userId: number): void {
      emitter.emit(name, userId);
    },
    on(name: UserEventName, listener: (userId: number) => void): () => void {
      emitter.on(name, listener);
      return () => emitter.off(name, listener);
    },
  };
}

export type UserEvents = ReturnType<typeof createUserEvents>;
