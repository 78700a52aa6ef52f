import { Avatar, Box, Button, Menu } from '@mantine/core';
import { locales } from '@golf/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { authViewPaths } from '../../lib/auth/redirects';
import { useLocale } from '../../lib/i18n';
import { useEnvironment } from '../environment-context';
import { viewPaths } from '../views';
import { useChangeLocale } from './LanguageSwitch';

/** The signed-in user's display name, as the layouts show it. */
export function useDisplayName(): string {
  const { user, sessionUser } = useAuth();
  return user?.display_name ?? sessionUser?.display_name ?? '';
}

/**
 * The web header's account menu: who is signed in, their profile, and logout. On a phone (below the
 * sm breakpoint) it shows the user's initials instead of the name, and holds the language choice
 * that the header has no room for there.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const name = useDisplayName();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          px={6}
          title={t('userMenu.label')}
          aria-label={`${t('userMenu.label')}: ${name}`}
          data-testid="user-menu"
        >
          <Avatar name={name} color="initials" size={26} hiddenFrom="sm" aria-hidden />
          <Box component="span" visibleFrom="sm" data-testid="user-menu-name">
            {name}
          </Box>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">{t('language.label')}</Menu.Label>
        {locales.map((value) => (
          <Menu.Item
            key={value}
            hiddenFrom="sm"
            fw={value === locale ? 700 : undefined}
            aria-current={value === locale ? 'true' : undefined}
            onClick={() => changeLocale(value)}
            data-testid={`user-menu-language-${value}`}
          >
            {t(`language.names.${value}`)}
          </Menu.Item>
        ))}
        <Menu.Divider hiddenFrom="sm" />
        <Menu.Item component={Link} to={pathFor(viewPaths.profile)} data-testid="user-menu-profile">
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={pathFor(authViewPaths.logout)} data-testid="user-menu-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
