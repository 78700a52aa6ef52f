/** Limits the spec leaves open (documented in the README, "Rounds and strokes"). */
export const MAX_ROUND_PLAYERS = 8;
export const MAX_ROUND_MULLIGANS = 18;
export const MAX_CLOSEST_TO_PIN_TRIES = 10;
/** Match history (spec section 9). */
export const MATCH_HISTORY_SIZE = 20;
/** How long a second request for the same player waits for the one in progress (ms). */
export const STROKE_LOCK_WAIT_MS = 5000;
/** Players whose context a node keeps between strokes (play/strokes/stroke-concurrency.ts, recentPlayers), and for how long (ms). */
export const RECENT_PLAYERS = 5000;
export const RECENT_PLAYER_TTL_MS = 10 * 60_000;
