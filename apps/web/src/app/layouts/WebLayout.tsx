import { Anchor, AppShell, Box, Burger, Container, Group, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
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
import classes from './WebLayout.module.css';

function useViewLink(view: ViewId) {
  const { pathFor } = useEnvironment();
  const to = pathFor(viewPaths[view]);
  const active = useMatch({ path: to, end: view === 'dashboard' }) !== null;
  return { to, active };
}

function NavbarLink({ view, onNavigate }: { view: ViewId; onNavigate: () => void }) {
  const { t } = useTranslation();
  const { to, active } = useViewLink(view);
  return (
    <MantineNavLink
      component={Link}
      to={to}
      label={t(`nav.${view}`)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={`nav-${view}`}
    />
  );
}

/**
 * Web: the views in a sidebar (always shown from the md breakpoint, a laptop's width; a drawer behind
 * the burger below it), the balances, bell, user's menu and language in the header (on a phone the
 * language is chosen in the user's menu), the API version in the footer.
 */
export function WebLayout() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const [opened, { toggle, close }] = useDisclosure(false);
  const clubsActive = useMatch({ path: pathFor('clubs'), end: false }) !== null;
  // Below the sm breakpoint (a phone), as the header's stylesheet.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });

  return (
    <AppShell
      header={{ height: 60 }}
      footer={{ height: 36 }}
      navbar={{ width: 220, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="md"
      data-testid="app-layout"
      data-environment="web"
    >
      <AppShell.Header>
        <Group h="100%" justify="space-between" wrap="nowrap" className={classes.bar}>
          <Group wrap="nowrap" className={classes.brand}>
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('nav.label')} />
            <Anchor
              component={Link}
              to={pathFor('')}
              fw={700}
              underline="never"
              c="inherit"
              className={classes.title}
              data-testid="app-title"
            >
              {t('app.name')}
            </Anchor>
          </Group>
          {/* On a phone the language moves into the account menu and the menu shows the initials. */}
          <Group wrap="nowrap" className={classes.controls} data-testid="header-controls">
            <WalletBalances size={phone ? 'sm' : 'md'} />
            <NotificationBell />
            <UserMenu />
            <Box visibleFrom="sm">
              <LanguageSwitch />
            </Box>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm">
        <Stack component="nav" gap={2} aria-label={t('nav.label')} data-testid="nav">
          {webNavigation.map((view) => (
            <NavbarLink key={view} view={view} onNavigate={close} />
          ))}
          <MantineNavLink
            component={Link}
            to={pathFor('clubs')}
            label={t('clubs.link')}
            onClick={close}
            active={clubsActive}
            data-testid="nav-clubs"
          />
          <MantineNavLink
            component={Link}
            to={pathFor(authViewPaths.logout)}
            label={t('nav.logout')}
            onClick={close}
            data-testid="nav-logout"
          />
        </Stack>
      </AppShell.Navbar>

      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>

      <AppShell.Footer>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <ApiVersionFooter />
          <Anchor component={Link} to={pathFor('faq')} size="sm" data-testid="footer-faq">
            {t('faq.link')}
          </Anchor>
        </Group>
      </AppShell.Footer>
    </AppShell>
  );
}
