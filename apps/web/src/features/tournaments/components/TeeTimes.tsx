import { useState } from 'react';
import { Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { formatDateTime } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { InlineError, InlineLoader } from '../../../lib/ui/InlineStates';
import type { TournamentDetail } from '../api';
import { useTeeSheet } from '../hooks/useTournaments';

/**
 * Tee times (spec section 2, a tournament section), per round: the tee sheet's groups with the
 * player's own marked (assigned mode), or the window in which entrants play when they like.
 */
export function TeeTimes({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { user } = useAuth();
  const [round, setRound] = useState(detail.current_round ?? 1);
  const { data, isPending, isError, error, refetch } = useTeeSheet(detail.id, round);
  return (
    <Stack gap="sm" data-testid="tournament-tee-times">
      {detail.rounds.length > 1 && (
        <SegmentedControl
          value={String(round)}
          onChange={(value) => setRound(Number(value))}
          data={detail.rounds.map((r) => ({
            value: String(r.number),
            label: t('tournaments.info.roundNumber', { number: r.number }),
          }))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="tee-times-round"
        />
      )}
      {isError && (
        <InlineError
          message={error.message}
          retryLabel={t('tournaments.retry')}
          onRetry={() => void refetch()}
          testId="tee-times-error"
        />
      )}
      {isPending && !isError && <InlineLoader label={t('tournaments.loading')} testId="tee-times-loading" />}
      {data && (
        <Text data-testid="tee-times-window" data-mode={data.mode}>
          {t(`tournaments.teeTimes.window.${data.mode}`, {
            start: formatDateTime(data.window_start, locale),
            end: formatDateTime(data.window_end, locale),
          })}
        </Text>
      )}
      {data?.mode === 'assigned' && data.groups.length === 0 && (
        <Text c="dimmed" data-testid="tee-times-empty">
          {t('tournaments.teeTimes.empty')}
        </Text>
      )}
      {data?.mode === 'assigned' && data.groups.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" data-testid="tee-sheet">
          {data.groups.map((group, index) => {
            const mine = group.players.some((p) => p.user_id === user?.id);
            return (
              <Card
                key={`${group.tee_time}-${index}`}
                withBorder
                padding="xs"
                bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
                data-testid="tee-group"
                data-mine={mine || undefined}
              >
                <Group justify="space-between">
                  <Text fw={600}>{formatDateTime(group.tee_time, locale)}</Text>
                  {mine && (
                    <Text size="xs" c="dimmed">
                      {t('tournaments.teeTimes.yours')}
                    </Text>
                  )}
                </Group>
                <Text size="sm">{group.players.map((p) => p.display_name).join(', ')}</Text>
              </Card>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
