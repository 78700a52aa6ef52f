type Listener = () => void;

/**
 * "A 401 reply on any call other than login or logout triggers logout" (spec section 4). Data calls
 * reach react-admin's checkError; the auth provider's own session calls report here, and
 * <LogoutOnUnauthorized> logs out.
 */
export function createUnauthorizedSignal() {
  const listeners = new Set<Listener>();
  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    report(): void {
      for (const listener of [...listeners]) listener();
    },
  };
}

export type UnauthorizedSignal = ReturnType<typeof createUnauthorizedSignal>;

/** The app's one signal. */
export const unauthorizedSignal = createUnauthorizedSignal();

/** Reported when the signed-in account turns out to lack access-backoffice (<LogoutOnLostAccess> logs out). */
export const accessLostSignal = createUnauthorizedSignal();
