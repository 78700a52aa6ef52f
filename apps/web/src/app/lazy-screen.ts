import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What a route's loader resolves to (app/views.ts). */
export type ScreenModule = { Component: ComponentType };

/** A lazy layout or page: the component a route renders, and the download of its code, started early. */
export interface LazyScreen {
  Component: LazyExoticComponent<ComponentType>;
  preload: () => Promise<unknown>;
}

/**
 * `load` runs once, whether the route renders the component or `preload` starts it first: a layout
 * and its page download at once instead of one after the other. A failed download is tried again by
 * the next preload; the component keeps the failure, which its route's error screen shows.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => ({ default: module.Component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return { Component: lazy(preload), preload };
}
