import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useFullscreenDocument } from '@mantine/hooks';
import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiVersionFooter } from '../../features/protocol/components/ApiVersionFooter';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useEnvironment } from '../environment-context';

function FullscreenToggle() {
  const { t } = useTranslation();
  const { toggle, fullscreen } = useFullscreenDocument();
  return (
    <Button variant="default" size="xs" onClick={() => void toggle()} data-testid="fullscreen-toggle">
      {fullscreen ? t('game.exitFullscreen') : t('game.enterFullscreen')}
    </Button>
  );
}

/**
 * The frame of the screens around a session (sign-in, sign-up, e-mail verification, password
 * reset, logout, first-login wizard): no navigation, just the app name and the language.
 */
export function AuthLayout() {
  const { t } = useTranslation();
  const { environment, pathFor } = useEnvironment();
  const game = environment === 'game';
  return (
    <Box
      data-testid="auth-layout"
      data-environment={environment}
      bg={game ? 'dark.8' : undefined}
      c={game ? 'gray.1' : undefined}
      style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Anchor component={Link} to={pathFor('')} fw={700} underline="never" c="inherit">
          {t('app.name')}
        </Anchor>
        <Group gap="sm" wrap="nowrap">
          <LanguageSwitch size={game ? 'sm' : 'xs'} />
          {game && <FullscreenToggle />}
        </Group>
      </Group>
      <Container component="main" size="sm" w="100%" py="xl" style={{ flex: 1 }}>
        <Outlet />
      </Container>
      <Group px="md" py={6}>
        <ApiVersionFooter />
      </Group>
    </Box>
  );
}
