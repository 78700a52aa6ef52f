import { useEffect, useMemo, useState } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { LoginError } from '../auth/login';
import type { Credentials } from '../authProvider';
import { describeChunkFailure } from '../chunks';
import { LanguageToggle } from '../components/LanguageToggle';
import { pageTitle } from '../config';
import { fetchEnums, loadedEnums } from '../enums/enums';
import { i18nProvider } from '../i18n';
import { type UiLocale, isUiLocale } from '../i18n/messages-en';
import { darkTheme, lightTheme } from '../layout/theme';
import { authProvider, http, store } from '../session';
import { LoginForm, type Translate } from './LoginForm';
import { LoginLayout } from './LoginLayout';

export interface LoginScreenProps {
  /** Loads the admin (react-admin and the screens); the first keystroke starts it. */
  loadAdmin(): Promise<unknown>;
  /** Signed in and the admin loaded: show it. */
  onSignedIn(): void;
  /** The enumerations could not be loaded: the admin's error page takes over (spec section 4). */
  onEnumsFailed(): void;
}

/** The language react-admin's store holds from an earlier visit, else the i18n provider's (the browser's). */
const storedLocale = (): string => {
  const stored: unknown = store.getItem('locale');
  return isUiLocale(stored) ? stored : i18nProvider.getLocale();
};

/**
 * The login screen the app opens with when there is no session (decision 0076): the admin's login
 * form, theme and texts without react-admin's machinery, which loads while the user types and shows
 * once signed in. The language chosen here is the admin's (react-admin's store); like every public
 * page it loads the enumerations, and a failure goes to the error page.
 */
export function LoginScreen({ loadAdmin, onSignedIn, onEnumsFailed }: LoginScreenProps) {
  const [locale, setLocale] = useState<string | null>(null);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(() => {
    const mode: unknown = store.getItem('theme');
    return createTheme((mode ?? (prefersDark ? 'dark' : 'light')) === 'dark' ? darkTheme : lightTheme);
  }, [prefersDark]);

  // react-admin's i18n context does the same before its first render: the stored language, without a flash of another.
  useEffect(() => {
    const wanted = storedLocale();
    Promise.resolve(wanted === i18nProvider.getLocale() ? undefined : i18nProvider.changeLocale(wanted))
      .catch((error: unknown) => console.warn('language catalogue unavailable', error))
      .finally(() => setLocale(i18nProvider.getLocale()));
  }, []);

  const translate: Translate = (key, options) => i18nProvider.translate(key, options);

  useEffect(() => {
    if (!locale) return;
    document.title = pageTitle(i18nProvider.translate('app.routes.login'));
    if (loadedEnums.has(locale)) return;
    const controller = new AbortController();
    fetchEnums(http, locale, controller.signal).then(
      (enums) => loadedEnums.set(locale, enums),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Enumerations could not be loaded', error);
        onEnumsFailed();
      },
    );
    return () => controller.abort();
  }, [locale, onEnumsFailed]);

  if (!locale) return null;

  const changeLocale = (next: UiLocale) =>
    void Promise.resolve(i18nProvider.changeLocale(next)).then(
      () => {
        store.setItem('locale', next);
        setLocale(next);
      },
      (error: unknown) => console.warn('language catalogue unavailable', error),
    );

  const signIn = async (credentials: Credentials) => {
    await authProvider.login(credentials);
    try {
      await loadAdmin();
    } catch (error) {
      // Signed in, but the admin's scripts did not load: a reload finds the session and tries again.
      throw new LoginError('refused', translate('app.errors.chunk_load', { ...describeChunkFailure(error, 'Admin') }));
    }
    onSignedIn();
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <div onChange={() => void loadAdmin().catch(() => undefined)}>
        <LoginLayout languageSwitch={<LanguageToggle locale={locale} onChange={changeLocale} translate={translate} />}>
          <LoginForm translate={translate} signIn={signIn} />
        </LoginLayout>
      </div>
    </ThemeProvider>
  );
}
