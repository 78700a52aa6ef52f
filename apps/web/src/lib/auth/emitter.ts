/** A tiny synchronous event emitter. A listener that throws does not stop the others. */
export interface Emitter<E extends string> {
  /** Returns the function that removes the listener. */
  on(event: E, listener: () => void): () => void;
  emit(event: E): void;
}

export function createEmitter<E extends string>(): Emitter<E> {
  const listeners = new Map<E, Set<() => void>>();
  return {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return () => {
        set.delete(listener);
      };
    },
    emit(event) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          listener();
        } catch (error) {
          console.error(error);
        }
      }
    },
  };
}

/**
 * Session events. `logout` is the last step of logging out (spec section 4): the auth state
 * listens and becomes signed out.
 */
export const authEvents = createEmitter<'logout'>();
