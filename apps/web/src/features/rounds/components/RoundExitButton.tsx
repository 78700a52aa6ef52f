import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFeedback } from '../../../lib/feedback';
import type { RoundSettings } from '../api';
import { useRoundExit } from '../hooks/useRounds';
import { exitConfirmation, roundExit } from '../round-actions';

/**
 * Cancel (the host, before the start), leave (another player, before the start) or end a driving
 * range session, after a confirmation. Renders nothing when the player has no way out (roundExit).
 */
export function RoundExitButton({
  round,
  onDone,
  ...buttonProps
}: {
  round: Pick<RoundSettings, 'id' | 'title' | 'host_id' | 'game_mode' | 'round_status' | 'play_status'>;
  onDone?: () => void;
} & Omit<ButtonProps, 'onClick' | 'loading'>) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { confirm, toast, showError } = useFeedback();
  const mutation = useRoundExit();
  const exit = roundExit(round, user?.id);
  if (!exit) return null;

  const run = async () => {
    const confirmed = await confirm(exitConfirmation(t, exit, round.title));
    if (!confirmed) return;
    // Awaited here rather than through mutate's own callbacks: those are dropped once this button
    // unmounts, and it does as soon as the round's channel or a refetch shows the round ended,
    // which can come before the reply; onDone (e.g. back to the lobby) must still run.
    try {
      await mutation.mutateAsync({ id: round.id, exit });
    } catch (error) {
      showError(error);
      return;
    }
    const done = { cancel: 'cancelled', leave: 'left', finish: 'finished' } as const;
    toast(t(`rounds.exit.${done[exit]}`), { color: 'green' });
    onDone?.();
  };

  return (
    <Button
      variant="default"
      color={exit === 'finish' ? undefined : 'red'}
      {...buttonProps}
      onClick={() => void run()}
      loading={mutation.isPending}
      data-testid={`round-${exit}`}
    >
      {t(`rounds.exit.${exit}`)}
    </Button>
  );
}
