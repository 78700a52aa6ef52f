import type { TFunction } from 'i18next';
import type { ConfirmOptions } from '../../../lib/feedback/feedback-context';
import type { PickUpAction } from '../pick-up';

/** What the play screen asks before a player gives something up (the app's confirm dialog). */

/** The confirmation before conceding the opponent's next stroke (match play). */
export function concedePuttConfirmation(t: TFunction, opponentName: string): ConfirmOptions {
  return {
    title: t('play.actions.concedePutt'),
    message: t('play.actions.concedePuttConfirm', { name: opponentName }),
    danger: false,
  };
}

/** "Pick up" in stroke play, "Concede hole" in match play. */
export const giveUpHoleLabel = (t: TFunction, pickUp: PickUpAction | null): string =>
  pickUp === 'pick-up' ? t('play.actions.pickUp') : t('play.actions.concedeHole');

/** The confirmation before giving up the hole, saying how it scores. */
export function giveUpHoleConfirmation(t: TFunction, pickUp: PickUpAction | null, hole: number): ConfirmOptions {
  return {
    title: giveUpHoleLabel(t, pickUp),
    message:
      pickUp === 'pick-up' ? t('play.actions.pickUpConfirm', { hole }) : t('play.actions.concedeHoleConfirm', { hole }),
    danger: true,
  };
}

/** The confirmation before conceding the match (it cannot be undone). */
export function concedeMatchConfirmation(t: TFunction, opponentName: string): ConfirmOptions {
  return {
    title: t('play.actions.concedeMatch'),
    message: t('play.actions.concedeMatchConfirm', { name: opponentName }),
    danger: true,
  };
}
