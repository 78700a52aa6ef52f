import { type ReactNode } from 'react';
import { Card, Group, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PageError } from '../../../lib/ui/PageError';
import type { LobbyRound } from '../api';
import { GameModeLabel, RoundStatus } from './RoundStatus';
import { StakeBadge } from '../../wagering/components/StakeBadge';

/** A lobby round as a table row (wide screens) or a card (narrow ones), and a list's load error. */

function RoundRow({ round, action }: { round: LobbyRound; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="round-row" data-round-id={round.id}>
      <Table.Td>
        <Text fw={500}>{round.title}</Text>
        <Text size="sm" c="dimmed">
          {round.course.title}
        </Text>
        <StakeBadge wager={round.wager} />
      </Table.Td>
      <Table.Td>
        <GameModeLabel mode={round.game_mode} />
      </Table.Td>
      <Table.Td data-testid="round-players">
        {t('rounds.lobby.playersOf', { count: round.player_count, max: round.max_players })}
      </Table.Td>
      <Table.Td>{round.host_display_name}</Table.Td>
      <Table.Td>
        <RoundStatus round={round} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {action}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A phone's layout: one card per round, its actions full width under what it is. */
function RoundCard({ round, action }: { round: LobbyRound; action: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="round-row" data-round-id={round.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={500} truncate>
              {round.title}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {round.course.title}
            </Text>
            <StakeBadge wager={round.wager} />
          </div>
          <RoundStatus round={round} />
        </Group>
        <Text size="sm">
          <GameModeLabel mode={round.game_mode} />
          {' · '}
          <span data-testid="round-players">
            {t('rounds.lobby.playersOf', { count: round.player_count, max: round.max_players })}
          </span>
          {' · '}
          {t('rounds.columns.host')}: {round.host_display_name}
        </Text>
        <Group gap="xs" grow>
          {action}
        </Group>
      </Stack>
    </Card>
  );
}

export function RoundTable({
  rounds,
  action,
  testId,
}: {
  rounds: LobbyRound[];
  action: (round: LobbyRound) => ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  // Below the sm breakpoint the six columns do not fit: a stack of cards keeps every action on screen.
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, undefined, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack gap="xs" data-testid={testId}>
        {rounds.map((round) => (
          <RoundCard key={round.id} round={round} action={action(round)} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rounds.columns.round')}</Table.Th>
            <Table.Th>{t('rounds.columns.mode')}</Table.Th>
            <Table.Th>{t('rounds.columns.players')}</Table.Th>
            <Table.Th>{t('rounds.columns.host')}</Table.Th>
            <Table.Th>{t('rounds.columns.status')}</Table.Th>
            <Table.Th aria-label={t('rounds.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <RoundRow key={round.id} round={round} action={action(round)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function LoadError({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <PageError
      title={t('rounds.loadError')}
      message={error.message}
      retryLabel={t('rounds.retry')}
      onRetry={retry}
      testId="rounds-error"
    />
  );
}
