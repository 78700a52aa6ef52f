import { StrictMode, Suspense, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenStore } from './api/token';
import { installPreloadErrorHandler, lazyChunk, withChunkTimeout } from './chunks';
import { BASENAME } from './config';
import { LOGIN_PATH, appPath, opensOnLoginScreen, pathAfterLogin } from './login/entry';
import { LoginScreen } from './login/LoginScreen';

installPreloadErrorHandler();

// react-admin and the screens load on demand: the login screen needs none of them (decision 0076).
// Once: every keystroke on the login screen asks for it; a failed load may be tried again.
let adminLoading: Promise<unknown> | undefined;
const loadAdmin = () =>
  (adminLoading ??= withChunkTimeout(() => import('./Admin'), 'Admin').catch((error: unknown) => {
    adminLoading = undefined;
    throw error;
  }));
const Admin = lazyChunk(() => import('./Admin').then((m) => m.Admin), 'Admin');

const goTo = (path: string, how: 'push' | 'replace', state: unknown = null) =>
  history[how === 'push' ? 'pushState' : 'replaceState'](state, '', `${BASENAME}${path}`);

function Start() {
  const [admin, setAdmin] = useState(() => {
    const onLoginScreen = opensOnLoginScreen(appPath(location.pathname, BASENAME), tokenStore.get() !== null);
    // The home page sends a signed-out visitor to the login page; the address says so, as before.
    if (onLoginScreen) goTo(LOGIN_PATH, 'replace', history.state);
    return !onLoginScreen;
  });
  const onSignedIn = useCallback(() => {
    // As react-admin's useLogin: on to where the user was sent from, else home.
    goTo(pathAfterLogin(history.state), 'push');
    setAdmin(true);
  }, []);
  const onEnumsFailed = useCallback(() => {
    goTo('/error', 'replace');
    setAdmin(true);
  }, []);
  if (admin) {
    return (
      <Suspense fallback={null}>
        <Admin />
      </Suspense>
    );
  }
  return <LoginScreen loadAdmin={loadAdmin} onSignedIn={onSignedIn} onEnumsFailed={onEnumsFailed} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Start />
  </StrictMode>,
);
