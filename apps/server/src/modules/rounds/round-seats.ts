import { enums, hardwareVersionKey } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { RoundRow, RoundsRepository } from './rounds.repository';

const { play_status: playStatus, round_status: roundStatus } = enums;

/** Seats taken in a round: its players and its pending invites (an invite holds a seat until answered). */
export async function seatsTaken(repo: RoundsRepository, roundId: number): Promise<number> {
  return (await repo.countPlayers(roundId)) + (await repo.countPendingInvites(roundId));
}

/**
 * The checks every way into a round shares, on the locked round row. Pending invites hold seats;
 * `invited`: the player accepts their own, whose seat is theirs.
 */
export async function checkJoinable(
  repo: RoundsRepository,
  round: RoundRow,
  userId: number,
  local: boolean,
  invited = false,
) {
  if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
  const existing = await repo.findPlayer(round.id, userId);
  if (existing) {
    if (existing.isLocal) throw new AppError(local ? 'rounds.user_already_local' : 'rounds.joined_locally');
    throw new AppError('rounds.already_joined');
  }
  if (round.playStatus !== playStatus.pending) throw new AppError('rounds.cannot_join');
  // The invitee's own invite holds the seat they take.
  if ((await seatsTaken(repo, round.id)) - (invited ? 1 : 0) >= round.maxPlayers)
    throw new AppError('rounds.round_full');
  if (await repo.localSeatElsewhere(userId, round.id)) throw new AppError('rounds.connected_to_other_game');
}

export async function addPlayer(
  repo: RoundsRepository,
  round: RoundRow,
  userId: number,
  local: boolean,
  deviceId?: number,
) {
  const added = await repo.addPlayer({
    roundId: round.id,
    userId,
    isLocal: local,
    gameIdentifierId: deviceId ?? null,
    handicapIndex: round.useHcp ? await repo.handicapOf(userId) : null,
  });
  if (!added) throw new AppError('rounds.already_joined');
}

/**
 * The hardware rule: a restricted round needs a device of the player's whose hardware_version
 * matches the round's hardware device (docs/decisions/0047: spaces and letter case do not count).
 */
export async function checkHardware(
  repo: RoundsRepository,
  round: Pick<RoundRow, 'restrictHardware'>,
  userId: number,
  gameIdentifierId?: number,
) {
  if (gameIdentifierId === undefined) {
    if (round.restrictHardware) throw new AppError('rounds.hardware_required');
    return;
  }
  const device = await repo.gameIdentifier(userId, gameIdentifierId);
  if (!device) throw new AppError('rounds.hardware_required');
  if (
    round.restrictHardware &&
    hardwareVersionKey(device.hardwareVersion) !== hardwareVersionKey(round.restrictHardware)
  )
    throw new AppError('rounds.hardware_mismatch');
}
