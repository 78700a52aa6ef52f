import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../lib/feedback';
import { exitConfirmation } from '../../rounds/round-actions';
import type { StrokeOutcome } from '../api';
import type { PickUpAction } from '../pick-up';
import {
  concedeMatchConfirmation,
  concedePuttConfirmation,
  giveUpHoleConfirmation,
  giveUpHoleLabel,
} from './give-up-confirmations';
import { useConcede, useConcedeMatch, useFinishRange } from './usePlay';

interface GiveUpContext {
  roundId: number;
  roundTitle: string | undefined;
  hole: number | undefined;
  pickUp: PickUpAction | null;
  nameOf: (userId: number) => string;
  /** The hole was given up: the screen forgets the ball it moved. */
  onHoleGivenUp: (outcome: StrokeOutcome) => void;
  toast: (message: string, color: string) => void;
}

/** The round's ways of giving something up, each after a confirmation: a putt, the hole, the match, a range session. */
export function useGiveUpActions(context: GiveUpContext) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const concede = useConcede(context.roundId);
  const concedeMatch = useConcedeMatch(context.roundId);
  const finish = useFinishRange(context.roundId);
  const { hole, pickUp, nameOf } = context;

  /** Concedes the opponent's next stroke, or without `userId` gives up the hole. */
  const concedeTo = async (userId?: number) => {
    if (hole === undefined) return;
    const confirmation = userId ? concedePuttConfirmation(t, nameOf(userId)) : giveUpHoleConfirmation(t, pickUp, hole);
    if (!(await feedback.confirm(confirmation))) return;
    const outcome = await concede.mutateAsync({ hole, userId }).catch(() => null);
    if (outcome && !userId) {
      context.onHoleGivenUp(outcome);
      if (pickUp === 'pick-up') context.toast(t('play.pickedUp', { hole: outcome.hole }), 'gray');
    }
  };

  const concedeTheMatch = async (opponentId: number) => {
    if (await feedback.confirm(concedeMatchConfirmation(t, nameOf(opponentId)))) concedeMatch.mutate();
  };

  /** Ends a range session after the confirmation the lobby's End session asks. */
  const endSession = async () => {
    const title = context.roundTitle;
    if (title !== undefined && (await feedback.confirm(exitConfirmation(t, 'finish', title)))) finish.mutate();
  };

  return {
    giveUpLabel: giveUpHoleLabel(t, pickUp),
    concedePending: concede.isPending,
    concedeMatchPending: concedeMatch.isPending,
    finishPending: finish.isPending,
    giveUpHole: () => void concedeTo(),
    concedePutt: (opponentId: number) => void concedeTo(opponentId),
    concedeMatch: (opponentId: number) => void concedeTheMatch(opponentId),
    endSession: () => void endSession(),
  };
}
