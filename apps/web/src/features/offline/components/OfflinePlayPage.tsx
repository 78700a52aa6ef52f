import { Alert, Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { cardDifferences } from '../local-play';
import type { StoredOfflineRound } from '../offline-db';
import { useOfflineStore } from '../hooks/useOfflinePlay';
import { OfflineCard } from './OfflineCard';
import { OfflineRoundPlay } from './OfflineRoundPlay';
import { OfflineStartForm } from './OfflineStartForm';

/** After a sync whose server card is not the device's: said plainly, hole by hole. */
function CardDifferences({ round }: { round: StoredOfflineRound }) {
  const { t } = useTranslation();
  const differences = cardDifferences(round.card, round.serverCard ?? []);
  if (round.cardMatches !== false && differences.length === 0) return null;
  return (
    <Alert color="orange" data-testid="offline-card-differs">
      <Text size="sm">{t('offline.cardDiffers')}</Text>
      <List size="sm">
        {differences.map((d) => (
          <List.Item key={d.hole} data-testid="offline-card-difference" data-hole={d.hole}>
            {t('offline.cardDiffHole', { hole: d.hole, device: d.device ?? '–', server: d.server ?? '–' })}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

const statusColor = { playing: 'blue', finished: 'yellow', synced: 'teal', conflict: 'red' } as const;

/** The rounds played on this device: waiting to be sent, recorded, or refused (kept here). */
function RoundList({ rounds }: { rounds: StoredOfflineRound[] }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const done = rounds.filter((r) => r.status !== 'playing');
  if (done.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={4}>{t('offline.rounds')}</Title>
      {done.map((round) => (
        <Paper
          key={round.id}
          p="md"
          withBorder
          data-testid="offline-saved-round"
          data-status={round.status}
          data-round-id={round.id}
        >
          <Stack gap="xs">
            <Group gap="sm">
              <Text fw={600}>{round.courseTitle}</Text>
              <Badge color={statusColor[round.status]} data-testid="offline-sync-status">
                {t(`offline.status.${round.status}`)}
              </Badge>
              {round.cardMatches === false && (
                <Badge color="orange" data-testid="offline-card-differs-badge">
                  {t('offline.cardDiffersBadge')}
                </Badge>
              )}
            </Group>
            {round.status === 'conflict' && (
              <Alert color="red" data-testid="offline-conflict">
                {round.problem} {t('offline.keptHere')}
              </Alert>
            )}
            <OfflineCard card={round.card} testId="offline-saved-card" />
            {round.status === 'synced' && round.serverCard && (
              <>
                <CardDifferences round={round} />
                <Text size="sm" data-testid="offline-synced-note">
                  {t('offline.syncedNote')}{' '}
                  <Anchor component={Link} to={pathFor(`${viewPaths.profile}/match-history`)}>
                    {t('offline.history')}
                  </Anchor>
                </Text>
                <OfflineCard card={round.serverCard} testId="offline-server-card" />
              </>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * Game menu → Play offline (feature `offline`): a round played on this device with the golf
 * package, kept in IndexedDB and sent when the network returns. The screen says plainly whether
 * the device is online, and never shows an offline round as recorded before the server says so.
 */
export function OfflinePlayPage() {
  const { t } = useTranslation();
  // Opened without the network, the user record may not be here: the session says who plays.
  const { user, sessionUser } = useAuth();
  const userId = user?.id ?? sessionUser?.id;
  const { pathFor } = useEnvironment();
  const { online, kit, rounds, reload } = useOfflineStore(userId, user?.player_settings ?? null);
  const playing = rounds.find((r) => r.status === 'playing');
  const course = playing && kit?.courses.find((c) => c.id === playing.courseId);

  return (
    <Stack gap="lg" data-testid="offline-play">
      <Title order={2}>{t('offline.title')}</Title>
      <Alert color={online ? 'teal' : 'gray'} data-testid="offline-network" data-online={online}>
        {online ? t('offline.onlineNote') : t('offline.offlineNote')}
      </Alert>
      {kit === undefined ? (
        <InlineLoader label={t('offline.loading')} testId="offline-loading" />
      ) : kit === null ? (
        <Alert color="yellow" data-testid="offline-no-kit">
          {t('offline.noKit')}
        </Alert>
      ) : !kit.hasFeature ? (
        <Alert color="yellow" data-testid="offline-feature-required">
          {t('offline.featureRequired')}{' '}
          {online && (
            <Anchor component={Link} to={pathFor(viewPaths.subscriptions)}>
              {t('offline.seePlans')}
            </Anchor>
          )}
        </Alert>
      ) : playing && course ? (
        <OfflineRoundPlay
          key={playing.id}
          round={playing}
          course={course}
          settings={kit.settings ?? user?.player_settings ?? null}
          onFinished={() => void reload()}
        />
      ) : (
        <OfflineStartForm kit={kit} userId={userId!} onStarted={() => void reload()} />
      )}
      <RoundList rounds={rounds} />
    </Stack>
  );
}
