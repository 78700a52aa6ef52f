import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import type { Round } from '../api';

/** Who plays the round, who of them is online (the round's presence channel), and where each one is. */
export function PlayersPanel({ round, online, meId }: { round: Round; online: Set<number>; meId: number }) {
  const { t } = useTranslation();
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
            <Text size="xs" c="dimmed">
              {player.play_status === enums.play_status.round_completed
                ? t('play.players.finished')
                : player.current_hole
                  ? t('play.players.onHole', { hole: player.current_hole })
                  : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
