// When the first signed-in screen is in the document (app/components/RequireAuth.tsx): work that is not
// part of it (the real-time connection) waits for it, so it does not compete with that screen for the
// network and the main thread.

let markShown: () => void = () => {};

const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Resolves once a signed-in screen has been rendered, or after `fallbackMs` whatever happens. */
export const afterSignedInScreen = (fallbackMs = 5000): Promise<void> =>
  Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);

/** Called when a signed-in screen has been committed; only the first call matters. */
export function signedInScreenShown(): void {
  markShown();
}

/** Runs `run` when the browser is next idle (at the latest after 2 s); returns a cancel function. */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Loads a chunk the app will want soon (dialogs, toasts) once the first screen is up and the
 * browser is idle, so it is there when needed even if the network goes away later.
 */
export function prefetchAfterFirstScreen(load: () => Promise<unknown>): void {
  void afterSignedInScreen().then(() => whenIdle(() => void load().catch(() => undefined)));
}
