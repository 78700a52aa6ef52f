import { enums } from '@golf/contracts';
import { applyStroke, GameMode, scoreMatchPlay } from '@golf/golf';
import type { Database } from '../../../db/client';
import type { StoredHoleResult } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import { matchPlayOptions, playerInput, type ScoredPlayer } from '../../rounds/round-scoring';
import { changesOf, currentHoleState, endHole, playerStateOf, rulesOf, type PlayerContext } from './player-state';
import { CHANGED } from './stroke-concurrency';
import type { PlayerState } from './stroke-statements';
import type { StrokesRepository } from './strokes.repository';

const { play_status: playStatus } = enums;

/** What happens for a player whose round a stroke ends (the handicap update). */
export interface PlayerFinishedHook {
  /**
   * Inside the transaction that ends the player's round (`db` is that transaction), after the
   * round's settlement: true when the user's record changed. Must not throw: a failure here never
   * fails the stroke.
   */
  record(db: Database, roundId: number, userId: number): Promise<boolean>;
  /** After the commit, for each player `record` changed. */
  announce(userId: number): void;
}

/** Match play: the opponent's hole, ended because this player picked up (their hole is awarded). */
export interface AwardedHole {
  userId: number;
  holeResult: StoredHoleResult;
}

/** The players whose handicap record changed as their rounds ended, in the transaction that ends them. */
export async function recordHandicaps(
  hook: Pick<PlayerFinishedHook, 'record'>,
  tx: Database,
  roundId: number,
  finished: readonly number[],
): Promise<number[]> {
  const changed: number[] = [];
  for (const userId of finished) if (await hook.record(tx, roundId, userId)) changed.push(userId);
  return changed;
}

/**
 * What a completed hole means for the round, with the round row locked by the caller (anything
 * that depends on the other players serialises on it): a decided match ends both players'
 * rounds, and the round completes when nobody is left playing. Updates `next` for the player.
 */
export async function settleRound(
  repo: StrokesRepository,
  context: PlayerContext,
  next: PlayerState,
  ended: { holeResult: StoredHoleResult; finished: boolean },
  clock: () => Date,
): Promise<{ finishedPlayers: number[]; roundCompleted: boolean; awarded: AwardedHole | null }> {
  const { round, player } = context;
  const finishedPlayers = ended.finished ? [player.userId] : [];
  let awarded: AwardedHole | null = null;
  if (round.gameMode === GameMode.match_play) {
    let [opponent] = await repo.otherPlayers(round.id, player.userId);
    // Picking up concedes the hole (Rule 3.2b(2)): the opponent's hole ends there too, won.
    if (opponent && ended.holeResult.completion === 'picked_up') {
      const award = awardHole({ ...context, player: opponent }, ended.holeResult.hole, clock);
      if (award) {
        await repo.updatePlayer(round.id, opponent.userId, award.changes);
        opponent = { ...opponent, ...award.changes };
        awarded = { userId: opponent.userId, holeResult: award.holeResult };
        if (award.finished) finishedPlayers.push(opponent.userId);
      }
    }
    if (opponent && !ended.finished && (await matchDecided(repo, context, next.scores, opponent))) {
      Object.assign(next, { playStatus: playStatus.round_completed, completedAt: clock() });
      finishedPlayers.push(player.userId);
      if (opponent.playStatus !== playStatus.round_completed) {
        await repo.updatePlayer(round.id, opponent.userId, {
          playStatus: playStatus.round_completed,
          completedAt: clock(),
          holeState: null,
        });
        finishedPlayers.push(opponent.userId);
      }
    }
  }
  const roundCompleted =
    finishedPlayers.length > 0 && (await repo.completeRoundIfDone(round.id, finishedPlayers, clock()));
  return { finishedPlayers, roundCompleted, awarded };
}

/**
 * Ends a match player's hole as won because the opponent picked up on it: their row's changes,
 * the hole's result and whether it was their last. Null unless they are still playing that hole.
 */
