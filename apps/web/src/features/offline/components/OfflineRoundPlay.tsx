import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseDetail, PlayerSettings } from '@golf/contracts';
import { findEnumLabel, useEnums } from '../../../lib/enums';
import { InlineLoader } from '../../../lib/ui/InlineStates';
import { HoleMap } from '../../play/components/HoleMap';
import { SwingControls } from '../../play/components/SwingControls';
import { OWN_COLOR } from '../../play/hooks/shot-colors';
import { useOfflineRound } from '../hooks/useOfflinePlay';
import type { StoredOfflineRound } from '../offline-db';
import { OfflineCard } from './OfflineCard';
import { cardOf } from '../local-play';

/** Playing an offline round: the hole map, where the ball lies, the swing, and the card as it grows. */
export function OfflineRoundPlay({
  round,
  course,
  settings,
  onFinished,
}: {
  round: StoredOfflineRound;
  course: CourseDetail;
  settings: PlayerSettings | null;
  onFinished: () => void;
}) {
  const { t } = useTranslation();
  const { data: enumMap } = useEnums();
  const play = useOfflineRound(round, course, settings);
  if (play.loading || !play.state) return <InlineLoader label={t('offline.loading')} testId="offline-loading" />;
  const { next, lastShot, state } = play;
  const holeStrokes = state.holeState?.strokes ?? 0;

  return (
    <Stack gap="md" data-testid="offline-round" data-round-id={round.id}>
      <Group justify="space-between">
        <Title order={3}>{round.courseTitle}</Title>
        <Badge color="gray" data-testid="offline-round-badge">
          {t('offline.playedHere')}
        </Badge>
      </Group>
      {next && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <div style={{ height: '60vh', minHeight: 320 }}>
            <HoleMap
              hole={next.hole}
              ball={next.ball.position}
              aim={next.hole.pin}
              tracers={play.shots
                .filter((s) => s.hole === next.hole.number)
                .map((s) => ({ key: s.id, path: [...s.shot.path], color: OWN_COLOR }))}
              active={null}
              others={[]}
            />
          </div>
          <Stack gap="sm">
            <Paper p="md" withBorder data-testid="offline-hole" data-hole={next.hole.number}>
              <Text fw={600}>{t('offline.hole', { hole: next.hole.number, par: next.hole.par })}</Text>
              <Text size="sm" data-testid="offline-lie">
                {t('offline.lie', {
                  strokes: holeStrokes,
                  metres: Math.round((play.toPin ?? 0) / 100),
                  surface: findEnumLabel(enumMap, 'surface_type', next.ball.surface) ?? '',
                })}
              </Text>
              {lastShot && (
                <Text size="sm" c="dimmed" data-testid="offline-last-shot">
                  {t('offline.lastShot', {
                    carry: Math.round(lastShot.carry / 100),
                    total: Math.round(lastShot.totalDistance / 100),
                  })}
                  {lastShot.penalty ? ` ${t(`offline.penalty.${lastShot.penalty}`)}` : ''}
                </Text>
              )}
            </Paper>
            {play.mulligansLeft > 0 && (
              <Button
                variant={play.armed ? 'filled' : 'light'}
                color="orange"
                onClick={play.toggleMulligan}
                disabled={!play.canMulligan || play.busy}
                data-testid="offline-mulligan"
              >
                {play.armed
                  ? t('play.actions.cancelMulligan')
                  : t('play.actions.mulligan', { count: play.mulligansLeft })}
              </Button>
            )}
            <SwingControls
              clubs={play.bag}
              club={play.club}
              onClub={play.chooseClub}
              power={play.power}
              onPower={play.choosePower}
              tempo={play.tempo}
              onTempo={play.chooseTempo}
              onSwing={() => void play.swing().then((finished) => finished && onFinished())}
              busy={play.busy}
              disabled={!play.canSwing}
              mulligan={play.armed}
            />
          </Stack>
        </SimpleGrid>
      )}
      <OfflineCard card={cardOf(state)} testId="offline-card" />
    </Stack>
  );
}
