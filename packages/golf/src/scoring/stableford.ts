import { allocateHandicapStrokes } from '../handicap/stroke-allocation';
import {
  type HandicapScoringOptions,
  type PlayerRoundInput,
  type ScoringHole,
  isHoledOut,
  resultForHole,
} from './hole-result';
import { competitionRanks } from './ranking';

/**
 * Stableford (Rules of Golf 2023, Rule 21.1b): points per hole against a
 * fixed score of par (net par with handicaps): 0 for two or more over (or no
 * score / picked up), 1 for one over, 2 for par, 3 for one under, 4 for two
 * under, and one more per further stroke under. Highest total wins.
 * Beyond the spec: for tournaments and side games.
 */
export interface StablefordOptions extends HandicapScoringOptions {
  /** 'net' (default) subtracts handicap strokes; 'gross' does not. */
  readonly basis?: 'gross' | 'net';
}

export interface StablefordHole {
  readonly holeNumber: number;
  readonly strokesReceived: number;
  /** Null until the hole is completed. */
  readonly points: number | null;
}

export interface StablefordPlayerCard {
  readonly playerId: string;
  readonly holes: readonly StablefordHole[];
  readonly points: number;
  readonly front: number;
  readonly back: number;
  readonly holesCompleted: number;
  /** Competition rank (1, 1, 3), most points first. */
  readonly position: number;
}

export interface StablefordScorecard {
  readonly basis: 'gross' | 'net';
  readonly players: readonly StablefordPlayerCard[];
}

/** Stableford points for a hole: max(0, 2 + par - net score). */
export function stablefordPoints(netStrokes: number, par: number): number {
  return Math.max(0, 2 + par - netStrokes);
}

export function scoreStableford(
  holes: readonly ScoringHole[],
  players: readonly PlayerRoundInput[],
  options: StablefordOptions = {},
): StablefordScorecard {
  const basis = options.basis ?? 'net';
  const cards = players.map((player) => {
    const received =
      basis === 'net'
        ? allocateHandicapStrokes({
            playingHandicap: player.playingHandicap,
            unroundedPlayingHandicap: player.unroundedPlayingHandicap,
            holes,
            courseHoleCount: options.courseHoleCount,
            rebase: options.hcpRebasing,
          })
        : holes.map(() => 0);
    const scored = holes.map((hole, i): StablefordHole => {
      const result = resultForHole(player, hole.number);
      const strokesReceived = received[i]!;
      let points: number | null = null;
      if (result !== undefined && !isHoledOut(result.completion)) points = 0;
      else if (result !== undefined && isHoledOut(result.completion)) {
        points = stablefordPoints(result.strokes - strokesReceived, hole.par);
      }
      return { holeNumber: hole.number, strokesReceived, points };
    });
    const sum = (list: readonly StablefordHole[]) => list.reduce((total, hole) => total + (hole.points ?? 0), 0);
    return {
      playerId: player.playerId,
      holes: scored,
      points: sum(scored),
      front: sum(scored.filter((hole) => hole.holeNumber <= 9)),
      back: sum(scored.filter((hole) => hole.holeNumber >= 10)),
      holesCompleted: scored.filter((hole) => hole.points !== null).length,
    };
  });
  const ranks = competitionRanks(cards, (a, b) => b.points - a.points);
  return { basis, players: cards.map((card, i) => ({ ...card, position: ranks[i]! })) };
}
