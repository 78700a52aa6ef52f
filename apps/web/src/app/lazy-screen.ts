import { createElement, use, type ComponentType, type ReactElement } from 'react';
import type { Location } from 'react-router';

/** What a route's loader resolves to (app/views.ts). */
export type ScreenModule = { Component: ComponentType };

/** A lazy layout or page: the component a route renders, and the download of its code, started early. */
export interface LazyScreen {
  Component: () => ReactElement;
  /** Starts the download (once); undefined when the code is there already. */
  preload: () => Promise<unknown> | undefined;
}

/**
 * `load` runs once, whether the route renders the component or `preload` starts it first: a layout
 * and its page download at once instead of one after the other. Once loaded, the component renders
 * at once; before, it suspends (`use`), which a change of address, a transition, waits out with the
 * previous screen up. A failed download is thrown to the route's error boundary and tried again at
 * the next preload.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  let failure: { error: unknown } | undefined;
  const start = (): Promise<ComponentType> => {
    failure = undefined;
    return (loading = load().then(
      (module) => (loaded = module.Component),
      (error: unknown) => {
        loading = undefined;
        failure = { error };
        throw error;
      },
    ));
  };
  const preload = () => (loaded ? undefined : (loading ?? start()));
  function Screen(): ReactElement {
    if (loaded) return createElement(loaded);
    if (failure) throw failure.error;
    return createElement(use(loading ?? start()));
  }
  return { Component: Screen, preload };
}

/**
 * `preload` for an address, run once per visit to it (a history entry, by its key). A screen change
 * is rendered again while it waits, and again once a download fails: were each render to preload
 * anew, it would start the failed download again and wait on it, and the error page would never show
 * while the retries kept failing. The next visit tries again.
 */
export function oncePerVisit<T>(preload: (location: Location) => T): (location: Location) => T {
  let last: { visit: string; started: T } | undefined;
  return (location) => {
    const visit = `${location.key} ${location.pathname}`;
    if (last?.visit !== visit) last = { visit, started: preload(location) };
    return last.started;
  };
}
