import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from '../verification';

const TICK_MS = 250;

/** A visible countdown to a deadline; `start(seconds)` begins a new one. */
export function useCountdown(initialDeadline: number | null) {
  const [state, setState] = useState(() => ({ deadline: initialDeadline, now: Date.now() }));
  const left = secondsLeft(state.deadline, state.now);
  const running = left > 0;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setState((current) => ({ ...current, now: Date.now() })), TICK_MS);
    return () => clearInterval(id);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setState({ deadline: now + seconds * 1000, now });
  }, []);

  return { secondsLeft: left, start };
}
