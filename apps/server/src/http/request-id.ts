import { randomUUID } from 'node:crypto';

/**
 * Request ids shaped like a UUID: a random prefix drawn once per process and a counter, so ids stay
 * unique across nodes and restarts without drawing entropy for every request (a refill of the UUID
 * buffer's entropy every 128 requests showed in a small request's CPU profile, bench/).
 */
export function requestIds(): () => string {
  const prefix = randomUUID().slice(0, 24);
  let next = 0;
  return () => prefix + (next++).toString(16).padStart(12, '0');
}
