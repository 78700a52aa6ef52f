import type { RefObject } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HoleDefinition } from '@golf/golf';
import type { Round } from '../api';
import type { RoundPlayModel } from '../hooks/useRoundPlay';
import { defaultAim } from '../play-geometry';
import { HoleMap } from './HoleMap';
import { DistanceText, HoleInfo } from './ShotText';

interface HolePaneProps {
  round: Round;
  hole: HoleDefinition;
  play: RoundPlayModel;
  /** The map and the controls are stacked (a phone). */
  stacked: boolean;
  touch: boolean;
  mapBox: RefObject<HTMLDivElement | null>;
}

/** The hole being played: its title and distance to the pin over the map, and how to aim under it (over it on a phone). */
export function HolePane({ round, hole, play, stacked, touch, mapBox }: HolePaneProps) {
  const { t } = useTranslation();
  const { view, state, layers, unit } = play;
  const { ball, distanceToPin } = view;
  const hint = (
    <Text size="xs" c="dimmed" data-testid="map-hint">
      {touch ? t('play.map.hintTouch') : t('play.map.hint')}
    </Text>
  );
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <HoleInfo round={round} hole={hole} />
        {distanceToPin !== null && (
          <Text fw={700} data-testid="distance-to-pin" data-cm={Math.round(distanceToPin)}>
            {t('play.toPin')} <DistanceText cm={distanceToPin} unit={unit} />
          </Text>
        )}
      </Group>
      {/* On a phone the map's foot is under the docked Swing bar, so the hint goes over the map. */}
      {stacked && hint}
      <div
        ref={mapBox}
        data-testid="hole-map-box"
        style={
          stacked
            ? // Room above for the header and below for the docked Swing bar (and the app's tab bar).
              { height: 'min(50vh, 460px)', minHeight: 260, scrollMarginTop: 80, scrollMarginBottom: 160 }
            : { height: '60vh', minHeight: 320 }
        }
      >
        <HoleMap
          hole={hole}
          ball={ball?.hole === hole.number ? ball.position : null}
          aim={ball ? (view.aim ?? defaultAim(hole, ball.position)) : null}
          onAim={view.flying ? undefined : play.aimAt}
          tracers={layers.tracers}
          active={state.active}
          onDone={play.shotLanded}
          watching={state.watching}
          onWatched={play.watched}
          others={layers.others}
        />
      </div>
      {!stacked && hint}
    </Stack>
  );
}
