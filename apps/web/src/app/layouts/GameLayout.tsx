import { useEffect } from 'react';
import { Anchor, Box, Button, Group, ScrollArea, Text } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GameMenu } from '../../features/game-menu/components/GameMenu';
import { useRecogniseThisDevice } from '../../features/hardware/hooks/useThisDevice';
import { KioskBadge } from '../../features/kiosk/components/KioskBadge';
import { KioskGuard } from '../../features/kiosk/components/KioskGuard';
import { KIOSK_HOME } from '../../features/kiosk/kiosk-lock';
import { useKioskActive } from '../../features/kiosk/kiosk-store';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { WalletBalances } from '../../features/wallets/components/WalletBalances';
import { ApiVersionFooter } from '../../features/protocol/components/ApiVersionFooter';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useDisplayName } from '../components/UserMenu';
import { useAuth } from '../../lib/auth/auth-context';
import { useEnvironment } from '../environment-context';

/**
 * Game: the in-game client UI. Full screen and dark (the root forces the dark colour scheme
 * here), the game menu on the left, large targets, and a full-screen toggle for kiosks.
 */
export function GameLayout() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { toggle, fullscreen } = useFullscreenDocument();
  const name = useDisplayName();
  // Kiosk mode keeps the device on play: no wallet, notification or store shortcuts in the header.
  const kiosk = useKioskActive();
  const { user } = useAuth();
  const userId = user?.id;
  const settings = user?.player_settings ?? null;
  // Inside the game shell, its hardware identity registers this installation to the player.
  useRecogniseThisDevice(userId);

  // Offline play (manifest, service worker, the player's kit, the sync) loads after the first screen.
  useEffect(() => {
    if (userId === undefined) return;
    void import('../../features/offline/install').then((m) => m.installOfflinePlay(userId, settings));
  }, [userId, settings]);

  return (
    <Box
      data-testid="app-layout"
      data-environment="game"
      bg="dark.8"
      c="gray.1"
      style={{ height: '100dvh', display: 'flex', flexDirection: 'column', overflow: 'hidden', userSelect: 'none' }}
    >
      <Group
        justify="space-between"
        px="lg"
        py="sm"
        wrap="nowrap"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <Anchor component={Link} to={pathFor(kiosk ? KIOSK_HOME : '')} fw={700} fz="xl" underline="never" c="inherit">
          {t('app.name')}
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <KioskBadge />
          {!kiosk && <WalletBalances size="lg" />}
          {!kiosk && <NotificationBell />}
          <Text fw={500} data-testid="user-name">
            {name}
          </Text>
          <LanguageSwitch size="sm" />
          <Button variant="default" size="sm" onClick={() => void toggle()} data-testid="fullscreen-toggle">
            {fullscreen ? t('game.exitFullscreen') : t('game.enterFullscreen')}
          </Button>
        </Group>
      </Group>
      <Box style={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ScrollArea w={280} p="md" style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-dark-5)' }}>
          <GameMenu />
        </ScrollArea>
        <ScrollArea style={{ flex: 1 }} p="lg">
          <Box component="main" style={{ userSelect: 'text' }}>
            <KioskGuard>
              <Outlet />
            </KioskGuard>
          </Box>
        </ScrollArea>
      </Box>
      <Group px="lg" py={6} style={{ borderTop: '1px solid var(--mantine-color-dark-5)' }}>
        <ApiVersionFooter />
      </Group>
    </Box>
  );
}
