import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A built front end and where it is served. */
export interface WebApp {
  name: string;
  /** Ends with a slash. */
  prefix: string;
  /** The build's directory (Vite's outDir), ending with a separator. */
  root: string;
}

/** The two built front ends and where they are served. */
export const webApps: readonly WebApp[] = [
  {
    name: 'backoffice',
    prefix: '/backoffice/',
    root: fileURLToPath(new URL('../../../backoffice/dist/', import.meta.url)),
  },
  { name: 'web', prefix: '/', root: fileURLToPath(new URL('../../../web/dist/', import.meta.url)) },
];

/** The player app's icon (apps/web/public/favicon.svg); the back-office has its own under its prefix. */
export const FAVICON_PATH = '/favicon.svg';

const isApiPath = (url: string) => /^\/(api|broadcasting|apps?)(\/|$|\?)/.test(url);

/**
 * Serves the built player app at / and the back-office at /backoffice/. Unknown non-API paths
 * get the app's index.html (client-side routing). Returns the SPA fallback for the not-found
 * handler.
 */
export async function registerWebApps(app: FastifyInstance, apps: readonly WebApp[] = webApps) {
  const built = apps.filter((webApp) => existsSync(`${webApp.root}index.html`));
  for (const webApp of built) {
    const fingerprinted = join(webApp.root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: webApp.root,
      prefix: webApp.prefix,
      decorateReply: webApp === built[0],
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/vite-precompress.mjs): sent as they are, the
      // compression hook leaves them alone instead of compressing a megabyte of scripts per page load.
      preCompressed: true,
      // Vite fingerprints what it puts in assets/: cache that for a year. The HTML shell and the
      // files copied from public/ under a fixed name (favicon.svg) are always revalidated.
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.startsWith(fingerprinted) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  // The pages name their icon (<link rel="icon">); a browser that asks for /favicon.ico anyway
  // is sent to the player app's.
  if (built.some((webApp) => webApp.name === 'web')) {
    app.get('/favicon.ico', { schema: { hide: true } }, (_request, reply) => reply.redirect(FAVICON_PATH, 301));
  }

  return async function spaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (isApiPath(request.url) || !(request.headers.accept ?? '').includes('text/html')) return false;
    const url = request.url === '/backoffice' ? '/backoffice/' : request.url;
    const target = built.find((webApp) => url.startsWith(webApp.prefix));
    if (!target) return false;
    reply.header('cache-control', 'no-cache');
    await reply.sendFile('index.html', target.root);
    return true;
  };
}
