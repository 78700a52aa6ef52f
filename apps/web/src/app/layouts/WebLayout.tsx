import { Anchor, Box, Burger, Container, Group, Stack } from '@mantine/core';
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
import { viewPaths, webNavigation } from '../views';
import classes from './WebLayout.module.css';

/**
 * A link of the navigation panel: the page's own is marked current. A plain link with the layout's
 * styles; Mantine's NavLink brought its nesting (collapse, chevron), which the panel does not use.
 */
function NavbarLink({
  path,
  end,
  label,
  testId,
  onNavigate,
}: {
  path: string;
  /** Whether only the address itself is this link's page (the dashboard), or also the addresses under it. */
  end: boolean;
  label: string;
  testId: string;
  onNavigate: () => void;
}) {
  const { pathFor } = useEnvironment();
  const to = pathFor(path);
  const active = useMatch({ path: to, end }) !== null;
  return (
    <Link
      to={to}
      className={`${classes.navLink} mantine-focus-auto`}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      data-testid={testId}
    >
      {label}
    </Link>
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
  // Below the sm breakpoint (a phone), as the header's stylesheet.
  const phone = useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false });

  return (
    <div className={classes.shell} data-testid="app-layout" data-environment="web">
      <header className={classes.header}>
        <Group h="100%" justify="space-between" wrap="nowrap" className={classes.bar}>
          <Group wrap="nowrap" className={classes.brand}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t('nav.label')}
              aria-expanded={opened}
            />
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
      </header>

      <div className={classes.navbar} data-opened={opened || undefined}>
        <Stack component="nav" gap={2} aria-label={t('nav.label')} data-testid="nav">
          {webNavigation.map((view) => (
            <NavbarLink
              key={view}
              path={viewPaths[view]}
              end={view === 'dashboard'}
              label={t(`nav.${view}`)}
              testId={`nav-${view}`}
              onNavigate={close}
            />
          ))}
          {/* Friends and clubs are screens beside the spec's views (the game menu's entries). */}
          <NavbarLink path="friends" end label={t('friends.title')} testId="nav-friends" onNavigate={close} />
          <NavbarLink path="clubs" end={false} label={t('clubs.link')} testId="nav-clubs" onNavigate={close} />
          <NavbarLink path={authViewPaths.logout} end label={t('nav.logout')} testId="nav-logout" onNavigate={close} />
        </Stack>
      </div>

      <main className={classes.main}>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </main>

      <footer className={classes.footer}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <ApiVersionFooter />
          <Group gap="md" wrap="nowrap" className={classes.footerLinks}>
            <Anchor component={Link} to={pathFor('feedback')} size="sm" data-testid="footer-feedback">
              {t('giveFeedback.link')}
            </Anchor>
            <Anchor component={Link} to={pathFor('faq')} size="sm" data-testid="footer-faq">
              {t('faq.link')}
            </Anchor>
          </Group>
        </Group>
      </footer>
    </div>
  );
}
