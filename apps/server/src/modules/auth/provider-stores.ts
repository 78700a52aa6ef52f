import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** What the scope needs of an AsyncLocalStorage. */
export interface DisableableStore {
  disable(): void;
}

/**
 * Runs calls that keep their state in AsyncLocalStorage stores, and disables those stores whenever no such call
 * is running; the next call's `run()` enables its store again.
 *
 * Why: on Node 20 the first `run()` of any store makes the process track every async resource, every request's
 * included, until all stores are disabled again. A sign-in left every later request paying that, about a tenth of
 * a small request's CPU (docs/benchmarks.md, "2026-11-30: async-context tracking off…"). Node 24's async-context
 * frames cost nothing here, and there `disable()` only clears the store.
 */
export function createStoreScope(stores: () => readonly DisableableStore[]) {
  let running = 0;
  return {
    async run<T>(call: () => Promise<T>): Promise<T> {
      running += 1;
      try {
        return await call();
      } finally {
        running -= 1;
        if (running === 0) for (const store of stores()) store.disable();
      }
    },
    /** Calls running now (for tests). */
    get running() {
      return running;
    },
  };
}

/**
 * The identity provider's stores (better-auth keeps them on globalThis, one set per process) and ours that live
 * only during its calls. better-auth runs nothing in them after a call has answered: its background tasks are
 * awaited when no `backgroundTasks` handler is set (identity-provider.ts sets none).
 */
const ownStores: DisableableStore[] = [];
let providerStores: readonly DisableableStore[] = [];
void Promise.all([
  getRequestStateAsyncLocalStorage(),
  getCurrentAuthContextAsyncLocalStorage(),
  getCurrentDBAdapterAsyncLocalStorage(),
])
  .then((stores) => (providerStores = stores))
  // Without them the stores stay enabled, as they would without this module.
  .catch(() => undefined);

/** Every call into the identity provider runs here (provider-client.ts); one scope per process, as the stores are. */
export const providerCalls = createStoreScope(() => [...providerStores, ...ownStores]);

/** A store of ours that is only used inside provider calls (created once per process, at module level). */
export function disableWithProviderStores(store: DisableableStore): void {
  ownStores.push(store);
}
