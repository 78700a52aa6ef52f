import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Round, RoundState } from '../api';
import { playerProgress, type PlayerProgress } from '../player-progress';

interface PlayersPanelProps {
  round: Round;
  /** The round's play state, for the shots hit on the range; undefined before it is read. */
  roundState: RoundState | undefined;
  online: Set<number>;
  meId: number;
}

/** Who plays the round, who of them is online (the round's presence channel), and where each one is. */
export function PlayersPanel({ round, roundState, online, meId }: PlayersPanelProps) {
  const { t } = useTranslation();
  const progressText = (progress: PlayerProgress | null) => {
    if (progress?.kind === 'finished') return t('play.players.finished');
    if (progress?.kind === 'hole') return t('play.players.onHole', { hole: progress.hole });
    if (progress?.kind === 'shots') return t('play.players.rangeShots', { count: progress.count });
    return '';
  };
  return (
    <Card withBorder padding="sm" data-testid="players">
      <Text fw={600} mb="xs">
        {t('play.players.title')}
      </Text>
      <Stack gap={4}>
        {round.players.map((player) => (
          <Group
            key={player.user_id}
            justify="space-between"
            wrap="nowrap"
            data-testid="player"
            data-user-id={player.user_id}
            data-online={online.has(player.user_id) || player.user_id === meId}
          >
            <Group gap={6} wrap="nowrap">
              <Badge
                size="xs"
                circle
                color={online.has(player.user_id) || player.user_id === meId ? 'green' : 'gray'}
                aria-label={online.has(player.user_id) ? t('play.players.online') : t('play.players.offline')}
              >
                {' '}
              </Badge>
              <Text size="sm">{player.display_name}</Text>
              {player.is_host && (
                <Badge size="xs" variant="light">
                  {t('play.players.host')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed" data-testid="player-progress">
              {progressText(playerProgress(round.game_mode, player, roundState))}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
