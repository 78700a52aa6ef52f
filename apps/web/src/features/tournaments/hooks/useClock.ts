import { useEffect, useState } from 'react';

/** The time now, read again every `intervalMs`: entering closes at the start without a reload. */
export function useClock(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
