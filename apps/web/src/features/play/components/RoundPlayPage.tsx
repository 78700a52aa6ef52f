import { useRef } from 'react';
import { Card, Center, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { PageError } from '../../../lib/ui/PageError';
import { PageTitle } from '../../../lib/ui/PageTitle';
import { LaunchMonitorPanel } from '../../launch-monitor/components/LaunchMonitorPanel';
import { roundPaths } from '../../rounds/paths';
import { ScorecardDialog } from '../../scorecard/components/ScorecardDialog';
import { useRoundPlay } from '../hooks/useRoundPlay';
import { HolePane } from './HolePane';
import { LiveScorecard } from './LiveScorecard';
import { PlayersPanel } from './PlayersPanel';
import { RoundActions } from './RoundActions';
import { RoundCompleted, RoundPending } from './RoundStatusPanels';
import { LastShot } from './ShotText';
import { ShotPanel } from './ShotPanel';
import { SwingBar } from './SwingBar';
import { WagerSummary } from '../../wagering/components/WagerSummary';

/**
 * The in-round screen: the hole map, the virtual launch monitor, the live scorecard and the round's actions.
 * Everything on it belongs to one round: moving to another round (Game menu → Play offline from a
 * finished one) starts afresh, so no last shot, tracer or ball carries over.
 */
export function RoundPlayPage() {
  const params = useParams();
  const { pathFor } = useEnvironment();
  const roundId = Number(params.id);
  // An address naming no round ("/rounds/abc") goes to the lobby, as the round's waiting room does.
  if (!Number.isInteger(roundId) || roundId <= 0) return <Navigate to={pathFor(roundPaths.lobby)} replace />;
  return <RoundPlay key={roundId} roundId={roundId} />;
}

function RoundPlay({ roundId }: { roundId: number }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  // Below Mantine's md breakpoint the map and the controls stack (phones, small tablets): the Swing
  // button then docks at the bottom of the screen so the map stays in view while swinging.
  const stacked = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const touch = useMediaQuery('(pointer: coarse)', undefined, { getInitialValueInEffect: false });
  const mapBox = useRef<HTMLDivElement>(null);
  const play = useRoundPlay(roundId, { stacked, mapBox });
  const { roundQuery, round, user, meId, unit, view, scorecard } = play;

  if (!Number.isInteger(roundId) || roundId <= 0 || roundQuery.isError) {
    return (
      <PageError
        title={t('play.loadError')}
        message={roundQuery.error?.message}
        retryLabel={t('play.retry')}
        onRetry={() => void roundQuery.refetch()}
        testId="play-error"
      />
    );
  }
  // Someone not in the round belongs in its lobby, where they can join it (or see why not), not in a
  // waiting room they have no place in.
  if (round && play.access === 'outsider') return <Navigate to={pathFor(roundPaths.room(round.id))} replace />;
  if (!round || !user || play.courseLoading || play.access === 'unknown') {
    return (
      <Center mih={240} data-testid="play-loading">
        <Loader aria-label={t('play.loading')} />
      </Center>
    );
  }

  const players = <PlayersPanel round={round} roundState={play.roundState} online={play.online} meId={meId} />;
  const lastShot = view.lastShot ? (
    <LastShot shot={view.lastShot.shot} holed={view.lastShot.holed} unit={unit} />
  ) : null;
  const hole = view.screen === 'ongoing' ? view.hole : undefined;

  return (
    <Stack
      gap="md"
      data-testid="round-play"
      data-state={view.screen}
      data-round-id={round.id}
      data-game-mode={round.game_mode}
    >
      <Group justify="space-between" align="flex-start">
        <Stack gap={0}>
          <PageTitle>{round.title}</PageTitle>
          <Text size="sm" c="dimmed">
            {round.course.title}
          </Text>
        </Stack>
        <RoundActions round={round} play={play} />
      </Group>

      {view.screen === 'pending' && (
        <RoundPending
          isHost={round.host_id === meId}
          starting={play.start.isPending}
          onStart={() => play.start.mutate()}
          players={players}
        />
      )}

      {view.screen === 'completed' && (
        <RoundCompleted
          finished={view.finished}
          nameOf={play.nameOf}
          lastShot={lastShot}
          scorecard={scorecard}
          unit={unit}
          players={players}
          wager={<WagerSummary wager={round.wager} nameOf={play.nameOf} />}
        />
      )}

      {hole && (
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HolePane round={round} hole={hole} play={play} stacked={stacked} touch={touch} mapBox={mapBox} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <ShotPanel play={play} lastShot={lastShot} stacked={stacked} />
              <LaunchMonitorPanel collapsible />
              {players}
              {scorecard && (
                <Card withBorder padding="sm" data-testid="live-scorecard">
                  <LiveScorecard card={scorecard} unit={unit} />
                </Card>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      {hole && stacked && <SwingBar play={play} />}

      <ScorecardDialog
        roundId={play.state.scorecardOpen ? round.id : null}
        title={t('play.actions.score')}
        live={!view.roundCompleted}
        onClose={() => play.showScorecard(false)}
      />
    </Stack>
  );
}
