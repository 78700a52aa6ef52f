import type { TFunction } from 'i18next';
import { enums } from '@golf/contracts';
import type { ConfirmOptions } from '../../lib/feedback/feedback-context';
import type { RoundSettings } from './api';
import type { WagerRefusal } from '../wagering/api';

/** What a player can do to a round of theirs besides opening it. */
export type RoundExit = 'cancel' | 'leave' | 'finish';

/**
 * The way out of a round in "My rounds" and the waiting room: before the start the host cancels it
 * and the others leave it; once under way only a driving range session can be ended early (the
 * server's POST /rounds/{id}/finish); other modes end by playing the last hole. Null: none.
 */
export function roundExit(
  round: Pick<RoundSettings, 'host_id' | 'game_mode' | 'round_status' | 'play_status'>,
  userId: number | undefined,
): RoundExit | null {
  if (userId === undefined || round.round_status !== enums.round_status.active) return null;
  if (round.play_status === enums.play_status.pending) return round.host_id === userId ? 'cancel' : 'leave';
  if (round.play_status === enums.play_status.ongoing && round.game_mode === enums.game_mode.driving_range)
    return 'finish';
  return null;
}

/** The confirmation asked before a way out of a round, wherever it is offered (lobby, waiting room, play screen). */
export function exitConfirmation(t: TFunction, exit: RoundExit, roundTitle: string): ConfirmOptions {
  return {
    title: t(`rounds.exit.${exit}Title`),
    message: t(`rounds.exit.${exit}Message`, { title: roundTitle }),
    confirmLabel: t(`rounds.exit.${exit}`),
    cancelLabel: t('rounds.exit.keep'),
    danger: exit !== 'finish',
  };
}

/**
 * What the lobby offers on a public round: open one of the player's own, join one not started, say why
 * a wager round not started refuses the player, nothing else.
 */
export type LobbyAction = 'open' | 'join' | 'refused' | 'under_way';

/** `wagerRefusals`: why the player may not stake this round's wager (refusalsFor); none without a wager. */
export function lobbyAction(
  round: Pick<RoundSettings, 'play_status'>,
  isMine: boolean,
  wagerRefusals: readonly WagerRefusal[],
): LobbyAction {
  if (isMine) return 'open';
  // Nobody joins a round under way (the server answers "Cannot join").
  if (round.play_status !== enums.play_status.pending) return 'under_way';
  // The server would refuse the join with the same reasons: the round's own lobby lists them with their fixes.
  return wagerRefusals.length > 0 ? 'refused' : 'join';
}
