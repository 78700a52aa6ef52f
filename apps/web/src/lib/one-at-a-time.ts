import { useRef } from 'react';

/**
 * An action that ignores calls while its last one runs. Two clicks in one frame both see a mutation as
 * idle (its pending state shows only after a render), so a double click would send the request twice.
 * The action reports its own errors (the mutation's state or callbacks); a rejection ends the turn quietly.
 */
export function useOneAtATime<A extends unknown[]>(action: (...args: A) => Promise<unknown>): (...args: A) => void {
  const running = useRef(false);
  return (...args: A) => {
    if (running.current) return;
    running.current = true;
    action(...args)
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
}
