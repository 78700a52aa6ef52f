import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { TEST_SECRET, testConfig, type TestApp } from '../../../../test/app';
import { createTestDatabase } from '../../../../test/database';
import { demoCourses, holesOf } from '../../../../test/golf';
import { startServerProcess, stopServerProcess, type ServerProcess } from '../../../../test/server-process';
import { createTestUser, type TestUser } from '../../../../test/users';
import { strokes } from '../../../db/schema';
import { heartbeat, openConnectShot, tcpConnector, type TestConnector } from './connector.fixture';

/**
 * Two server processes on one PostgreSQL database and one Redis, each listening on loopback with its
 * own HTTP and connector ports, as a scaled-out deployment runs (decision 0056): a connector connected
 * to node A drives a round whose API calls all go to node B. Nothing but the database and Redis is
 * shared: each node is its own OS process (test/node-process.ts, started as `npm start` starts).
 * Only PostgreSQL can be shared between processes, so this runs in the server-postgres project
 * (where CI also has Redis).
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Node = ServerProcess & { launchMonitorPort: number };

describe.runIf(onPostgres)('launch monitors across two server processes (PostgreSQL + Redis)', async () => {
  const database = onPostgres ? await createTestDatabase() : undefined;
  // The test's own view of the shared database, for fixtures and checks; every API call goes over HTTP.
  const testApp = { database, config: testConfig() } as TestApp;
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SECRET: TEST_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_ON_EMPTY: 'false',
    LAUNCH_MONITOR_ENABLED: 'true',
    LAUNCH_MONITOR_PORT: '0',
    DATABASE_URL: database?.raw.kind === 'postgres' ? String(database.raw.pool.options.connectionString) : '',
    REDIS_URL: redisUrl,
    // Its own keys and channels: other test runs may share this Redis.
    REDIS_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    // A tiny simulator bucket, to see it shared.
    SHOT_SIMULATOR_BURST: '3',
    SHOT_SIMULATOR_RATE_PER_SECOND: '0.001',
  };
  const [a, b] = (onPostgres
    ? await Promise.all([startServerProcess(env), startServerProcess(env)])
    : []) as Node[] as [Node, Node];
  afterAll(async () => {
    await Promise.all([a, b].map((node) => node && stopServerProcess(node)));
    await database?.close();
  });
  if (onPostgres && (a.launchMonitorPort === null || b.launchMonitorPort === null))
    throw new Error('a node did not open its launch-monitor port');

  const connectors: TestConnector[] = [];
  afterAll(() => connectors.forEach((c) => c.close()));
  const connectorOn = async (node: Node) => {
    const c = await tcpConnector(node.launchMonitorPort);
    connectors.push(c);
    return c;
  };
  /** An API call over HTTP to a node's port, as the game would make it. */
  const call = async (node: Node, user: TestUser | null, method: string, url: string, payload?: object) => {
    const response = await fetch(`http://127.0.0.1:${node.port}/api/v1${url}`, {
      method,
      headers: { ...user?.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) };
  };
  const onB = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    call(b, user, method, url, payload);

  /** A par 3 of a demo course, created and started, all through node B. */
  async function parThreeOnB(player: TestUser) {
    const { regular } = await demoCourses(testApp);
    for (const course of regular) {
      const hole = (await holesOf(testApp, course.id)).find((h) => h.par === 3);
      if (!hole) continue;
      const created = await onB(player, 'POST', '/rounds', {
        title: 'Two nodes',
        game_mode: enums.game_mode.stroke_play,
        course_id: course.id,
        hole_group: enums.hole_group.custom,
        holes: [hole.number],
        tee: enums.teeing_type.middle,
      });
      expect(created.statusCode, created.body).toBe(201);
      const round = created.json().data as { id: number };
      expect((await onB(player, 'POST', `/rounds/${round.id}/start`)).statusCode).toBe(200);
      return round;
    }
    throw new Error('no par 3 in the demo courses');
  }

  it('pairs on B, plays on A, and B shows the result; the club and unpairing cross too', async () => {
    const player = await createTestUser(testApp);
    const round = await parThreeOnB(player);

    // The code comes from node B; the connector on node A uses it as its DeviceID.
    const code = (await onB(player, 'POST', '/launch-monitor/pairings')).json().data.code as string;
    const c = await connectorOn(a);
    await c.send(heartbeat(code));
    expect(await c.next()).toMatchObject({ Code: 200 });
    expect(await c.next()).toMatchObject({ Code: 201, Player: { Club: 'DR' } });
    const status = (await onB(player, 'GET', '/launch-monitor/status')).json().data;
    expect(status).toMatchObject({ connected: true, pairing: null, monitors: [{ device_id: code, transport: 'tcp' }] });

    // The club chosen through node B reaches the connector on node A.
    expect((await onB(player, 'PUT', '/launch-monitor/club', { club: enums.club.iron_7 })).statusCode).toBe(200);
    expect(await c.next()).toMatchObject({ Code: 201, Player: { Club: 'I7' } });

    // The shot, on node A, is played in the round with that club; node B sees it.
    await c.send(openConnectShot(code, 1, { speed: 90, vla: 20, totalSpin: 6000 }));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    const info = await c.next();
    expect(info).toMatchObject({ Code: 201 });
    const after = (await onB(player, 'GET', '/launch-monitor/status')).json().data;
    expect(after.distance_to_target).toBeGreaterThan(0);
    expect((info.Player as { DistanceToTarget: number }).DistanceToTarget).toBe(
      Math.round(after.distance_to_target / 91.44),
    );
    const state = (await onB(player, 'GET', `/rounds/${round.id}/state`)).json().data;
    expect(state.players.find((p: { user_id: number }) => p.user_id === player.id).hole_strokes).toBe(1);
    const played = await database!.db
      .select({ club: strokes.club })
      .from(strokes)
      .where(and(eq(strokes.roundId, round.id), eq(strokes.userId, player.id)));
    expect(played).toEqual([{ club: enums.club.iron_7 }]);

    // Unpaired through node B: the connector on node A is no longer the player's.
    expect((await onB(player, 'DELETE', '/launch-monitor/pairing')).json().data.connected).toBe(false);
    await c.send(openConnectShot(code, 2, { speed: 60, vla: 20 }));
    expect(await c.next()).toMatchObject({ Code: 501 });
  });

  it("lists a stock connector on A to the player's API calls on B, and a claim there pairs it", async () => {
    const player = await createTestUser(testApp);
    const c = await connectorOn(a);
    const deviceId = `Stock ${randomBytes(3).toString('hex')}`;
    await c.send(heartbeat(deviceId));
    expect(await c.next()).toMatchObject({ Code: 200 });
    const listed = (await onB(player, 'GET', '/launch-monitor/connections')).json().data as { id: string }[];
    const mine = (listed as { id: string; device_id: string }[]).find((m) => m.device_id === deviceId);
    expect(mine).toMatchObject({ transport: 'tcp', address: '127.0.0.1' });
    const claimed = await onB(player, 'POST', `/launch-monitor/connections/${mine!.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.monitors).toMatchObject([{ device_id: deviceId }]);
    expect(await c.next()).toMatchObject({ Code: 201, Player: { Handed: 'RH', Club: 'DR' } });
    // Closed on A: gone from B's view.
    c.close();
    await expect
      .poll(async () => (await onB(player, 'GET', '/launch-monitor/status')).json().data.connected, { timeout: 3000 })
      .toBe(false);
  });

  it("counts the shot simulator's rate limit once for both nodes", async () => {
    const fly = async (node: Node) =>
      (await call(node, null, 'POST', '/shots/simulate', { ball_speed: 60, launch_angle: 12, back_spin: 3000 }))
        .statusCode;
    // A burst of 3 per address (this test's, 127.0.0.1, on this run's Redis keys), spent across both nodes.
    expect([await fly(a), await fly(b), await fly(a)]).toEqual([200, 200, 200]);
    expect(await fly(b)).toBe(429);
    expect(await fly(a)).toBe(429);
  });
});
