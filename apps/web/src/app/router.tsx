import { useEffect, useState } from 'react';
import { matchRoutes, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { authViewPaths } from '../lib/auth/redirects';
import { withFeatureTexts } from '../lib/i18n';
import { PageLoader } from '../lib/ui/PageLoader';
import { NotFoundPage } from './components/NotFoundPage';
import { RequireAuth } from './components/RequireAuth';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { environmentBasePath, type Environment } from './environment';
import { lazyScreen, oncePerVisit, type LazyScreen, type ScreenModule } from './lazy-screen';
import { AuthLayout } from './layouts/AuthLayout';
import {
  protectedViewIds,
  publicScreenLoaders,
  roundPlayLoader,
  roundsScreenLoaders,
  storeScreenLoaders,
  courseScreenLoaders,
  clubsScreenLoaders,
  tournamentLoader,
  faqLoader,
  socialScreenLoaders,
  UPDATE_SCREEN,
  updateLoader,
  offlinePlayLoader,
  viewLoaders,
  viewPaths,
  welcomeLoader,
} from './views';

/**
 * Each environment's layout is a chunk of its own, loaded beside the page (both start at once, see
 * `AppRoutes`): the sign-in screen needs none of them, and each pulls in its own features (the game
 * layout the launch monitor and kiosk, the web layout the navigation shell). The web layout uses only
 * the bundled texts; the others wait for the feature texts (decision 0075).
 */
const layouts: Record<Environment, LazyScreen> = {
  web: lazyScreen(() => import('./layouts/WebLayout').then((m) => ({ Component: m.WebLayout }))),
  game: lazyScreen(withFeatureTexts(() => import('./layouts/GameLayout').then((m) => ({ Component: m.GameLayout })))),
  app: lazyScreen(
    withFeatureTexts(() => import('./layouts/MobileLayout').then((m) => ({ Component: m.MobileLayout }))),
  ),
};

/** What a lazy route keeps for `AppRoutes`: the download to start as soon as its address matches. */
interface RouteHandle {
  preload: LazyScreen['preload'];
}

const lazyRoute = ({ Component, preload }: LazyScreen) => ({ Component, handle: { preload } satisfies RouteHandle });

/** One lazy screen per loader, made once: each environment's routes share them. */
const screens = new Map<() => Promise<ScreenModule>, LazyScreen>();
const page = (path: string, load: () => Promise<ScreenModule>): RouteObject => {
  let screen = screens.get(load);
  if (!screen) screens.set(load, (screen = lazyScreen(load)));
  return path ? { path, ...lazyRoute(screen) } : { index: true, ...lazyRoute(screen) };
};

/**
 * One environment, all under its prefix:
 * - the public screens (sign-in, sign-up, verify-email, forgot-password, reset-password) and the
 *   logout screen, in the plain auth layout;
 * - behind RequireAuth: the first-login wizard (auth layout) and every view in the environment's
 *   layout, with the profile's sections at profile/:section, and the not-found page.
 */
function environmentRoute(environment: Environment): RouteObject {
  const publicPages = Object.entries(publicScreenLoaders).map(([path, lazy]) => page(path, lazy));
  const views = protectedViewIds.map((view) => page(viewPaths[view], viewLoaders[view]));
  return {
    path: environmentBasePath[environment] || '/',
    children: [
      {
        Component: AuthLayout,
        children: [
          {
            Component: RouteErrorBoundary,
            children: [...publicPages, page(authViewPaths.logout, viewLoaders.logout)],
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: AuthLayout,
            children: [{ Component: RouteErrorBoundary, children: [page(authViewPaths.welcome, welcomeLoader)] }],
          },
          {
            // A layout chunk that fails to load shows the error page in place of the whole screen.
            Component: RouteErrorBoundary,
            children: [
              {
                ...lazyRoute(layouts[environment]),
                children: [
                  {
                    // Errors replace the page, not the layout, so the navigation stays usable.
                    Component: RouteErrorBoundary,
                    children: [
                      ...views,
                      page(`${viewPaths.profile}/:section`, viewLoaders.profile),
                      ...Object.entries(storeScreenLoaders).map(([path, lazy]) =>
                        page(`${viewPaths.store}/${path}`, lazy),
                      ),
                      ...Object.entries(courseScreenLoaders).map(([path, lazy]) =>
                        page(`${viewPaths.courses}/${path}`, lazy),
                      ),
                      ...Object.entries(roundsScreenLoaders).map(([path, lazy]) =>
                        page(`${viewPaths.rounds}/${path}`, lazy),
                      ),
                      // Offline play is the installed game's: the other environments have no offline screen.
                      ...(environment === 'game' ? [page('rounds/offline', offlinePlayLoader)] : []),
                      page('rounds/:id', roundPlayLoader),
                      page(`${viewPaths.tournaments}/:id`, tournamentLoader),
                      page('faq', faqLoader),
                      ...Object.entries(socialScreenLoaders).map(([path, lazy]) => page(path, lazy)),
                      page(UPDATE_SCREEN, updateLoader),
                      ...Object.entries(clubsScreenLoaders).map(([path, lazy]) => page(path, lazy)),
                      { path: '*', Component: NotFoundPage },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

export const routes: RouteObject[] = [environmentRoute('game'), environmentRoute('app'), environmentRoute('web')];

/** Starts the download of every lazy layout and page `location` matches; resolves when all are there. */
const preloadScreens = oncePerVisit((location: Location): Promise<unknown> | undefined => {
  const pending = (matchRoutes(routes, location) ?? []).flatMap(
    ({ route }) => (route.handle as RouteHandle | undefined)?.preload() ?? [],
  );
  return pending.length > 0 ? Promise.all(pending) : undefined;
});

/**
 * The screen for the address. Every lazy layout and page it matches starts downloading now, together,
 * rather than the page only once its layout has rendered. The first screen waits for them with the
 * loader, as the page for a later address waits in a transition with the previous screen up
 * (`AppRouter`). No Suspense fallback shows: React reveals what one stood in for 300 ms after it
 * showed at the earliest. A failed download shows when its route renders, on its error page.
 */
export function AppRoutes() {
  const location = useLocation();
  const loading = preloadScreens(location);
  const [firstScreenLoaded, setFirstScreenLoaded] = useState(loading === undefined);
  useEffect(() => {
    if (firstScreenLoaded || !loading) return;
    let current = true;
    const show = () => current && setFirstScreenLoaded(true);
    loading.then(show, show);
    return () => {
      current = false;
    };
  }, [firstScreenLoaded, loading]);
  const screen = useRoutes(routes, location);
  return firstScreenLoaded ? screen : <PageLoader />;
}
