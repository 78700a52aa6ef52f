import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRouteIndex } from './route-index';

describe('route index (404 or 405)', () => {
  it('knows the methods of a path, and leaves a wildcard out: it matches every path', async () => {
    const app = Fastify();
    const index = createRouteIndex(app);
    app.get('/api/thing/:id', async () => ({}));
    app.put('/api/thing/:id', async () => ({}));
    // As @fastify/static serves the web apps.
    app.get('/*', async () => ({}));
    await app.ready();
    expect(index.allowedMethods('/api/thing/7?x=1').sort()).toEqual(['GET', 'HEAD', 'PUT']);
    expect(index.allowedMethods('/api/nothing-here')).toEqual([]);
    await app.close();
  });
});
