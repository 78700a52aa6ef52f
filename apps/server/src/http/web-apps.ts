import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The two built front ends and where they are served. */
export const webApps = [
  {
    name: 'backoffice',
    prefix: '/backoffice/',
    root: fileURLToPath(new URL('../../../backoffice/dist/', import.meta.url)),
  },
  { name: 'web', prefix: '/', root: fileURLToPath(new URL('../../../web/dist/', import.meta.url)) },
] as const;

const isApiPath = (url: string) => /^\/(api|broadcasting|apps?)(\/|$|\?)/.test(url);

/**
 * Serves the built player app at / and the back-office at /backoffice/. Unknown non-API paths
 * get the app's index.html (client-side routing). Returns the SPA fallback for the not-found
 * handler.
 */
export async function registerWebApps(app: FastifyInstance) {
  const built = webApps.filter((webApp) => existsSync(`${webApp.root}index.html`));
  for (const webApp of built) {
    await app.register(fastifyStatic, {
      root: webApp.root,
      prefix: webApp.prefix,
      decorateReply: webApp === built[0],
      wildcard: true,
      index: ['index.html'],
      // Vite fingerprints assets: cache them for a year, but always revalidate the HTML shell.
      setHeaders: (res, path) => {
        res.header('cache-control', path.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });
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
