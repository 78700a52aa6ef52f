import { eq, inArray, and } from 'drizzle-orm';
import {
  rebaseStrokeIndexes,
  scoreTournamentRound,
  tournamentPlayingHandicap,
  MAX_HANDICAP_INDEX,
  type RoundScore,
  type StandingBasis,
} from '@golf/golf';
import type { Database } from '../../db/client';
import { roundPlayers, type EntryRoundScore } from '../../db/schema';
import { courseScoring } from '../courses/courses.repository';
import type { EntryRow, RoundWithCourse, TournamentRow, TournamentsRepository } from './tournaments.repository';

/** Plays that count on the leaderboard; a held round (review) counts once staff approve it. */
const COUNTED = new Set(['playing', 'completed', 'not_played']);

/** The ranking basis: Stableford points, else net to par when the rounds use handicaps. */
export function basisOf(tournament: TournamentRow, rounds: RoundWithCourse[]): StandingBasis {
  if (tournament.format === 'stableford') return 'stableford';
  return rounds[0]?.useHcp ? 'net' : 'gross';
}

const sortGroupOf = (status: string, holesPlayed: number) =>
  status === 'withdrawn' ? 9 : status === 'disqualified' ? 3 : status === 'cut' ? 2 : holesPlayed > 0 ? 0 : 1;

/** Course data for scoring a round, read once per tournament round in one recompute. */
async function roundScoring(tx: Database, round: RoundWithCourse) {
  const scoring = await courseScoring(tx, round.courseId, round.tee);
  return { ...scoring, par: round.course.par };
}

/**
 * Recomputes one entry's standings columns from its plays (the rounds' completed holes), in `tx`.
 * Called after every hole, a round's end, a review and a DQ, so the leaderboard reads them as stored.
 */
export async function recomputeEntry(
  repo: TournamentsRepository,
  tx: Database,
  tournament: TournamentRow,
  rounds: RoundWithCourse[],
  entry: EntryRow,
): Promise<EntryRow> {
  const plays = await repo.playsOfEntries([entry.id]);
  const roundIds = plays.map((play) => play.roundId);
  const players = roundIds.length
    ? await tx
        .select({ roundId: roundPlayers.roundId, scores: roundPlayers.scores, holeIndex: roundPlayers.holeIndex })
        .from(roundPlayers)
        .where(and(inArray(roundPlayers.roundId, roundIds), eq(roundPlayers.userId, entry.userId)))
    : [];
  const basis = basisOf(tournament, rounds);
  const summaries: EntryRoundScore[] = [];
  const totals = { holes: 0, gross: 0, toPar: 0, net: 0, netToPar: 0, points: 0 };
  let handicapUsed: number | null = null;
  let current: { number: number; score: RoundScore; finished: boolean } | null = null;
  for (const round of rounds) {
    const play = plays.find((p) => p.tournamentRoundId === round.id);
    if (!play) {
      summaries.push({
        number: round.number,
        state: 'not_started',
        strokes: null,
        to_par: null,
        net_to_par: null,
        points: null,
        thru: 0,
      });
      continue;
    }
    const player = players.find((p) => p.roundId === play.roundId);
    const scoring = await roundScoring(tx, round);
    const playedNumbers = round.holes ?? scoring.holes.map((hole) => hole.number);
    const holeSet = scoring.holes.filter((hole) => playedNumbers.includes(hole.number));
    const rebased = holeSet.length < scoring.holes.length ? rebaseStrokeIndexes(holeSet) : holeSet;
    // Net is kept for every entry, so the board can be read net even when the rounds play gross (decision 0099).
    const par = holeSet.reduce((sum, hole) => sum + hole.par, 0);
    const handicap = tournamentPlayingHandicap({
      handicapIndex: entry.handicapIndex ?? MAX_HANDICAP_INDEX,
      slopeRating: scoring.tee?.slopeRating ?? 113,
      courseRating: scoring.tee?.courseRating ?? par,
      par,
      holeCount: holeSet.length,
      format: tournament.format === 'stableford' ? 'stableford' : 'stroke_play',
    });
    handicapUsed = handicap;
    const results = new Map((player?.scores ?? []).map((result) => [result.hole, result.strokes]));
    const holes = rebased.map((hole) => ({
      par: hole.par,
      strokeIndex: hole.strokeIndex,
      strokes: results.get(hole.number) ?? null,
    }));
    const withHandicap = scoreTournamentRound(holes, handicap);
    // Stableford points are net only when the rounds use handicaps (use_hcp), as before.
    const score = round.useHcp ? withHandicap : { ...withHandicap, points: scoreTournamentRound(holes, null).points };
    const finished = play.state !== 'playing';
    summaries.push({
      number: round.number,
      state: play.state as EntryRoundScore['state'],
      strokes: score.thru ? score.gross : null,
      to_par: score.thru ? score.toPar : null,
      net_to_par: score.thru ? score.netToPar : null,
      points: basis === 'stableford' && score.thru ? score.points : null,
      thru: score.thru,
    });
    current = { number: round.number, score, finished };
    if (!COUNTED.has(play.state)) continue;
    totals.holes += score.thru;
    totals.gross += score.gross;
    totals.toPar += score.toPar;
    totals.net += score.net ?? score.gross;
    totals.netToPar += score.netToPar ?? score.toPar;
    totals.points += score.points;
  }
  const key = basis === 'stableford' ? -totals.points : basis === 'net' ? totals.netToPar : totals.toPar;
  return repo.updateEntry(entry.id, {
    holesPlayed: totals.holes,
    gross: totals.gross,
    toPar: totals.toPar,
    net: totals.net,
    netToPar: totals.netToPar,
    points: basis === 'stableford' ? totals.points : null,
    playingHandicap: handicapUsed,
    score: key,
    sortGroup: sortGroupOf(entry.status, totals.holes),
    currentRound: current?.number ?? null,
    thru: current?.score.thru ?? 0,
    finishedRound: current?.finished ?? false,
    today: current ? (basis === 'net' ? current.score.netToPar : current.score.toPar) : null,
    roundScores: summaries,
  });
}

/** Recomputes after a status change (cut, DQ, withdrawal) without touching the scores. */
export const regroup = (repo: TournamentsRepository, entry: EntryRow) =>
  repo.updateEntry(entry.id, { sortGroup: sortGroupOf(entry.status, entry.holesPlayed) });
