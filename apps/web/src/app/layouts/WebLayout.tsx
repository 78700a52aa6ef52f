import { Anchor, AppShell, Burger, Button, Container, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { WalletBalances } from '../../features/wallets/components/WalletBalances';
import { ApiVersionFooter } from '../../features/protocol/components/ApiVersionFooter';
import { authViewPaths } from '../../lib/auth/redirects';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { UserMenu } from '../components/UserMenu';
import { useEnvironment } from '../environment-context';
import { viewPaths, webNavigation, type ViewId } from '../views';

function useViewLink(view: ViewId) {
  const { pathFor } = useEnvironment();
  const to = pathFor(viewPaths[view]);
  const active = useMatch({ path: to, end: view === 'dashboard' }) !== null;
  return { to, active };
}

function HeaderLink({ view }: { view: ViewId }) {
  const { t } = useTranslation();
  const { to, active } = useViewLink(view);
  return (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant={active ? 'light' : 'subtle'}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${view}`}
    >
      {t(`nav.${view}`)}
    </Button>
  );
}

function DrawerLink({ view, onNavigate }: { view: ViewId; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { to, active } = useViewLink(view);
  return <MantineNavLink component={Link} to={to} label={t(`nav.${view}`)} active={active} onClick={onNavigate} />;
}

/** Web: header navigation, the user's menu, language switch, and the API version in the footer. */
export function WebLayout() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 36 }}
      navbar={{ width: 260, breakpoint: 'xl', collapsed: { desktop: true, mobile: !opened } }}
      padding="md"
      data-testid="app-layout"
      data-environment="web"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* Nine views, the balances and the controls fit from the xl breakpoint; below it, the drawer. */}
          <Group gap="lg" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="xl" size="sm" aria-label={t('nav.label')} />
            <Anchor
              component={Link}
              to={pathFor('')}
              fw={700}
              underline="never"
              c="inherit"
              style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('app.name')}
            </Anchor>
            <Group
              component="nav"
              gap={4}
              wrap="nowrap"
              visibleFrom="xl"
              aria-label={t('nav.label')}
              data-testid="nav"
              style={{ minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
            >
              {webNavigation.map((view) => (
                <HeaderLink key={view} view={view} />
              ))}
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <WalletBalances />
            <NotificationBell />
            <UserMenu />
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <Stack component="nav" gap={2} aria-label={t('nav.label')} data-testid="nav-drawer">
          {webNavigation.map((view) => (
            <DrawerLink key={view} view={view} onNavigate={close} />
          ))}
          <MantineNavLink
            component={Link}
            to={pathFor(authViewPaths.logout)}
            label={t('nav.logout')}
            onClick={close}
            data-testid="nav-drawer-logout"
          />
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" px="md">
          <ApiVersionFooter />
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
