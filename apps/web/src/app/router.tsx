import { createBrowserRouter, type RouteObject } from 'react-router';
import { authViewPaths } from '../lib/auth/redirects';
import { withFeatureTexts } from '../lib/i18n';
import { PageLoader } from '../lib/ui/PageLoader';
import { NotFoundPage } from './components/NotFoundPage';
import { RequireAuth } from './components/RequireAuth';
import { RouteError } from './components/RouteError';
import { environmentBasePath, type Environment } from './environment';
import { AuthLayout } from './layouts/AuthLayout';
import { RootRoute } from './RootRoute';
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
 * Each environment's layout is a chunk of its own, loaded beside the page (the router resolves both
 * lazy routes at once): the sign-in screen needs none of them, and each pulls in its own features
 * (the game layout the launch monitor and kiosk, the web layout the navigation shell). The web
 * layout uses only the bundled texts; the others wait for the feature texts (decision 0075).
 */
const layouts: Record<Environment, NonNullable<RouteObject['lazy']>> = {
  web: () => import('./layouts/WebLayout').then((m) => ({ Component: m.WebLayout })),
  game: withFeatureTexts(() => import('./layouts/GameLayout').then((m) => ({ Component: m.GameLayout }))),
  app: withFeatureTexts(() => import('./layouts/MobileLayout').then((m) => ({ Component: m.MobileLayout }))),
};

type PageModule = ReturnType<(typeof viewLoaders)['dashboard']>;

const page = (path: string, lazy: () => PageModule): RouteObject =>
  path ? { path, lazy, HydrateFallback: PageLoader } : { index: true, lazy, HydrateFallback: PageLoader };

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
          { ErrorBoundary: RouteError, children: [...publicPages, page(authViewPaths.logout, viewLoaders.logout)] },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            Component: AuthLayout,
            children: [{ ErrorBoundary: RouteError, children: [page(authViewPaths.welcome, welcomeLoader)] }],
          },
          {
            lazy: layouts[environment],
            HydrateFallback: PageLoader,
            // A layout chunk that fails to load shows the error page in place of the whole screen.
            ErrorBoundary: RouteError,
            children: [
              {
                // Errors replace the page, not the layout, so the navigation stays usable.
                ErrorBoundary: RouteError,
                children: [
                  ...views,
                  page(`${viewPaths.profile}/:section`, viewLoaders.profile),
                  ...Object.entries(storeScreenLoaders).map(([path, lazy]) => page(`${viewPaths.store}/${path}`, lazy)),
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
  };
}

export const routes: RouteObject[] = [
  {
    Component: RootRoute,
    children: [environmentRoute('game'), environmentRoute('app'), environmentRoute('web')],
  },
];

/**
 * The router, with its navigation state mirrored on `<html data-navigation>` ("idle", "loading"):
 * a lazy screen keeps the previous one up while its chunk loads, and this is what says it is coming
 * (the browser tests wait on it after navigating inside the app).
 */
export function createRouter() {
  const router = createBrowserRouter(routes);
  const mark = () => (document.documentElement.dataset.navigation = router.state.navigation.state);
  mark();
  router.subscribe(mark);
  return router;
}
