import { localStorageStore } from 'react-admin';
import { createHttpClient } from './api/http';
import { tokenStore } from './api/token';
import { loginNotice } from './auth/loginNotice';
import { accessLostSignal, unauthorizedSignal } from './auth/unauthorized';
import { createAuthProvider } from './authProvider';
import { i18nProvider } from './i18n';

// The session objects the login screen and the admin share: the login screen signs in through the
// same auth provider the admin then asks for permissions, and keeps the chosen language in its store.

export const getLocale = () => i18nProvider.getLocale();

/** The API client of the app's own calls (enumerations, the custom pages); data calls go through the data provider. */
export const http = createHttpClient({ getToken: () => tokenStore.get(), getLocale });

export const authProvider = createAuthProvider({
  getLocale,
  onUnauthorized: unauthorizedSignal.report,
  onAccessLost: accessLostSignal.report,
  // The login page the logout leads to says why (a suspension, a password change; decision 0124).
  onSessionEnded: (message) => loginNotice.set(message),
});

/**
 * Preferences that outlive a reload (the chosen language, list sorting and filters, the sidebar), as
 * react-admin's <Admin> keeps them; AdminContext alone would keep them in memory. Logout resets them.
 */
export const store = localStorageStore(undefined, 'golf-backoffice');
