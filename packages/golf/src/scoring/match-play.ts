import { allocateHandicapStrokes } from '../handicap/stroke-allocation';
import {
  type HandicapScoringOptions,
  type HoleResult,
  type PlayerRoundInput,
  type ScoringHole,
  isHoledOut,
  resultForHole,
} from './hole-result';

/**
 * Match play (Rules of Golf 2023, Rule 3.2) between two players.
 *
 * Handicaps: the player with the higher playing handicap receives the
 * difference between the two, allocated by stroke index; the other plays off
 * scratch (Rules of Handicapping 2024, Appendix C, individual match play at
 * 100 %). Pass playing handicaps that already include any other allowance.
 *
 * A hole is won by the lower net score, halved on equal scores (Rule 3.2a(1)).
 * A player who picks up concedes the hole (Rule 3.2b(2)); if both pick up the
 * hole is halved. A conceded next stroke or a gimme counts as holed with the
 * added stroke. The match is won when one player leads by more holes than
 * remain (Rule 3.2a(3)); later results are ignored.
 *
 * Tie after the last hole. The Rules extend a tied match one hole at a time
 * (Rule 3.2a(4)) unless the Terms of the Competition allow a tie. On this
 * platform a tied match is **halved** by default (casual rounds have no
 * committee to run a play-off); with `tieRule: 'extra_holes'` it goes to
 * sudden death over `extraHoles` (by default the round's holes again, from
 * the first), with handicap strokes as on the same hole in the round.
 */

export type MatchTieRule = 'halved' | 'extra_holes';

export type MatchStatusKind =
  /** Level, holes remain. */
  | 'all_square'
  /** `leader` is `margin` holes up, more holes remain than the margin. */
  | 'up'
  /** `leader` is as many holes up as remain (cannot lose in the round). */
  | 'dormie'
  /** Level after the last hole and extra holes are being played. */
  | 'extra_holes'
  /** Finished: `leader` won. */
  | 'won'
  /** Finished: `leader` won because the other player conceded the match. */
  | 'conceded'
  /** Finished level. */
  | 'halved';

export interface MatchStatus {
  readonly kind: MatchStatusKind;
  /** The player ahead (or the winner); null when level. */
  readonly leader: string | null;
  /** Holes up, 0 when level. */
  readonly margin: number;
  /** Holes decided so far, extra holes included. */
  readonly holesPlayed: number;
  /** Holes of the stipulated round still to play. */
  readonly holesRemaining: number;
  /**
   * English status as golfers write it: "all square", "2 up", "2 up (dormie)",
   * "3 & 2" (won with holes to spare), "1 up" (won on the last hole),
   * "1 up (19 holes)", "halved", "conceded". Clients translate from `kind`.
   */
  readonly text: string;
}

export interface MatchPlayHole {
  readonly holeNumber: number;
  /** True for a sudden-death hole after the stipulated round. */
  readonly extra: boolean;
  /** Handicap strokes each player receives on the hole, in player order. */
  readonly strokesReceived: readonly [number, number];
  /** Net score per player; null when not holed out (picked up or still playing). */
  readonly net: readonly [number | null, number | null];
  /** 'undecided' while the hole is still being played. */
  readonly outcome: 'won' | 'halved' | 'undecided';
  /** The hole's winner; null when halved or undecided. */
  readonly winner: string | null;
  /** Match status after this hole. */
  readonly status: MatchStatus;
}

export interface MatchPlayInput extends HandicapScoringOptions {
  /** The stipulated round, in order of play. */
  readonly holes: readonly ScoringHole[];
  readonly players: readonly [PlayerRoundInput, PlayerRoundInput];
  /** False plays the match on gross scores. Default true. */
  readonly useHandicap?: boolean;
  /** The match was conceded by this player once `afterHoles` holes had been decided (Rule 3.2b(3)). */
  readonly concession?: { readonly concededBy: string; readonly afterHoles: number };
  /** Default 'halved'. */
  readonly tieRule?: MatchTieRule;
  /** Sudden-death holes in order; defaults to the round's holes again. */
  readonly extraHoles?: readonly ScoringHole[];
  /** Each player's results on the extra holes, by index in `extraHoles`. */
  readonly extraHoleResults?: readonly [readonly (HoleResult | undefined)[], readonly (HoleResult | undefined)[]];
}

export interface MatchPlayScorecard {
  /** Decided holes, then the first undecided one if any. */
  readonly holes: readonly MatchPlayHole[];
  readonly status: MatchStatus;
  readonly finished: boolean;
  /** The winner; null while in progress or when halved. */
  readonly winner: string | null;
}

/** Handicap strokes per player on each hole: the higher handicap receives the difference. */
export function matchPlayStrokes(input: MatchPlayInput): [number[], number[]] {
  const [a, b] = input.players;
  const zero = input.holes.map(() => 0);
  if (input.useHandicap === false) return [zero, zero];
  const difference = Math.abs(a.playingHandicap - b.playingHandicap);
  const strokes = allocateHandicapStrokes({
    playingHandicap: difference,
    holes: input.holes,
    courseHoleCount: input.courseHoleCount,
    rebase: input.hcpRebasing,
  });
  return a.playingHandicap > b.playingHandicap ? [strokes, zero] : [zero, strokes];
}

