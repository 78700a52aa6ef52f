import type { FastifyInstance } from 'fastify';
import { afterAll, expect } from 'vitest';

/**
 * Fails the test file when a route answered a 4xx whose error key its OpenAPI operation does not
 * list (decision 0097): the document's error responses cannot fall behind what the route tests
 * reach. A key is documented by the route's guard, params, query or body, or by its
 * `config.errors` (openapi-operations.ts).
 */
export function checkDeclaredErrors(app: FastifyInstance): void {
  const undeclared = new Set<string>();
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const documented = request.routeOptions.config?.documentedErrors;
    // Replies from no route (404) and non-JSON bodies (the Pusher API's text) are not operations' errors.
    if (status < 400 || status >= 500 || !documented || typeof payload !== 'string') return payload;
    const key = errorKeyOf(payload);
    if (key && !documented.includes(key as (typeof documented)[number]))
      undeclared.add(`${request.method} ${request.routeOptions.url} answered ${status} ${key}`);
    return payload;
  });
  afterAll(() => {
    expect([...undeclared].sort(), "error keys to add to the routes' config.errors").toEqual([]);
  });
}

function errorKeyOf(payload: string): string | undefined {
  try {
    const body = JSON.parse(payload) as { error_info?: { key?: unknown } } | null;
    return typeof body?.error_info?.key === 'string' ? body.error_info.key : undefined;
  } catch {
    return undefined;
  }
}
