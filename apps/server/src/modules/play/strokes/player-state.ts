import { enums } from '@golf/contracts';
import { centimetres, SurfaceType, startHole, type HoleState, type PlayRules } from '@golf/golf';
import type { StoredHoleResult } from '../../../db/schema';
import { AppError } from '../../../errors/app-error';
import type { PlayerState } from './stroke-statements';
import type { StrokesRepository } from './strokes.repository';

const { play_status: playStatus, round_status: roundStatus } = enums;

/**
 * The player's row and their round as read for a stroke, with the row's version, the current
 * hole and the next hole's tee (StrokesRepository.readPlayer).
 */
export type PlayerContext = NonNullable<Awaited<ReturnType<StrokesRepository['readPlayer']>>>;

/** A hole's result before the course's par and stroke index are added (endHole adds them). */
export type HoleDone = Omit<StoredHoleResult, 'par' | 'strokeIndex'>;

/** The player's current hole, or null when the course has no such hole. */
export function currentHoleOf({ holes, player }: PlayerContext) {
  const hole = holes[player.holeIndex];
  return hole?.par == null || hole.strokeIndex == null
    ? null
    : { ...hole, par: hole.par, strokeIndex: hole.strokeIndex };
}

/** The columns of the player's row a stroke can change, as read. */
export const playerStateOf = ({ player }: PlayerContext): PlayerState => ({
  holeState: player.holeState,
  holeAttempts: player.holeAttempts,
  mulligansUsed: player.mulligansUsed,
  ballPosition: player.ballPosition,
  ballSurface: player.ballSurface,
  ballBefore: player.ballBefore,
  scores: player.scores,
  holeIndex: player.holeIndex,
  playStatus: player.playStatus,
  completedAt: player.completedAt,
});

/** The columns `next` changes: a stroke replaces a value it changes, so unchanged ones are still the values read. */
export function changesOf(next: PlayerState, context: PlayerContext): Partial<PlayerState> {
  const read = playerStateOf(context);
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => value !== read[field as keyof PlayerState]),
  ) as Partial<PlayerState>;
}

/** Whether `callerId` may play for `userId` now (a local player's host may), in a round under way. */
export function checkPlayable(context: PlayerContext, callerId: number, userId: number) {
  const { round, player } = context;
  if (callerId !== userId && !(player.isLocal && round.hostId === callerId)) throw new AppError('rounds.not_allowed');
  if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
  if (round.playStatus !== playStatus.ongoing) throw new AppError('rounds.unplayable_state');
  if (player.playStatus !== playStatus.ongoing) throw new AppError('strokes.invalid_hole');
}

export const rulesOf = (round: PlayerContext['round']): PlayRules => ({
  gimmeDistance: round.gimmeDistance,
  gimmeOnSecondPutt: round.gimmeOnSecondPut,
  mulligansPerRound: round.mulligans,
});

/** The rules state of the player's hole `holeNumber`: as stored, or its start before its first stroke. */
export function currentHoleState(context: PlayerContext, holeNumber: number): HoleState {
  if (context.player.holeState) return context.player.holeState;
  const hole = currentHoleOf(context);
  if (!hole || context.round.holes[context.player.holeIndex] !== holeNumber) throw new AppError('strokes.invalid_hole');
  return startHole({
    holeNumber,
    par: hole.par,
    lengthCm: centimetres(hole.lengthCm ?? 0),
    mulligansUsedInRound: context.player.mulligansUsed,
  });
}

/** Ends the player's hole in `next`: its result, the next hole's tee, the end of their round after the last. */
export function endHole(
  context: PlayerContext,
  result: HoleDone,
  next: PlayerState,
  clock: () => Date,
): { holeResult: StoredHoleResult; finished: boolean } {
  const { round, player } = context;
  const hole = currentHoleOf(context);
  if (!hole) throw new AppError('strokes.invalid_hole');
  const holeResult: StoredHoleResult = { ...result, par: hole.par, strokeIndex: hole.strokeIndex };
  const holeIndex = player.holeIndex + 1;
  const finished = holeIndex >= round.holes.length;
  // The ball waits on the tee of the round's teeing_type at the next hole.
  const nextTee = finished ? null : (context.holes[holeIndex]?.tee ?? null);
  Object.assign(next, {
    scores: [...player.scores, holeResult],
    holeIndex,
    holeState: null,
    holeAttempts: [],
    ballPosition: nextTee,
    ballSurface: nextTee ? SurfaceType.tee : null,
    ballBefore: null,
    ...(finished ? { playStatus: playStatus.round_completed, completedAt: clock() } : {}),
  } satisfies Partial<PlayerState>);
  return { holeResult, finished };
}
