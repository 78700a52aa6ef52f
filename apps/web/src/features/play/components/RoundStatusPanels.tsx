import type { ReactNode } from 'react';
import { Alert, Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { UnitType } from '../../player-settings/units';
import type { RoundScorecard } from '../api';
import type { FinishedReason } from '../hooks/round-play-view';
import { LiveScorecard } from './LiveScorecard';
import { RoundResult } from './RoundResult';

/** Before the start: the host starts the round, the others wait for it. */
export function RoundPending(props: { isHost: boolean; starting: boolean; onStart: () => void; players: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder padding="lg" data-testid="round-pending">
          <Stack gap="sm" align="flex-start">
            <Title order={4}>{t('play.pending.title')}</Title>
            <Text>{props.isHost ? t('play.pending.host') : t('play.pending.guest')}</Text>
            {props.isHost && (
              <Button onClick={props.onStart} loading={props.starting} data-testid="start-round">
                {t('play.pending.start')}
              </Button>
            )}
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>{props.players}</Grid.Col>
    </Grid>
  );
}

function finishedText(t: TFunction, reason: FinishedReason, nameOf: (userId: number) => string): string {
  switch (reason.kind) {
    case 'matchConcededByMe':
      return t('play.completed.matchConcededByMe');
    case 'matchConceded':
      return t('play.completed.matchConceded', { name: nameOf(reason.by) });
    case 'roundDone':
      return t('play.completed.roundDone');
    case 'waiting':
      return t('play.completed.waiting');
  }
}

/** My round is over: why, the result (who won), my last shot, the final (or still live) scorecard and the players. */
export function RoundCompleted(props: {
  finished: FinishedReason;
  nameOf: (userId: number) => string;
  lastShot: ReactNode;
  scorecard: RoundScorecard | undefined;
  unit: UnitType;
  players: ReactNode;
  /** A wager round's settlement: who won what, and the fee. */
  wager?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="round-completed">
      <Alert color="green" title={t('play.completed.title')} data-testid="round-finished">
        {finishedText(t, props.finished, props.nameOf)}
      </Alert>
      {/* Named the winner only with the round record saying it is over, as the notice above does. */}
      {props.scorecard && <RoundResult card={props.scorecard} roundCompleted={props.finished.kind !== 'waiting'} />}
      {props.wager}
      {props.lastShot}
      {props.scorecard && <LiveScorecard card={props.scorecard} unit={props.unit} />}
      {props.players}
    </Stack>
  );
}
