import { beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_BACKOFFICE } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { createTestUser, type TestUser } from '../../../test/users';

/**
 * Every operation the OpenAPI document marks as signed-in only, called the way a stranger would:
 * path parameters that do not parse and a body that is not JSON. The guard answers first (401
 * anonymous, 403 without the permissions), so nothing about the route's input leaks and no body is
 * read. The document's marks come from the same guards, so this also checks the document.
 */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;

interface Operation {
  method: string;
  path: string;
  description: string;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

async function guardedOperations(): Promise<Operation[]> {
  const doc = (await app.inject('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { security?: unknown[]; description?: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.security?.length)
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        description: operation.description ?? '',
      })),
  );
}

/** The operation's URL with unparseable path parameters, and a body that is not JSON. */
function strangerRequest(operation: Operation, headers: Record<string, string> = {}) {
  const url = operation.path.replace(/\{[^}]+\}/g, 'not~a~value');
  const withBody = METHODS_WITH_BODY.has(operation.method);
  return app.inject({
    method: operation.method as 'GET',
    url,
    headers: withBody ? { ...headers, 'content-type': 'application/json' } : headers,
    payload: withBody ? '{"unfinished' : undefined,
  });
}

describe('guards run before validation', () => {
  let operations: Operation[];
  let player: TestUser;
  beforeAll(async () => {
    operations = await guardedOperations();
    player = await createTestUser(testApp);
  });

  it('the document marks the player, back-office and identity operations that need a session', () => {
    const marked = new Set(operations.map((operation) => `${operation.method} ${operation.path}`));
    for (const expected of [
      'POST /api/v1/rounds/{id}/strokes',
      'GET /api/v1/users/me',
      'GET /api/v1/admin/users',
      'POST /api/auth/change-password',
    ]) {
      expect(marked).toContain(expected);
    }
    expect(marked).not.toContain('GET /api/v1/courses');
    expect(marked).not.toContain('POST /api/v1/shots/simulate');
  });

  it('answers 401 to an anonymous caller on every marked operation, whatever the input', async () => {
    const answers = await Promise.all(
      operations.map(async (operation) => {
        const reply = await strangerRequest(operation);
        return `${operation.method} ${operation.path}: ${reply.statusCode} ${reply.json().error_info?.key}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(': 401 auth.unauthorized'))).toEqual([]);
  });

  it('answers 403 to a player on every back-office operation, whatever the input', async () => {
    const backOffice = operations.filter((operation) => operation.description.includes(ACCESS_BACKOFFICE));
    expect(backOffice.length).toBeGreaterThan(20);
    const answers = await Promise.all(
      backOffice.map(async (operation) => {
        const reply = await strangerRequest(operation, player.headers);
        return `${operation.method} ${operation.path}: ${reply.statusCode} ${reply.json().error_info?.key}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(': 403 auth.insufficient_permissions'))).toEqual([]);
  });
});
