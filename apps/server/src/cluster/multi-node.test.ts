import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { openPostgres } from '../db/client';
import { testConfig, type TestApp } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { createTestUser, TEST_PASSWORD } from '../../test/users';
import { createPostgresBus } from './cluster-bus';

/**
 * Two server nodes on one PostgreSQL database, as a scaled-out deployment runs. Only PostgreSQL
 * can be shared between processes, so this file runs in the server-postgres project.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

async function twoNodes(): Promise<[TestApp, TestApp]> {
  const config = testConfig({ AUTH_RATE_LIMIT: 'false' });
  const first = await createTestDatabase();
  if (first.raw.kind !== 'postgres') throw new Error('needs PostgreSQL');
  const url = String(first.raw.pool.options.connectionString);
  const second = openPostgres(url, 5);
  const log = { error: () => undefined };
  const nodes: TestApp[] = [];
  for (const database of [first, second]) {
    const bus = await createPostgresBus(url, log);
    const app = await buildApp(config, { database, bus });
    await app.ready();
    afterAll(async () => {
      await app.close();
      await bus.close();
      await database.close();
    });
    nodes.push({ app, database, config });
  }
  return nodes as [TestApp, TestApp];
}

describe.runIf(onPostgres)('two nodes sharing PostgreSQL', async () => {
  const [a, b] = onPostgres ? await twoNodes() : ([] as unknown as [TestApp, TestApp]);
  const origin = () => ({ origin: a.config.server.appUrl });

  it("a suspension on one node ends the player's session on the other at once", async () => {
    const admin = await createTestUser(a, { roles: ['administrator'] });
    const player = await createTestUser(a);
    // Node B has the session in its memory now.
    expect((await b.app.inject({ url: '/api/v1/users/me', headers: player.headers })).statusCode).toBe(200);
    const suspended = await a.app.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${player.id}/suspend`,
      payload: { reason: 'two nodes' },
      headers: admin.headers,
    });
    expect(suspended.statusCode).toBe(200);
    await vi.waitFor(
      async () =>
        expect((await b.app.inject({ url: '/api/v1/users/me', headers: player.headers })).statusCode).toBe(401),
      { timeout: 2000, interval: 20 },
    );
  });

  it('a profile change on one node shows on the other (the cached /users/me is dropped)', async () => {
    const player = await createTestUser(a);
    expect((await b.app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data.city).toBeNull();
    await a.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      payload: { city: 'Visby' },
      headers: player.headers,
    });
    await vi.waitFor(
      async () =>
        expect((await b.app.inject({ url: '/api/v1/users/me', headers: player.headers })).json().data.city).toBe(
          'Visby',
        ),
      { timeout: 2000, interval: 20 },
    );
  });

  it('a bus outlives its publishing connection being dropped (a database restart) and publishes again', async () => {
    if (a.database.raw.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const url = String(a.database.raw.pool.options.connectionString);
    const log = { error: vi.fn() };
    const [sender, receiver] = [await createPostgresBus(url, log), await createPostgresBus(url, log)];
    afterAll(async () => {
      await sender.close();
      await receiver.close();
    });
    const received: unknown[] = [];
    receiver.subscribe('user-events', (message) => received.push(message));
    await sender.publish('user-events', { n: 1 });
    await vi.waitFor(() => expect(received).toEqual([{ n: 1 }]));
    // The sender's idle publishing connection is the one whose last statement was its notify.
    await a.database.raw.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state = 'idle' and query like '%pg_notify%'`,
    );
    await vi.waitFor(() =>
      expect(log.error).toHaveBeenCalledWith(expect.anything(), 'cluster bus publisher connection lost'),
    );
    await sender.publish('user-events', { n: 2 });
    await vi.waitFor(() => expect(received).toEqual([{ n: 1 }, { n: 2 }]));
  });

  it('counts failed sign-ins across nodes', async () => {
    const player = await createTestUser(a);
    const attempt = (node: TestApp, password: string) =>
      node.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: player.email, password },
        headers: origin(),
      });
    for (const node of [a, b, a, b, a]) expect((await attempt(node, 'wrong-password')).statusCode).toBe(401);
    const blocked = await attempt(b, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error_info.key).toBe('auth.too_many_login_attempts');
  });
});
