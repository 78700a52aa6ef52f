import { useLayoutEffect, useRef, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const markNavigation = (state: 'idle' | 'loading') => (document.documentElement.dataset.navigation = state);

/**
 * React Router's `BrowserRouter` (the same history, each change applied in a transition, so a screen
 * whose chunk is still loading leaves the previous one up), plus what it keeps to itself: whether a
 * change is still pending. `<html data-navigation>` says "loading" from a change of address until the
 * screen it opens is committed, then "idle" (the browser tests wait on it after navigating in the app). A new
 * page is shown from its top.
 * The declarative router, not the data router: 17 kB less before the first screen (decision 0112).
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        markNavigation('loading');
        startTransition(() => setState(update));
      }),
    [history],
  );
  const shownPath = useRef(state.location.pathname);
  useLayoutEffect(() => {
    if (pending) return;
    markNavigation('idle');
    // A new page opens at its top, as a link between documents would; back and forward keep the browser's place.
    if (state.location.pathname !== shownPath.current && state.action !== 'POP') window.scrollTo(0, 0);
    shownPath.current = state.location.pathname;
  }, [pending, state]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
