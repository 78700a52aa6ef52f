import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enums } from '@golf/contracts';
import { useEnvironment } from '../../../app/environment-context';
import { viewPaths } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { clientId } from '../../play/hooks/swing-launch';
import { holesFor, OFFLINE_HOLE_COUNTS } from '../local-play';
import { offlineDb, type OfflineKit, type StoredOfflineRound } from '../offline-db';
import { useOfflineStore } from '../hooks/useOfflinePlay';
import { OfflineCard } from './OfflineCard';
import { OfflineRoundPlay } from './OfflineRoundPlay';

/** Choose a course saved on this device and how many holes, and start. */
function StartForm({ kit, userId, onStarted }: { kit: OfflineKit; userId: number; onStarted: () => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [courseId, setCourseId] = useState<string | null>(kit.courses[0] ? String(kit.courses[0].id) : null);
  const course = kit.courses.find((c) => String(c.id) === courseId);
  const counts = OFFLINE_HOLE_COUNTS.filter((n) => n <= (course?.holes.length ?? 0));
  const [count, setCount] = useState<string>(String(counts[0] ?? 3));
  if (kit.courses.length === 0) return <Alert data-testid="offline-no-courses">{t('offline.noCourses')}</Alert>;

  const start = async () => {
    if (!course) return;
    const round: StoredOfflineRound = {
      id: clientId(),
      userId,
      title: t('offline.roundTitle'),
      courseId: course.id,
      courseTitle: course.title,
      courseVersion: course.version,
      tee: kit.settings?.teeing_type ?? user?.player_settings.teeing_type ?? enums.teeing_type.middle,
      holes: holesFor(course, Number(count)),
      startedAt: new Date().toISOString(),
      status: 'playing',
      card: [],
    };
    await offlineDb.putRound(round);
    onStarted();
  };

  return (
    <Paper p="md" withBorder maw={420}>
      <Stack gap="sm">
        <Select
          label={t('offline.course')}
          data={kit.courses.map((c) => ({ value: String(c.id), label: c.display_name ?? c.title }))}
          value={courseId}
          onChange={setCourseId}
          allowDeselect={false}
          data-testid="offline-course"
        />
        <Select
          label={t('offline.holes')}
          data={counts.map((n) => ({ value: String(n), label: t('offline.holeCount', { count: n }) }))}
          value={count}
          onChange={(value) => value && setCount(value)}
          allowDeselect={false}
          data-testid="offline-hole-count"
        />
        <Button onClick={() => void start()} disabled={!course} data-testid="offline-start">
          {t('offline.start')}
        </Button>
      </Stack>
    </Paper>
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
        <Paper key={round.id} p="md" withBorder data-testid="offline-saved-round" data-status={round.status}>
          <Stack gap="xs">
            <Group gap="sm">
              <Text fw={600}>{round.courseTitle}</Text>
              <Badge color={statusColor[round.status]} data-testid="offline-sync-status">
                {t(`offline.status.${round.status}`)}
              </Badge>
            </Group>
            {round.status === 'conflict' && (
              <Alert color="red" data-testid="offline-conflict">
                {round.problem} {t('offline.keptHere')}
              </Alert>
            )}
            <OfflineCard card={round.card} testId="offline-saved-card" />
            {round.status === 'synced' && round.serverCard && (
              <>
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
  const { user } = useAuth();
  const { pathFor } = useEnvironment();
  const { online, kit, rounds, reload } = useOfflineStore(user?.id, user?.player_settings ?? null);
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
        <StartForm kit={kit} userId={user!.id} onStarted={() => void reload()} />
      )}
      <RoundList rounds={rounds} />
    </Stack>
  );
}
