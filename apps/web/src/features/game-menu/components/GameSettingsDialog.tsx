import { Button, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../../app/environment-context';
import { UPDATE_SCREEN } from '../../../app/views';
import { useAuth } from '../../../lib/auth/auth-context';
import { LaunchMonitorPanel } from '../../launch-monitor/components/LaunchMonitorPanel';
import { useKioskActive } from '../../kiosk/kiosk-store';

/** Game menu → settings: the player's game settings, and kiosk mode for staff. */
export function GameSettingsDialog({
  opened,
  onClose,
  onStartKiosk,
}: {
  opened: boolean;
  onClose: () => void;
  onStartKiosk: () => void;
}) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const kiosk = useKioskActive();
  const { user } = useAuth();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('game.menu.settings')}
      centered
      attributes={{ content: { 'data-testid': 'game-settings-dialog' } }}
    >
      <Stack gap="md">
        <Button
          component={Link}
          to={pathFor('profile/game')}
          onClick={onClose}
          size="md"
          data-testid="game-settings-player"
        >
          {t('kiosk.settings.playerSettings')}
        </Button>
        {/* In kiosk mode too: a kiosk updates itself without an administrator (decision 0104). */}
        <Button
          component={Link}
          to={pathFor(UPDATE_SCREEN)}
          onClick={onClose}
          variant="light"
          size="md"
          data-testid="game-settings-update"
        >
          {t('gameUpdate.open')}
        </Button>
        {/* The launch-monitor API is the signed-in player's; the panel polls only while the dialog is open. */}
        {user && opened && <LaunchMonitorPanel />}
        {kiosk ? (
          <Text size="sm" c="dimmed" data-testid="kiosk-active-note">
            {t('kiosk.settings.active')}
          </Text>
        ) : (
          <Stack gap={4}>
            <Button variant="light" color="orange" size="md" onClick={onStartKiosk} data-testid="kiosk-start-open">
              {t('kiosk.start.open')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('kiosk.settings.startHint')}
            </Text>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
