// The limits of a round's settings, which the player app needs too, are in contracts (MAX_ROUND_PLAYERS, ...).

/** Match history (spec section 9). */
export const MATCH_HISTORY_SIZE = 20;
/** How long a second request for the same player waits for the one in progress (ms). */
export const STROKE_LOCK_WAIT_MS = 5000;
/** Players whose context a node keeps between strokes (play/strokes/stroke-concurrency.ts, recentPlayers), and for how long (ms). */
export const RECENT_PLAYERS = 5000;
export const RECENT_PLAYER_TTL_MS = 10 * 60_000;