export function scoreMatchPlay(input: MatchPlayInput): MatchPlayScorecard {
  const [a, b] = input.players;
  const ids = [a.playerId, b.playerId] as const;
  if (ids[0] === ids[1]) throw new RangeError('match play needs two different players');
  const total = input.holes.length;
  const [strokesA, strokesB] = matchPlayStrokes(input);
  const strokesByHole = new Map(input.holes.map((hole, i) => [hole.number, [strokesA[i]!, strokesB[i]!] as const]));

  const played: MatchPlayHole[] = [];
  let margin = 0; // > 0: player a is up
  let decided = 0;
  let status = describe(ids, 0, 0, total, false);

  const concede = input.concession;
  if (concede !== undefined && !ids.includes(concede.concededBy)) {
    throw new RangeError(`player ${concede.concededBy} is not in the match`);
  }
  const concededNow = () => concede !== undefined && decided >= concede.afterHoles;
  const conceded = (): MatchPlayScorecard => {
    const winner = concede!.concededBy === ids[0] ? ids[1] : ids[0];
    const final: MatchStatus = {
      kind: 'conceded',
      leader: winner,
      margin: Math.abs(margin),
      holesPlayed: decided,
      holesRemaining: Math.max(0, total - decided),
      text: 'conceded',
    };
    return { holes: played, status: final, finished: true, winner };
  };

  const playHole = (
    hole: ScoringHole,
    results: readonly [HoleResult | undefined, HoleResult | undefined],
    extra: boolean,
  ) => {
    const received = strokesByHole.get(hole.number) ?? ([0, 0] as const);
    const outcome = holeOutcome(results, received);
    if (outcome.winner !== 'undecided') {
      decided += 1;
      if (outcome.winner === 0) margin += 1;
      if (outcome.winner === 1) margin -= 1;
      status = describe(ids, margin, decided, Math.max(0, total - decided), extra);
    }
    played.push({
      holeNumber: hole.number,
      extra,
      strokesReceived: received,
      net: outcome.net,
      outcome: outcome.winner === 'undecided' ? 'undecided' : outcome.winner === null ? 'halved' : 'won',
      winner: typeof outcome.winner === 'number' ? ids[outcome.winner] : null,
      status,
    });
    return outcome.winner !== 'undecided';
  };

  if (concededNow()) return conceded();
  for (const hole of input.holes) {
    if (!playHole(hole, [resultForHole(a, hole.number), resultForHole(b, hole.number)], false)) {
      return concededNow() ? conceded() : { holes: played, status, finished: false, winner: null };
    }
    if (concededNow()) return conceded();
    if (status.kind === 'won') return { holes: played, status, finished: true, winner: status.leader };
  }

  // Level after the stipulated round.
  if ((input.tieRule ?? 'halved') === 'halved') {
    const final: MatchStatus = { ...status, kind: 'halved', text: 'halved' };
    return { holes: played, status: final, finished: true, winner: null };
  }
  status = describe(ids, 0, decided, 0, true);
  const extraHoles = input.extraHoles ?? input.holes;
  for (const [i, hole] of extraHoles.entries()) {
    const results = [input.extraHoleResults?.[0][i], input.extraHoleResults?.[1][i]] as const;
    if (!playHole(hole, results, true)) {
      return concededNow() ? conceded() : { holes: played, status, finished: false, winner: null };
    }
    if (concededNow()) return conceded();
    if (status.kind === 'won') return { holes: played, status, finished: true, winner: status.leader };
  }
  return { holes: played, status, finished: false, winner: null };
}

function holeOutcome(
  results: readonly [HoleResult | undefined, HoleResult | undefined],
  received: readonly [number, number],
): { winner: 0 | 1 | null | 'undecided'; net: [number | null, number | null] } {
  const [ra, rb] = results;
  const net = (r: HoleResult | undefined, strokes: number) =>
    r !== undefined && isHoledOut(r.completion) ? r.strokes - strokes : null;
  const nets: [number | null, number | null] = [net(ra, received[0]), net(rb, received[1])];
  // A hole given up (or awarded to the other side) is lost, whatever was played.
  const aGaveUp = ra?.completion === 'picked_up' || rb?.completion === 'awarded';
  const bGaveUp = rb?.completion === 'picked_up' || ra?.completion === 'awarded';
  if (aGaveUp && bGaveUp) return { winner: null, net: nets };
  if (aGaveUp) return { winner: 1, net: nets };
  if (bGaveUp) return { winner: 0, net: nets };
  const [na, nb] = nets;
  if (na === null || nb === null) return { winner: 'undecided', net: nets };
  return { winner: na < nb ? 0 : nb < na ? 1 : null, net: nets };
}

function describe(
  ids: readonly [string, string],
  margin: number,
  holesPlayed: number,
  holesRemaining: number,
  extra: boolean,
): MatchStatus {
  const up = Math.abs(margin);
  const leader = margin > 0 ? ids[0] : margin < 0 ? ids[1] : null;
  const base = { leader, margin: up, holesPlayed, holesRemaining };
  if (extra) {
    if (up === 0) return { ...base, kind: 'extra_holes', text: 'all square' };
    return { ...base, kind: 'won', text: `${up} up (${holesPlayed} holes)` };
  }
  if (up > holesRemaining) {
    return { ...base, kind: 'won', text: holesRemaining > 0 ? `${up} & ${holesRemaining}` : `${up} up` };
  }
  if (up === 0) return { ...base, kind: 'all_square', text: 'all square' };
  if (up === holesRemaining) return { ...base, kind: 'dormie', text: `${up} up (dormie)` };
  return { ...base, kind: 'up', text: `${up} up` };
}
