import { Box, Group } from '@mantine/core';
import { useEnvironment } from '../../../app/environment-context';
import type { RoundPlayModel } from '../hooks/useRoundPlay';
import { SwingButton } from './SwingControls';

/** On a phone the Swing button docks at the bottom of the screen, so the map stays in view while swinging. */
export function SwingBar({ play }: { play: RoundPlayModel }) {
  const { environment } = useEnvironment();
  const { view } = play;
  return (
    <Box
      data-testid="swing-bar"
      py="xs"
      style={{
        position: 'sticky',
        // Above the mobile app's tab bar (MobileLayout, 60 px), or the web layout's footer.
        bottom:
          environment === 'app' ? 'calc(60px + env(safe-area-inset-bottom))' : 'var(--app-shell-footer-offset, 0px)',
        zIndex: 5,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Group grow>
        <SwingButton
          onSwing={play.swing}
          busy={view.flying}
          disabled={!view.canSwing || view.club === null}
          mulligan={play.state.armed !== null}
        />
      </Group>
    </Box>
  );
}
