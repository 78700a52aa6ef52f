import { Badge } from '@mantine/core';
import { enums } from '@golf/contracts';
import { useEnumLabel } from '../../../lib/enums';
import type { RoundSettings } from '../api';

const colours: Record<number, string> = {
  [enums.play_status.pending]: 'blue',
  [enums.play_status.ongoing]: 'green',
  [enums.play_status.round_completed]: 'gray',
};

/** The round's play status (waiting, under way, completed) with the enum catalogue's label. */
export function RoundStatus({ round }: { round: Pick<RoundSettings, 'play_status'> }) {
  const label = useEnumLabel('play_status', round.play_status);
  return (
    <Badge color={colours[round.play_status] ?? 'gray'} variant="light" data-testid="round-status">
      {label}
    </Badge>
  );
}

export function GameModeLabel({ mode }: { mode: number }) {
  return <>{useEnumLabel('game_mode', mode)}</>;
}
