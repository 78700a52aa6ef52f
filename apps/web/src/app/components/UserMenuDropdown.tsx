import type { ReactElement } from 'react';
import { Menu } from '@mantine/core';
import { locales, type Locale } from '@golf/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface UserMenuDropdownProps {
  /** The menu's button, as UserMenu draws it. */
  target: ReactElement;
  locale: Locale;
  changeLocale: (locale: Locale) => void;
  profilePath: string;
  logoutPath: string;
  /** Open at once: the button was pressed before this chunk arrived. */
  opened: boolean;
}

/**
 * The account menu's dropdown (Mantine's Menu, with floating-ui and the focus trap), loaded after
 * the first screen by UserMenu (decision 0075).
 */
export function UserMenuDropdown({
  target,
  locale,
  changeLocale,
  profilePath,
  logoutPath,
  opened,
}: UserMenuDropdownProps) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={opened}>
      <Menu.Target>{target}</Menu.Target>
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
        <Menu.Item component={Link} to={profilePath} data-testid="user-menu-profile">
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to={logoutPath} data-testid="user-menu-logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
