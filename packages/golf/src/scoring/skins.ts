import { allocateHandicapStrokes } from '../handicap/stroke-allocation';
import {
  type HandicapScoringOptions,
  type PlayerRoundInput,
  type ScoringHole,
  isHoledOut,
  resultForHole,
} from './hole-result';

/**
 * Skins: every hole is worth a skin; the player with the lowest score on the
 * hole, alone, wins it. When two or more tie for lowest the skin carries over
 * and the next hole is worth one more. A player who picked up cannot win a
 * hole. Skins still carried after the last hole are not awarded
 * (`unclaimedSkins`); a side game decides for itself what to do with them.
 * A hole is decided once every player has completed it; scoring stops at the
 * first undecided hole. Beyond the spec: for tournaments and side games.
 */
export interface SkinsOptions extends HandicapScoringOptions {
  /** 'gross' (default) or 'net' (handicap strokes by stroke index). */
  readonly basis?: 'gross' | 'net';
  /** What one skin is worth (for example coins); default 1. */
  readonly skinValue?: number;
}

export interface SkinsHole {
  readonly holeNumber: number;
  /** Score used for the hole per player, in player order; null when picked up. */
  readonly scores: readonly (number | null)[];
  /** Skins the hole was worth (1 + carried over). */
  readonly skinsAtStake: number;
  /** The winner; null when tied (carried over). */
  readonly winner: string | null;
}

export interface SkinsScorecard {
  readonly basis: 'gross' | 'net';
  /** Decided holes in order. */
  readonly holes: readonly SkinsHole[];
  readonly players: readonly { readonly playerId: string; readonly skins: number; readonly value: number }[];
  /** Skins carried over at the last decided hole, not (yet) won. */
  readonly carriedOver: number;
  /** True when every hole is decided; `carriedOver` is then unclaimed. */
  readonly finished: boolean;
}

export function scoreSkins(
  holes: readonly ScoringHole[],
  players: readonly PlayerRoundInput[],
  options: SkinsOptions = {},
): SkinsScorecard {
  const basis = options.basis ?? 'gross';
  const skinValue = options.skinValue ?? 1;
  const received = players.map((player) =>
    basis === 'net'
      ? allocateHandicapStrokes({
          playingHandicap: player.playingHandicap,
          unroundedPlayingHandicap: player.unroundedPlayingHandicap,
          holes,
          courseHoleCount: options.courseHoleCount,
          rebase: options.hcpRebasing,
        })
      : holes.map(() => 0),
  );
  const won = players.map(() => 0);
  const decided: SkinsHole[] = [];
  let carried = 0;

  for (const [h, hole] of holes.entries()) {
    const results = players.map((player) => resultForHole(player, hole.number));
    if (results.some((result) => result === undefined || result.completion === null)) break;
    const scores = results.map((result, p) =>
      isHoledOut(result!.completion) ? result!.strokes - received[p]![h]! : null,
    );
    const valid = scores.filter((score): score is number => score !== null);
    const best = valid.length > 0 ? Math.min(...valid) : null;
    const atBest = best === null ? [] : scores.flatMap((score, p) => (score === best ? [p] : []));
    const skinsAtStake = carried + 1;
    if (atBest.length === 1) {
      won[atBest[0]!]! += skinsAtStake;
      carried = 0;
      decided.push({ holeNumber: hole.number, scores, skinsAtStake, winner: players[atBest[0]!]!.playerId });
    } else {
      carried = skinsAtStake;
      decided.push({ holeNumber: hole.number, scores, skinsAtStake, winner: null });
    }
  }
  return {
    basis,
    holes: decided,
    players: players.map((player, p) => ({ playerId: player.playerId, skins: won[p]!, value: won[p]! * skinValue })),
    carriedOver: carried,
    finished: decided.length === holes.length,
  };
}
