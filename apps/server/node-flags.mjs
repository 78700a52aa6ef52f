/**
 * The Node.js flags the server runs with: `npm start`, and the benchmarks' servers and in-process
 * apps, so that what is measured is what runs.
 *
 * --max-semi-space-size=64: a 64 MB young generation. Every request allocates many short-lived
 * objects (the request, the rules' state, the SQL parameters, the reply); with V8's default the
 * scavenger took about a tenth of the stroke path's CPU, and this cut node CPU per stroke by about
 * 13 % in `npm run strokes -w bench` (2026-11-23). It costs up to 192 MB of address space for the
 * young generation.
 */
export const serverNodeFlags = ['--max-semi-space-size=64'];
