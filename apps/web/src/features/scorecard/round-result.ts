import { enums } from '@golf/contracts';
import type { Scorecard } from './api';

/**
 * The result a finished round leads with, from the positions the scorecard already ranks (net to par
 * when the round uses handicaps, else gross; closest to pin by holes with a result, then total distance):
 * - `solo`: one player, so a score and no winner;
 * - `won` / `tied`: the players in first place once the round is over;
 * - `provisional`: others are still playing, so nobody has won yet;
 * - `none`: the mode states its own result (match play's status) or has none (driving range).
 */
export type RoundResult =
  | { kind: 'none' }
  | { kind: 'solo'; playerId: string }
  | { kind: 'provisional' }
  | { kind: 'won'; playerId: string }
  | { kind: 'tied'; playerIds: string[] };

/** A player's standing as the result line writes it. */
export type ResultScore =
  | { mode: 'stroke'; rankBy: 'gross' | 'net'; gross: number; toPar: number; net: number; netToPar: number }
  | { mode: 'distance'; totalBestCm: number; holesWithResult: number };

const modes = enums.game_mode;

interface Ranked {
  playerId: string;
  position: number;
}

function ranked(card: Scorecard): { standings: readonly Ranked[]; complete: boolean } | null {
  switch (card.game_mode) {
    case modes.stroke_play:
      // Positions are over the holes completed so far: a winner only once every card is complete, so a
      // scorecard read a moment before the last hole's never names the wrong one.
      return {
        standings: card.stroke_play.players,
        complete: card.stroke_play.players.every((player) => player.finished),
      };
    case modes.closest_to_pin:
      return { standings: card.closest_to_pin.standings, complete: true };
    default:
      return null;
  }
}

/** What the finished screen says about the round; `roundCompleted` when every player is done. */
export function roundResult(card: Scorecard, roundCompleted: boolean): RoundResult {
  const table = ranked(card);
  if (!table || table.standings.length === 0) return { kind: 'none' };
  if (table.standings.length === 1) return { kind: 'solo', playerId: table.standings[0]!.playerId };
  if (!roundCompleted || !table.complete) return { kind: 'provisional' };
  const first = table.standings.filter((standing) => standing.position === 1).map((standing) => standing.playerId);
  return first.length === 1 ? { kind: 'won', playerId: first[0]! } : { kind: 'tied', playerIds: first };
}

/** A player's figures on the card, for the result line; null for a mode without them or an unknown player. */
export function resultScore(card: Scorecard, playerId: string): ResultScore | null {
  if (card.game_mode === modes.stroke_play) {
    const player = card.stroke_play.players.find((p) => p.playerId === playerId);
    if (!player) return null;
    const { gross, toPar, net, netToPar } = player.totals;
    return { mode: 'stroke', rankBy: card.stroke_play.rankBy, gross, toPar, net, netToPar };
  }
  if (card.game_mode === modes.closest_to_pin) {
    const standing = card.closest_to_pin.standings.find((s) => s.playerId === playerId);
    if (!standing) return null;
    return { mode: 'distance', totalBestCm: standing.totalBestCm, holesWithResult: standing.holesWithResult };
  }
  return null;
}
