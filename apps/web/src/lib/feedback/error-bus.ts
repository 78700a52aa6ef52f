/**
 * Errors raised outside React (query cache, chunk loading, window events) reach the error modal
 * through this bus. The FeedbackProvider subscribes; errors reported before it mounts wait.
 */
type Listener = (error: unknown) => void;

let listener: Listener | null = null;
const pending: unknown[] = [];

export function reportError(error: unknown): void {
  if (listener) listener(error);
  else pending.push(error);
}

export function subscribeToErrors(next: Listener): () => void {
  listener = next;
  for (const error of pending.splice(0)) next(error);
  return () => {
    if (listener === next) listener = null;
  };
}
