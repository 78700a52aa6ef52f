import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { authViewPaths } from '../../lib/auth/redirects';
import { useEnvironment } from '../environment-context';
import { viewPaths } from '../views';

/** The signed-in user's display name, as the layouts show it. */
export function useDisplayName(): string {
  const { user, sessionUser } = useAuth();
  return user?.display_name ?? sessionUser?.display_name ?? '';
}

/** The web header's account menu: who is signed in, their profile, and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const name = useDisplayName();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" title={t('userMenu.label')} data-testid="user-menu">
          <span data-testid="user-menu-name">{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
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
