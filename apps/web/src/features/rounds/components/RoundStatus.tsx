import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import { useEnumLabel } from '../../../lib/enums';
import type { RoundSettings } from '../api';

const colours: Record<number, string> = {
  [enums.play_status.pending]: 'blue',
  [enums.play_status.ongoing]: 'green',
  [enums.play_status.round_completed]: 'gray',
};

/** A round its host cancelled: completed without ever having been played. */
export const isCancelledRound = (round: Pick<RoundSettings, 'play_status' | 'round_status'>) =>
  round.round_status === enums.round_status.completed && round.play_status === enums.play_status.pending;

/**
 * The round's play status (waiting, under way, completed) with the enum catalogue's label; a cancelled round
 * says so, since its play status stays "pending" and no enumeration names the cancellation.
 */
export function RoundStatus({ round }: { round: Pick<RoundSettings, 'play_status' | 'round_status'> }) {
  const { t } = useTranslation();
  const label = useEnumLabel('play_status', round.play_status);
  const cancelled = isCancelledRound(round);
  return (
    <Badge
      color={cancelled ? 'red' : (colours[round.play_status] ?? 'gray')}
      variant="light"
      data-testid="round-status"
    >
      {cancelled ? t('rounds.room.cancelledBadge') : label}
    </Badge>
  );
}

export function GameModeLabel({ mode }: { mode: number }) {
  return <>{useEnumLabel('game_mode', mode)}</>;
}
