import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../lib/ui/PageLoader';
import { NotFoundPage } from './components/NotFoundPage';
import { RouteError } from './components/RouteError';
import { environmentBasePath, type Environment } from './environment';
import { GameLayout } from './layouts/GameLayout';
import { MobileLayout } from './layouts/MobileLayout';
import { WebLayout } from './layouts/WebLayout';
import { RootRoute } from './RootRoute';
import { viewIds, viewLoaders, viewPaths } from './views';

const layouts: Record<Environment, ComponentType> = { web: WebLayout, game: GameLayout, app: MobileLayout };

/** One environment: its layout, every view under its prefix, and its own not-found page. */
function environmentRoute(environment: Environment): RouteObject {
  const pages: RouteObject[] = viewIds.map((view) => {
    const path = viewPaths[view];
    const shared = { lazy: viewLoaders[view], HydrateFallback: PageLoader };
    return path ? { path, ...shared } : { index: true, ...shared };
  });
  return {
    path: environmentBasePath[environment] || '/',
    Component: layouts[environment],
    children: [
      {
        // Errors replace the page, not the layout, so the navigation stays usable.
        ErrorBoundary: RouteError,
        children: [...pages, { path: '*', Component: NotFoundPage }],
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

export function createRouter() {
  return createBrowserRouter(routes);
}
