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