function awardHole(context: PlayerContext, hole: number, clock: () => Date) {
  const { round, player } = context;
  if (player.playStatus !== playStatus.ongoing || round.holes[player.holeIndex] !== hole) return null;
  const result = applyStroke(currentHoleState(context, hole), { type: 'hole_awarded' }, rulesOf(round));
  if (!result.ok) return null;
  const { strokes, putts, penaltyStrokes, completion } = result.state;
  const next = playerStateOf(context);
  const { holeResult, finished } = endHole(
    context,
    { hole, strokes, putts, penalties: penaltyStrokes, completion: completion! },
    next,
    clock,
  );
  return { changes: changesOf(next, context), holeResult, finished };
}

/** The match's scorecard from both players' holes, scored on the round's course. */
async function matchCard(
  repo: StrokesRepository,
  round: PlayerContext['round'],
  players: readonly [ScoredPlayer, ScoredPlayer],
) {
  const scoring = { round, ...(await repo.courseScoring(round.courseId, round.tee)) };
  return scoreMatchPlay({
    ...matchPlayOptions(scoring),
    players: [playerInput(scoring, players[0]), playerInput(scoring, players[1])],
  });
}

async function matchDecided(
  repo: StrokesRepository,
  context: PlayerContext,
  mine: StoredHoleResult[],
  opponent: { handicapIndex: number | null; scores: StoredHoleResult[] },
): Promise<boolean> {
  const { player } = context;
  const card = await matchCard(repo, context.round, [
    { userId: player.userId, handicapIndex: player.handicapIndex, scores: mine },
    { userId: -1, handicapIndex: opponent.handicapIndex, scores: opponent.scores },
  ]);
  return card.finished;
}

/**
 * Match play: the caller concedes the match (Rule 3.2b(3)), in a transaction (`repo`, `tx`). It
 * ends with the holes decided so far, won by the opponent: both players' rounds end (a hole in
 * progress is not scored) and the round completes. Returns whose handicap record changed.
 */
export async function concedeMatch(
  repo: StrokesRepository,
  tx: Database,
  round: PlayerContext['round'],
  callerId: number,
  deps: { playerFinished: Pick<PlayerFinishedHook, 'record'>; clock: () => Date },
): Promise<number[]> {
  const roundId = round.id;
  // Read again under the round's lock: a match player's round ends only under it, and
  // with it the match and the round, so a caller no longer playing means a completed round.
  await repo.lockRound(roundId);
  const caller = await repo.player(roundId, callerId);
  const [opponent] = await repo.otherPlayers(roundId, callerId);
  if (caller?.playStatus !== playStatus.ongoing) throw new AppError('rounds.closed');
  if (!opponent) throw new AppError('rounds.unplayable_state');
  // Holes decided so far: a hole still in progress is not.
  const card = await matchCard(repo, round, [
    { ...caller, holeState: null },
    { ...opponent, holeState: null },
  ]);
  const at = deps.clock();
  await repo.concedeMatch(roundId, callerId, card.status.holesPlayed);
  const ended = { playStatus: playStatus.round_completed, completedAt: at, holeState: null };
  await repo.updatePlayer(roundId, callerId, ended);
  await repo.updatePlayer(roundId, opponent.userId, ended);
  const finished = [callerId, opponent.userId];
  await repo.completeRoundIfDone(roundId, finished, at);
  return recordHandicaps(deps.playerFinished, tx, roundId, finished);
}

/**
 * Driving range: the player's session ends, and the round with it once nobody else plays, in a
 * transaction (`repo`); CHANGED when the player's row moved on since it was read at `version`.
 */
export async function finishSession(
  repo: StrokesRepository,
  roundId: number,
  userId: number,
  version: string,
  clock: () => Date,
): Promise<boolean | typeof CHANGED> {
  await repo.lockRound(roundId);
  if (!(await repo.lockPlayerAt(roundId, userId, version))) return CHANGED;
  await repo.updatePlayer(roundId, userId, { playStatus: playStatus.round_completed, completedAt: clock() });
  return repo.completeRoundIfDone(roundId, [userId], clock());
}
