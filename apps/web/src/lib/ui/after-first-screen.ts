import { useEffect, useSyncExternalStore } from 'react';
import { prefetchAfterFirstScreen } from '../first-screen';

/**
 * A module that a first screen can do without at first (a menu's dropdown, tooltips): loaded when
 * the browser is idle after the first signed-in screen, or at once when `load` is called (the user
 * reached for it first). `useModule()` gives it once it is there, and re-renders its callers then.
 */
export function moduleAfterFirstScreen<T>(importModule: () => Promise<T>) {
  let loaded: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const load = (): Promise<T> =>
    (pending ??= importModule().then(
      (module) => {
        loaded = module;
        listeners.forEach((listener) => listener());
        return module;
      },
      (error: unknown) => {
        pending = undefined; // Tried again on the next call.
        throw error;
      },
    ));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  function useModule(): T | undefined {
    const module = useSyncExternalStore(subscribe, () => loaded);
    useEffect(() => {
      if (!loaded) prefetchAfterFirstScreen(load);
    }, []);
    return module;
  }
  return { useModule, load };
}
