/**
 * The Node.js flags the server runs with: `npm start`, and the benchmarks' servers and in-process
 * apps, so that what is measured is what runs.
 *
 * --max-semi-space-size=64: a 64 MB young generation. Every request allocates many short-lived
 * objects (the request, the rules' state, the SQL parameters, the reply); with V8's default the
 * scavenger took about a tenth of the stroke path's CPU, and this cut node CPU per stroke by about
 * 13 % in `npm run strokes -w bench` (2026-11-23). It costs up to 192 MB of address space for the
 * young generation.
 *
 * --min-semi-space-size=64: the young generation stays at that size. V8's memory reducer, which
 * runs once a busy process has gone quiet for a few seconds, shrinks it to a few MB, and it grew
 * back only over the next 50-90 s of load (`--trace-gc` of `npm run strokes -w bench`, 2026-11-28:
 * 3.5, then 6, 13 and 25 MB freed per scavenge against 50): until then the scavenger ran up to ten
 * times as often and promoted whatever lived a few tens of milliseconds, the requests in flight,
 * so load that came back after a lull met the slow young generation the first flag is there to
 * avoid. It costs up to 128 MB more of an idle server's memory (both halves of the young generation).
 *
 * --heap-growing-percent=300: after each full (mark-compact) collection the old generation may grow
 * to 4 × what was live, V8's own largest factor on a machine with memory to spare. Left to itself,
 * V8 picks the factor from how fast it collects against how fast the app promotes, aiming at 97 %
 * of the time for the app: under a steady moderate load (the strokes bench paced at 50 %) it chose
 * 1.1–1.3 (`--trace-gc-verbose`), so a full collection came every 2–3 s, and each one puts a burst
 * of requests past 30 ms. Pinned at 4, one came every 40 s or more: in 30 s paced runs alternating
 * with and without it (bench/README.md, 2026-11-28), 2 major collections in 8 paced runs against
 * 16 in 6, and a paced-50 % p99 of 16.0–31.8 ms against 20.4–73.7 ms. It costs heap: up to
 * about 4 × the live heap (about 270 MB for 66 MB live in the bench). V8 still keeps the limit
 * halfway below --max-old-space-size, and its memory reducer still shrinks the heap of an idle
 * server.
 *
 * --initial-old-space-size=512: no full collection while the old generation is under 512 MB (V8
 * takes an embedder's initial size as that floor). At 4 × what is live (about 70 MB) its limit was
 * about 280 MB, and the strokes bench paced at 50 % promotes about 3 MB/s (`--trace-gc`), so a full
 * collection came every 60-90 s: two in each 120 s paced window. With the floor, one (bench/README.md,
 * 2026-11-28 afternoon: paced-50 % p99 12.4-25.2 ms in eight runs with it). It costs heap: an old
 * generation of up to 512 MB before the first full collection, whatever is live; the memory reducer
 * still collects an idle server's.
 */
export const serverNodeFlags = [
  '--max-semi-space-size=64',
  '--min-semi-space-size=64',
  '--heap-growing-percent=300',
  '--initial-old-space-size=512',
];
