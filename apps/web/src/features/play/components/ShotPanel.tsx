import type { ReactNode } from 'react';
import { Alert, Button, Card, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoundPlayModel } from '../hooks/useRoundPlay';
import { SwingControls } from './SwingControls';

/** From double par on, the screen offers to give the hole up (it can only add strokes from there). */
function PickUpSuggestion({ play }: { play: RoundPlayModel }) {
  const { t } = useTranslation();
  const { view, giveUp } = play;
  return (
    <Alert color="yellow" mb="sm" p="xs" data-testid="pick-up-suggestion" data-strokes={view.holeStrokes}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">
          {view.pickUp === 'pick-up'
            ? t('play.pickUpHint.strokePlay', { count: view.holeStrokes })
            : t('play.pickUpHint.matchPlay', { count: view.holeStrokes })}
        </Text>
        <Button
          size="xs"
          color="red"
          variant="light"
          disabled={giveUp.concedePending}
          onClick={giveUp.giveUpHole}
          data-testid="pick-up-suggestion-action"
        >
          {giveUp.giveUpLabel}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The next shot: the one in the air, how far the last one went, and the virtual launch monitor's controls. */
export function ShotPanel({
  play,
  lastShot,
  stacked,
}: {
  play: RoundPlayModel;
  lastShot: ReactNode;
  stacked: boolean;
}) {
  const { t } = useTranslation();
  const { view, state } = play;
  return (
    <Card withBorder padding="md">
      {view.flying && (
        <Stack gap={4} mb="sm" data-testid="shot-in-flight">
          <Text size="sm">{t('play.inFlight')}</Text>
          <Progress value={100} animated striped />
        </Stack>
      )}
      {lastShot}
      {view.pickUpSuggested && <PickUpSuggestion play={play} />}
      <SwingControls
        clubs={view.bag}
        club={view.club}
        onClub={play.chooseClub}
        power={view.power}
        onPower={play.choosePower}
        tempo={state.tempo}
        onTempo={play.chooseTempo}
        onSwing={play.swing}
        busy={view.flying}
        disabled={!view.canSwing}
        mulligan={state.armed !== null}
        withoutSwing={stacked}
      />
    </Card>
  );
}
