/**
 * The Node.js flags the server runs with: `npm start`, and the benchmarks' servers and in-process
 * apps, so that what is measured is what runs. The measurements behind each flag are in
 * docs/benchmarks.md, "The server's Node.js flags".
 *
 * --max-semi-space-size=64: a 64 MB young generation, so the scavenger keeps up with the short-lived
 *   objects every request allocates (about 13 % less CPU per stroke).
 * --min-semi-space-size=64: keeps it at that size; V8's memory reducer shrank it after a lull, and
 *   returning load then met a slow young generation for a minute.
 * --heap-growing-percent=300: the old generation may grow to 4 × what was live, so under steady load
 *   a full collection (and the burst of slow requests after it) comes every 40 s or more, not every 2-3 s.
 * --initial-old-space-size=512: no full collection while the old generation is under 512 MB, one
 *   fewer in each two minutes of the strokes benchmark's paced load.
 */
export const serverNodeFlags = [
  '--max-semi-space-size=64',
  '--min-semi-space-size=64',
  '--heap-growing-percent=300',
  '--initial-old-space-size=512',
];
