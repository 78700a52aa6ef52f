import { useEffect, useRef, useState } from 'react';
import { Box, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { authViewPaths } from '../../lib/auth/redirects';
import { useLocale } from '../../lib/i18n';
import { moduleAfterFirstScreen } from '../../lib/ui/after-first-screen';
import { useEnvironment } from '../environment-context';
import { viewPaths } from '../views';
import { useChangeLocale } from './LanguageSwitch';
import { initialsOf } from './initials';
import classes from './UserMenu.module.css';

/** The signed-in user's display name, as the layouts show it. */
export function useDisplayName(): string {
  const { user, sessionUser } = useAuth();
  return user?.display_name ?? sessionUser?.display_name ?? '';
}

const dropdown = moduleAfterFirstScreen(() => import('./UserMenuDropdown'));

/**
 * The web header's account menu: who is signed in, their profile, and logout. On a phone (below the
 * sm breakpoint) it shows the user's initials instead of the name, and holds the language choice
 * that the header has no room for there. The button is drawn at once and the menu (Mantine's Menu,
 * with floating-ui) arrives after the first screen; pressed before that, it opens when it arrives.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { pathFor } = useEnvironment();
  const name = useDisplayName();
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  const loaded = dropdown.useModule();
  const [pressed, setPressed] = useState(false);
  const [earlyFocused, setEarlyFocused] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // The menu's button replaces the early one when the chunk arrives: it keeps the focus if that had it.
  useEffect(() => {
    if (loaded && earlyFocused && !pressed) menuButton.current?.focus();
  }, [loaded, earlyFocused, pressed]);
  const target = (
    <Button
      ref={menuButton}
      variant="subtle"
      size="compact-sm"
      px={6}
      title={t('userMenu.label')}
      aria-label={`${t('userMenu.label')}: ${name}`}
      data-testid="user-menu"
    >
      <Box component="span" hiddenFrom="sm" className={classes.initials} aria-hidden>
        {initialsOf(name)}
      </Box>
      <Box component="span" visibleFrom="sm" data-testid="user-menu-name">
        {name}
      </Box>
    </Button>
  );
  if (!loaded) {
    return (
      <Button
        {...target.props}
        onFocus={() => setEarlyFocused(true)}
        onBlur={() => setEarlyFocused(false)}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setPressed(true);
          void dropdown.load();
        }}
      />
    );
  }
  return (
    <loaded.UserMenuDropdown
      target={target}
      locale={locale}
      changeLocale={changeLocale}
      profilePath={pathFor(viewPaths.profile)}
      logoutPath={pathFor(authViewPaths.logout)}
      opened={pressed}
    />
  );
}
