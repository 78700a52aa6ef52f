import { Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, Outlet, useLocation, useMatch } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiVersionFooter } from '../../features/protocol/components/ApiVersionFooter';
import { authViewPaths } from '../../lib/auth/redirects';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { WalletBalances } from '../../features/wallets/components/WalletBalances';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useDisplayName } from '../components/UserMenu';
import { useEnvironment } from '../environment-context';
import { mobileMore, mobileTabs, viewPaths, type ViewId } from '../views';
import classes from './MobileLayout.module.css';

const TAB_BAR_HEIGHT = 60;

function Tab({ view }: { view: ViewId }) {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const to = pathFor(viewPaths[view]);
  const active = useMatch({ path: to, end: view === 'dashboard' }) !== null;
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.tab}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      data-testid={`nav-${view}`}
    >
      {t(`nav.${view}`)}
    </UnstyledButton>
  );
}

/** Screens beside the spec's views, which the web layout has in its navigation and footer. */
const besideViews = [
  { path: 'friends', label: 'friends.title' },
  { path: 'clubs', label: 'clubs.link' },
  { path: 'faq', label: 'faq.link' },
  { path: 'feedback', label: 'giveFeedback.link' },
] as const;

/**
 * The rest of the views, and who is signed in and the language: a phone's header has room for the
 * app's name, the balances and the bell only.
 */
function MoreTab() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const { pathname } = useLocation();
  const name = useDisplayName();
  const active = [...mobileMore.map((view) => viewPaths[view]), ...besideViews.map(({ path }) => path)].some(
    (path) => pathname === pathFor(path),
  );
  return (
    <Menu position="top-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.tab} data-active={active || undefined} data-testid="nav-more">
          {t('nav.more')}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {name && (
          <Menu.Label>
            <Text size="sm" truncate maw={220} data-testid="user-name">
              {name}
            </Text>
          </Menu.Label>
        )}
        <Box px="sm" py={4}>
          <LanguageSwitch />
        </Box>
        <Menu.Divider />
        {mobileMore.map((view) => (
          <Menu.Item key={view} component={Link} to={pathFor(viewPaths[view])} data-testid={`nav-${view}`}>
            {t(`nav.${view}`)}
          </Menu.Item>
        ))}
        {besideViews.map(({ path, label }) => (
          <Menu.Item key={path} component={Link} to={pathFor(path)} data-testid={`nav-${path}`}>
            {t(label)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to={pathFor(authViewPaths.logout)} data-testid="nav-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * App (mobile): a header that fits a phone (name, balances, bell), content, and a bottom tab bar
 * clear of the home indicator; the user's name and the language are under More.
 */
export function MobileLayout() {
  const { t } = useTranslation();
  return (
    <Box data-testid="app-layout" data-environment="app" className={classes.root}>
      <Group component="header" justify="space-between" px="md" py="xs" wrap="nowrap" className={classes.header}>
        <Text fw={700} truncate>
          {t('app.name')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <WalletBalances size="sm" />
          <NotificationBell />
        </Group>
      </Group>
      <Box
        component="main"
        px="md"
        py="md"
        style={{ paddingBottom: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom) + 16px)` }}
      >
        <Outlet />
        <Box mt="xl">
          <ApiVersionFooter />
        </Box>
      </Box>
      <nav
        className={classes.tabBar}
        style={{ height: `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom))` }}
        aria-label={t('nav.label')}
        data-testid="nav"
      >
        {mobileTabs.map((view) => (
          <Tab key={view} view={view} />
        ))}
        <MoreTab />
      </nav>
    </Box>
  );
}
