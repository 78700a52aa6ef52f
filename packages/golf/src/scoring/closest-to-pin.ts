import { type Centimetres, centimetres } from '../units';
import { competitionRanks } from './ranking';

/**
 * Closest to the pin (game_mode 30): each player has `tries` attempts per
 * hole; an attempt's result is the distance from the pin where the ball came
 * to rest, in centimetres, or null when it has none (out of bounds, in a
 * penalty area). Each player's best attempt counts on each hole.
 *
 * Attempts past `tries` on a hole are not counted (the server refuses them
 * first, see `closestToPinAttemptsLeft`). Per hole, players with a result
 * are ranked by best distance, ties sharing a rank (1, 1, 3); players without
 * one are unranked. Overall, players are ranked by holes with a result (more
 * first), then by the sum of their best distances (less first).
 */
export interface ClosestToPinAttempt {
  readonly playerId: string;
  readonly holeNumber: number;
  /** Distance to the pin at rest, whole cm; null when the attempt has no result. */
  readonly distanceCm: Centimetres | null;
}

export interface ClosestToPinInput {
  /** Hole numbers of the round, in order. */
  readonly holes: readonly number[];
  readonly playerIds: readonly string[];
  /** The round's `tries`: attempts per player per hole, at least 1. */
  readonly tries: number;
  /** Every attempt, in the order played. */
  readonly attempts: readonly ClosestToPinAttempt[];
}

export interface ClosestToPinEntry {
  readonly playerId: string;
  /** Counted attempts in order (at most `tries`). */
  readonly attempts: readonly (Centimetres | null)[];
  readonly bestCm: Centimetres | null;
  /** Null when the player has no result on the hole. */
  readonly rank: number | null;
}

export interface ClosestToPinStanding {
  readonly playerId: string;
  readonly holesWithResult: number;
  readonly totalBestCm: Centimetres;
  readonly position: number;
}

export interface ClosestToPinScorecard {
  readonly holes: readonly { readonly holeNumber: number; readonly entries: readonly ClosestToPinEntry[] }[];
  readonly standings: readonly ClosestToPinStanding[];
}

/** Attempts a player still has on a hole: `tries - taken`, never negative. */
export function closestToPinAttemptsLeft(taken: number, tries: number): number {
  return Math.max(0, tries - taken);
}

export function scoreClosestToPin({ holes, playerIds, tries, attempts }: ClosestToPinInput): ClosestToPinScorecard {
  if (!Number.isInteger(tries) || tries < 1) throw new RangeError(`tries must be a whole number >= 1, got ${tries}`);
  const key = (playerId: string, hole: number) => `${hole}\u0000${playerId}`;
  const byPlayerHole = new Map<string, (Centimetres | null)[]>();
  for (const attempt of attempts) {
    const k = key(attempt.playerId, attempt.holeNumber);
    const list = byPlayerHole.get(k) ?? [];
    if (list.length < tries) list.push(attempt.distanceCm);
    byPlayerHole.set(k, list);
  }

  const totals = new Map(playerIds.map((id) => [id, { holesWithResult: 0, totalBestCm: centimetres(0) }]));
  const scoredHoles = holes.map((holeNumber) => {
    const unranked = playerIds.map((playerId) => {
      const list = byPlayerHole.get(key(playerId, holeNumber)) ?? [];
      const valid = list.filter((d): d is Centimetres => d !== null);
      const bestCm = valid.length > 0 ? (Math.min(...valid) as Centimetres) : null;
      if (bestCm !== null) {
        const total = totals.get(playerId)!;
        total.holesWithResult += 1;
        total.totalBestCm = (total.totalBestCm + bestCm) as Centimetres;
      }
      return { playerId, attempts: list, bestCm };
    });
    const withResult = unranked.filter((entry) => entry.bestCm !== null);
    const ranks = competitionRanks(withResult, (a, b) => a.bestCm! - b.bestCm!);
    const rankOf = new Map(withResult.map((entry, i) => [entry.playerId, ranks[i]!]));
    return {
      holeNumber,
      entries: unranked.map((entry) => ({ ...entry, rank: rankOf.get(entry.playerId) ?? null })),
    };
  });

  const standings = playerIds.map((playerId) => ({ playerId, ...totals.get(playerId)! }));
  const ranks = competitionRanks(
    standings,
    (a, b) => b.holesWithResult - a.holesWithResult || a.totalBestCm - b.totalBestCm,
  );
  return { holes: scoredHoles, standings: standings.map((s, i) => ({ ...s, position: ranks[i]! })) };
}
