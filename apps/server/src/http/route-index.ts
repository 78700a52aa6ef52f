import FindMyWay, { type HTTPMethod } from 'find-my-way';
import type { FastifyInstance } from 'fastify';

/**
 * A shadow index of every registered route, so the not-found handler can tell "no such route"
 * (404) from "route exists, wrong method" (405 with Allow). Fastify itself answers 404 for both.
 */
export interface RouteIndex {
  allowedMethods(path: string): string[];
}

export function createRouteIndex(app: FastifyInstance): RouteIndex {
  const routers = new Map<string, ReturnType<typeof FindMyWay>>();
  app.addHook('onRoute', (route) => {
    // A wildcard (the web apps' static files under `/*`) matches every path: left in, a POST to any
    // unknown path would be "wrong method, GET allowed" instead of 404.
    if (route.url.endsWith('*')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      let router = routers.get(method);
      if (!router) routers.set(method, (router = FindMyWay({ ignoreTrailingSlash: true })));
      // Only the path shape matters here; a route may be registered twice (e.g. HEAD for GET).
      if (!router.hasRoute(method as HTTPMethod, route.url)) router.on(method as HTTPMethod, route.url, () => {});
    }
  });
  return {
    allowedMethods(path) {
      const pathname = path.split('?')[0] ?? path;
      // OPTIONS is answered for every path (CORS preflight), so it says nothing about the path.
      return [...routers.entries()]
        .filter(([method, router]) => method !== 'OPTIONS' && router.find(method as HTTPMethod, pathname))
        .map(([method]) => method);
    },
  };
}
