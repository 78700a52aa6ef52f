/**
 * One entrant's score in one tournament round: gross, net (handicap strokes on the holes played)
 * and Stableford points, from the completed holes only, so a round in progress scores as far as
 * it has gone ("thru").
 */
import {
  HANDICAP_ALLOWANCES,
  courseHandicap,
  nineHoleCourseHandicap,
  playingHandicap,
} from '../handicap/course-handicap';
import { strokesReceived } from '../handicap/stroke-allocation';
import { stablefordPoints } from '../scoring/stableford';

export interface ScoredHole {
  par: number;
  /** 1..holeCount among the holes of the round. */
  strokeIndex: number;
  /** Gross strokes once the hole is completed; null before. */
  strokes: number | null;
}

export interface RoundScore {
  thru: number;
  gross: number;
  toPar: number;
  /** null when the round is played without handicaps. */
  net: number | null;
  netToPar: number | null;
  /** Stableford points (net with handicaps, else gross). */
  points: number;
}

/**
 * The playing handicap for a tournament round (Rules of Handicapping 2024, Rule 6.2 and Appendix
 * C): the course handicap for the holes played (9-hole formula for 9 holes or fewer) times the
 * individual allowance, 95 % for both stroke play and Stableford.
 */
export function tournamentPlayingHandicap(input: {
  handicapIndex: number;
  slopeRating: number;
  courseRating: number;
  par: number;
  holeCount: number;
  format: 'stroke_play' | 'stableford';
}): number {
  const course = input.holeCount <= 9 ? nineHoleCourseHandicap(input) : courseHandicap(input);
  const allowance =
    input.format === 'stableford'
      ? HANDICAP_ALLOWANCES.individual_stableford
      : HANDICAP_ALLOWANCES.individual_stroke_play;
  return playingHandicap({ courseHandicap: course, allowance });
}

export function scoreTournamentRound(holes: readonly ScoredHole[], handicap: number | null): RoundScore {
  let thru = 0;
  let gross = 0;
  let par = 0;
  let received = 0;
  let points = 0;
  for (const hole of holes) {
    if (hole.strokes === null) continue;
    const strokes = handicap === null ? 0 : strokesReceived(handicap, hole.strokeIndex, holes.length);
    thru += 1;
    gross += hole.strokes;
    par += hole.par;
    received += strokes;
    points += stablefordPoints(hole.strokes - strokes, hole.par);
  }
  return {
    thru,
    gross,
    toPar: gross - par,
    net: handicap === null ? null : gross - received,
    netToPar: handicap === null ? null : gross - received - par,
    points,
  };
}
