import { netDoubleBogey } from '../handicap/net-double-bogey';
import { allocateHandicapStrokes } from '../handicap/stroke-allocation';
import {
  type HandicapScoringOptions,
  type HoleCompletion,
  type PlayerRoundInput,
  type ScoringHole,
  type ScoringTerm,
  isHoledOut,
  resultForHole,
  scoringTerm,
} from './hole-result';
import { competitionRanks } from './ranking';

export interface StrokePlayHoleScore {
  readonly holeNumber: number;
  readonly par: number;
  readonly strokeIndex: number;
  /** Handicap strokes on this hole (negative for a plus handicap). */
  readonly strokesReceived: number;
  /**
   * Null until the hole is completed. A picked-up hole scores net double
   * bogey, or the strokes already counted if more: giving up never lowers a
   * score. Net double bogey is par + 2 + `strokesReceived`, the strokes of
   * this competition's playing handicap (after its allowance): the
   * competition's choice, so the card's gross and net agree. Rule 3.1b of the
   * Rules of Handicapping caps a hole for the handicap with the Course
   * Handicap's strokes instead; the handicap record computes that itself.
   */
  readonly gross: number | null;
  readonly net: number | null;
  /** gross - par. */
  readonly toPar: number | null;
  /** net - par. */
  readonly netToPar: number | null;
  /** scoring_term of the gross score. */
  readonly term: ScoringTerm | null;
  readonly completion: HoleCompletion | null;
  readonly putts: number;
  readonly penaltyStrokes: number;
}

/** Totals over the completed holes of a set (the round, or one nine). */
export interface StrokePlayTotals {
  readonly holesCompleted: number;
  /** Par of the completed holes, so to-par is "thru" the holes played. */
  readonly par: number;
  readonly gross: number;
  readonly net: number;
  readonly toPar: number;
  readonly netToPar: number;
  readonly putts: number;
  readonly penaltyStrokes: number;
}

export interface StrokePlayPlayerCard {
  readonly playerId: string;
  readonly playingHandicap: number;
  readonly holes: readonly StrokePlayHoleScore[];
  readonly totals: StrokePlayTotals;
  /** Holes 1-9 of the course; null when none of them is in the round. */
  readonly front: StrokePlayTotals | null;
  /** Holes 10-18 of the course; null when none of them is in the round. */
  readonly back: StrokePlayTotals | null;
  /** True when every hole of the round is completed. */
  readonly finished: boolean;
  /** Competition rank (1, 1, 3) by `rankBy` to par over completed holes. */
  readonly position: number;
}

export interface StrokePlayScorecard {
  readonly rankBy: 'gross' | 'net';
  /** In the order the players were given. */
  readonly players: readonly StrokePlayPlayerCard[];
}

export interface StrokePlayOptions extends HandicapScoringOptions {
  /** Rank on gross or net to par; defaults to net (equal to gross when handicaps are 0). */
  readonly rankBy?: 'gross' | 'net';
}

/**
 * Stroke play (Rules of Golf 2023, Rule 3.3): gross, net (gross minus the
 * handicap strokes received on the hole, see `allocateHandicapStrokes`),
 * score to par and the scoring_term per hole, with totals for the round and
 * for each nine. `holes` are the round's holes in order of play.
 */
export function scoreStrokePlay(
  holes: readonly ScoringHole[],
  players: readonly PlayerRoundInput[],
  options: StrokePlayOptions = {},
): StrokePlayScorecard {
  const rankBy = options.rankBy ?? 'net';
  const cards = players.map((player) => strokePlayCard(holes, player, options));
  const ranks = competitionRanks(cards, (a, b) =>
    rankBy === 'net' ? a.totals.netToPar - b.totals.netToPar : a.totals.toPar - b.totals.toPar,
  );
  return { rankBy, players: cards.map((card, i) => ({ ...card, position: ranks[i]! })) };
}

function strokePlayCard(
  holes: readonly ScoringHole[],
  player: PlayerRoundInput,
  options: HandicapScoringOptions,
): Omit<StrokePlayPlayerCard, 'position'> {
  const received = allocateHandicapStrokes({
    playingHandicap: player.playingHandicap,
    unroundedPlayingHandicap: player.unroundedPlayingHandicap,
    holes,
    courseHoleCount: options.courseHoleCount,
    rebase: options.hcpRebasing,
  });
  const scores = holes.map((hole, i): StrokePlayHoleScore => {
    const strokesReceived = received[i]!;
    const result = resultForHole(player, hole.number);
    const completion = result?.completion ?? null;
    let gross: number | null = null;
    if (completion !== null && !isHoledOut(completion)) {
      gross = Math.max(result!.strokes, netDoubleBogey({ par: hole.par, strokesReceived }));
    } else if (completion !== null) gross = result!.strokes;
    return {
      holeNumber: hole.number,
      par: hole.par,
      strokeIndex: hole.strokeIndex,
      strokesReceived,
      gross,
      net: gross === null ? null : gross - strokesReceived,
      toPar: gross === null ? null : gross - hole.par,
      netToPar: gross === null ? null : gross - strokesReceived - hole.par,
      term: gross === null ? null : scoringTerm(gross, hole.par),
      completion,
      putts: result?.putts ?? 0,
      penaltyStrokes: result?.penaltyStrokes ?? 0,
    };
  });
  return {
    playerId: player.playerId,
    playingHandicap: player.playingHandicap,
    holes: scores,
    totals: strokePlayTotals(scores),
    front: nineTotals(scores, 1, 9),
    back: nineTotals(scores, 10, 18),
    finished: scores.every((score) => score.gross !== null),
  };
}

function nineTotals(scores: readonly StrokePlayHoleScore[], from: number, to: number): StrokePlayTotals | null {
  const nine = scores.filter((score) => score.holeNumber >= from && score.holeNumber <= to);
  return nine.length === 0 ? null : strokePlayTotals(nine);
}

/** Totals over the completed holes of `scores`. */
export function strokePlayTotals(scores: readonly StrokePlayHoleScore[]): StrokePlayTotals {
  let holesCompleted = 0;
  let par = 0;
  let gross = 0;
  let net = 0;
  let putts = 0;
  let penaltyStrokes = 0;
  for (const score of scores) {
    putts += score.putts;
    penaltyStrokes += score.penaltyStrokes;
    if (score.gross === null) continue;
    holesCompleted += 1;
    par += score.par;
    gross += score.gross;
    net += score.net!;
  }
  return { holesCompleted, par, gross, net, toPar: gross - par, netToPar: net - par, putts, penaltyStrokes };
}
