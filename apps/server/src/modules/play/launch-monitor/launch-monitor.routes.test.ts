import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enums, translate } from '@golf/contracts';
import { simulateShot, type ShotLaunch } from '@golf/golf';
import { createTestApp } from '../../../../test/app';
import { expectError } from '../../../../test/errors';
import { createRound, demoCourses, holesOf, start } from '../../../../test/golf';
import { createTestUser, type TestUser } from '../../../../test/users';
import { strokes } from '../../../db/schema';
import { SESSION_COOKIE } from '../../auth/identity-provider';
import { heartbeat, openConnectShot, tcpConnector, webSocketConnector, type TestConnector } from './connector.fixture';
import { PAIRING_TTL_MS } from './launch-monitor.pairing';
import { startLaunchMonitorListener, type LaunchMonitorListener } from './launch-monitor.tcp';

/**
 * The connector in the whole app: pairing through the API, shots played by the launches module in
 * the player's round, over TCP (a listener on a free port) and over WebSocket on the HTTP server.
 */
let now = Date.now();
const testApp = await createTestApp({ clock: () => now });
const silentLog = { debug: () => undefined };
let listener: LaunchMonitorListener;
let httpPort: number;
const connectors: TestConnector[] = [];

beforeAll(async () => {
  listener = await startLaunchMonitorListener(testApp.app.launchMonitor, { port: 0, host: '127.0.0.1' }, silentLog);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  httpPort = (testApp.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const c of connectors) c.close();
  await listener.close();
});

const api = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1/launch-monitor${path}`, headers: user.headers, payload });

async function connector(): Promise<TestConnector> {
  const c = await tcpConnector(listener.port);
  connectors.push(c);
  return c;
}

async function pairingCode(user: TestUser): Promise<string> {
  const res = await api(user, 'POST', '/pairings');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.code as string;
}

/** A par 3 of a demo course as a one-hole stroke-play round with automatic putting, started. */
async function parThreeRound(player: TestUser) {
  const { regular } = await demoCourses(testApp);
  for (const course of regular) {
    const hole = (await holesOf(testApp, course.id)).find((h) => h.par === 3);
    if (!hole) continue;
    const round = await createRound(testApp, player, {
      title: 'Launch monitor',
      game_mode: enums.game_mode.stroke_play,
      course_id: course.id,
      hole_group: enums.hole_group.custom,
      holes: [hole.number],
      tee: enums.teeing_type.middle,
      gimme_distance: 1000,
    });
    expect((await start(testApp, round.id, player)).statusCode).toBe(200);
    return { round, lengthCm: hole.geometry.tees[enums.teeing_type.middle].lengthCm };
  }
  throw new Error('no par 3 in the demo courses');
}

/** The ball speed (mph) of a wedge-like launch (24°, 6000 rpm) that carries closest to `carryCm`. */
function speedForCarry(carryCm: number): number {
  let best = { speed: 10, error: Infinity };
  for (let mph = 5; mph <= 190; mph += 1) {
    const launch = { ballSpeed: mph * 0.44704, launchAngle: 24, azimuth: 0, backSpin: 6000, sideSpin: 0 };
    const error = Math.abs(simulateShot(launch as ShotLaunch).carry - carryCm);
    if (error < best.error) best = { speed: mph, error };
  }
  return best.speed;
}

const roundStatus = async (player: TestUser, roundId: number) =>
  (await testApp.app.inject({ method: 'GET', url: `/api/v1/rounds/${roundId}`, headers: player.headers })).json().data
    .round_status as number;

describe('pairing through the API', () => {
  it('gives a code, shows it in the status, and needs a signed-in player', async () => {
    const player = await createTestUser(testApp);
    const res = await api(player, 'POST', '/pairings');
    expect(res.statusCode).toBe(201);
    const { code, expires_at } = res.json().data;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(Date.parse(expires_at) - now).toBe(PAIRING_TTL_MS);
    const status = (await api(player, 'GET', '/status')).json().data;
    expect(status).toEqual({
      connected: false,
      monitors: [],
      club: enums.club.driver,
      distance_to_target: null,
      pairing: { code, expires_at },
    });
    expectError(
      await testApp.app.inject({ method: 'POST', url: '/api/v1/launch-monitor/pairings' }),
      'auth.unauthorized',
    );
  });

  it('refuses an expired code and a wrong one', async () => {
    const player = await createTestUser(testApp);
    const code = await pairingCode(player);
    now += PAIRING_TTL_MS + 1000;
    const c = await connector();
    await c.send({ PairingCode: code });
    expect(await c.next()).toEqual({
      Code: 501,
      Message: translate('en', 'errors.launch_monitor.invalid_pairing_code'),
    });
    await c.send({ PairingCode: 'ZZZZZZ' });
    expect(await c.next()).toMatchObject({ Code: 501 });
    expect((await api(player, 'GET', '/status')).json().data).toMatchObject({ connected: false, pairing: null });
  });

  it('is in the OpenAPI document, with its error codes', async () => {
    const doc = (await testApp.app.inject('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/launch-monitor/pairings',
        '/api/v1/launch-monitor/status',
        '/api/v1/launch-monitor/club',
        '/api/v1/launch-monitor/connections',
        '/api/v1/launch-monitor/connections/{id}/claim',
        '/api/v1/launch-monitor/pairing',
      ]),
    );
    expect(doc.info.description).toContain('| 10001 | 422 | `launch_monitor.invalid_pairing_code`');
  });

  it('validates the club', async () => {
    const player = await createTestUser(testApp);
    expectError(await api(player, 'PUT', '/club', { club: 15 }), 'general.validation_failed');
  });

  it("lists unpaired connectors from the caller's address and lets the player claim one", async () => {
    const player = await createTestUser(testApp);
    const c = await connector();
    await c.send(heartbeat('Stock R10 bridge'));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    const listed = (await api(player, 'GET', '/connections')).json().data as { id: string; device_id: string }[];
    const mine = listed.find((m) => m.device_id === 'Stock R10 bridge');
    expect(mine).toMatchObject({ transport: 'tcp', address: '127.0.0.1', ready: true, ball_detected: false });
    const claimed = await api(player, 'POST', `/connections/${mine!.id}/claim`);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.monitors).toMatchObject([{ device_id: 'Stock R10 bridge' }]);
    expect(await c.next()).toMatchObject({ Code: 201, Player: { Handed: 'RH', Club: 'DR' } });
    // Claimed already: a second claim finds nothing to claim.
    expectError(await api(player, 'POST', `/connections/${mine!.id}/claim`), 'launch_monitor.connection_not_found');

    const unpaired = await api(player, 'DELETE', '/pairing');
    expect(unpaired.json().data.connected).toBe(false);
  });
});

describe('playing a hole through a connector', () => {
  it('plays a par 3 to the end: joined, split, resent, heartbeats and a broken message on the way', async () => {
    const player = await createTestUser(testApp);
    const { round, lengthCm } = await parThreeRound(player);
    const code = await pairingCode(player);
    const c = await connector();

    // The DeviceID is the code: paired at the first heartbeat, and told the player and club.
    await c.send(heartbeat(code));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    expect(await c.next()).toEqual({
      Code: 201,
      Message: 'GSPro Player Information',
      Player: { Handed: 'RH', Club: 'DR' },
    });
    const select = await api(player, 'PUT', '/club', { club: enums.club.iron_7, distance_to_target: lengthCm });
    expect(select.statusCode, select.body).toBe(200);
    expect(await c.next()).toEqual({
      Code: 201,
      Message: 'GSPro Player Information',
      Player: { Handed: 'RH', Club: 'I7', DistanceToTarget: Math.round(lengthCm / 91.44) },
    });
    const status = (await api(player, 'GET', '/status')).json().data;
    expect(status).toMatchObject({ connected: true, club: enums.club.iron_7, monitors: [{ device_id: code }] });

    let shotNumber = 0;
    const shotFor = (distanceCm: number) =>
      JSON.stringify(
        openConnectShot(code, ++shotNumber, { speed: speedForCarry(distanceCm), vla: 24, totalSpin: 6000 }),
      );

    // The tee shot, well short of the green (so there is a second), arrives in two writes.
    const tee = shotFor(lengthCm * 0.4);
    await c.write(tee.slice(0, 35));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await c.write(tee.slice(35));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    // Unprompted, as GSPro does: the club the game suggests for the next shot, and its distance.
    const next = await c.next();
    expect(next).toMatchObject({
      Code: 201,
      Player: { Handed: 'RH', Club: expect.stringMatching(/^(I\d|PW|SW|PT)$/) },
    });
    const toPin = (await api(player, 'GET', '/status')).json().data.distance_to_target as number;
    expect((next.Player as { DistanceToTarget: number }).DistanceToTarget).toBe(Math.round(toPin / 91.44));
    let sent = 1;

    // A heartbeat is no shot (a 200 all the same); a broken message is answered and the round goes on.
    await c.send(heartbeat(code));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    await c.write('{"DeviceID":"' + code + '","BallData":{"Speed":');
    await c.write('oops}}');
    expect(await c.next()).toEqual({ Code: 501, Message: translate('en', 'errors.launch_monitor.malformed_message') });

    // Until the hole is over: each shot joined with a resend of itself in one write (played once).
    while ((await roundStatus(player, round.id)) !== enums.round_status.completed) {
      expect(sent).toBeLessThan(12);
      const left = (await api(player, 'GET', '/status')).json().data.distance_to_target as number;
      expect(left).toBeGreaterThan(0);
      // The club the game shows (the connector's 201 suggested one; the player keeps the 7-iron).
      await api(player, 'PUT', '/club', { club: enums.club.iron_7 });
      expect(await c.next()).toMatchObject({ Code: 201, Player: { Club: 'I7' } });
      const shot = shotFor(left);
      await c.write(shot + '\n' + shot);
      for (let i = 0; i < 2; i++) {
        expect(await c.next()).toMatchObject({ Code: 200 });
        expect(await c.next()).toMatchObject({ Code: 201 });
      }
      sent += 1;
    }

    expect(sent).toBeGreaterThanOrEqual(2);
    const played = await testApp.database.db
      .select({ clientId: strokes.clientId, club: strokes.club })
      .from(strokes)
      .where(and(eq(strokes.roundId, round.id), eq(strokes.userId, player.id)));
    // Every shot sent once is one stroke (automatic putting may add the putts, not under our ids).
    const fromMonitor = played.filter((s) => s.club === enums.club.iron_7);
    expect(fromMonitor).toHaveLength(sent);
    expect(new Set(fromMonitor.map((s) => s.clientId)).size).toBe(sent);

    // The round is over: the next shot is refused in the catalogue's words, and the connection stays.
    await c.write(shotFor(1000));
    expect(await c.next()).toEqual({ Code: 501, Message: translate('en', 'errors.strokes.no_ongoing_round') });
    await c.send(heartbeat(code));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    await c.silence(150);
  });

  it('answers a paired player with no round in progress with 501', async () => {
    const player = await createTestUser(testApp);
    const code = await pairingCode(player);
    const c = await connector();
    await c.send({ PairingCode: code });
    expect(await c.next()).toMatchObject({ Code: 201 });
    await c.send(openConnectShot('Mevo+', 1, { speed: 100, vla: 18 }));
    expect(await c.next()).toEqual({ Code: 501, Message: translate('en', 'errors.strokes.no_ongoing_round') });
  });
});

describe('the WebSocket variant', () => {
  const url = (query = '') => `ws://127.0.0.1:${httpPort}/launch-monitor/ws${query}`;

  it('pairs a browser monitor by bearer token and plays its shots', async () => {
    const player = await createTestUser(testApp, {});
    const { round } = await parThreeRound(player);
    const c = await webSocketConnector(url(`?token=${encodeURIComponent(player.token)}`));
    connectors.push(c);
    expect(await c.next()).toMatchObject({ Code: 201 });
    await c.send(openConnectShot('Browser LM', 1, { speed: 50, vla: 16, totalSpin: 6500 }));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    const [stroke] = await testApp.database.db.select().from(strokes).where(eq(strokes.roundId, round.id));
    expect(stroke).toMatchObject({ userId: player.id, club: enums.club.driver });

    // The same shot (short of the green: the round goes on) resent over another connection, as after a
    // reconnect: answered, and still one stroke.
    const again = await connector();
    await again.send({ PairingCode: await pairingCode(player) });
    expect(await again.next()).toMatchObject({ Code: 201 });
    await again.send(openConnectShot('Browser LM', 1, { speed: 50, vla: 16, totalSpin: 6500 }));
    expect(await again.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    expect(await testApp.database.db.select().from(strokes).where(eq(strokes.roundId, round.id))).toHaveLength(1);
    // Both connections, in any order (they connected within the same frozen millisecond).
    const monitors = (await api(player, 'GET', '/status')).json().data.monitors as { transport: string }[];
    expect(monitors.sort((x, y) => x.transport.localeCompare(y.transport))).toMatchObject([
      { transport: 'tcp', device_id: 'Browser LM' },
      { transport: 'websocket', device_id: 'Browser LM', last_shot_at: expect.any(String) },
    ]);
  });

  it('pairs by the Authorization header or a code; refuses a bad token or code with 401', async () => {
    const player = await createTestUser(testApp);
    const byHeader = await webSocketConnector(url(), { authorization: `Bearer ${player.token}` });
    connectors.push(byHeader);
    expect(await byHeader.next()).toMatchObject({ Code: 201 });
    const byCode = await webSocketConnector(url(`?code=${await pairingCode(player)}`));
    connectors.push(byCode);
    expect(await byCode.next()).toMatchObject({ Code: 201 });
    expect((await api(player, 'GET', '/status')).json().data.monitors).toHaveLength(2);

    await expect(webSocketConnector(url('?token=not-a-token'))).rejects.toThrow('HTTP 401');
    await expect(webSocketConnector(url('?code=ZZZZZZ'))).rejects.toThrow('HTTP 401');
  });

  it('takes the session cookie only from our own origins', async () => {
    const player = await createTestUser(testApp);
    const cookie = `${SESSION_COOKIE}=${encodeURIComponent(player.token)}`;
    await expect(webSocketConnector(url(), { cookie, origin: 'https://elsewhere.example' })).rejects.toThrow(
      'HTTP 401',
    );
    const own = await webSocketConnector(url(), { cookie, origin: testApp.config.server.corsOrigins[0]! });
    connectors.push(own);
    expect(await own.next()).toMatchObject({ Code: 201 });
  });

  it('leaves the real-time server its path, and unknown paths still get 404', async () => {
    const pusher = await webSocketConnector(`ws://127.0.0.1:${httpPort}/app/golf-key?protocol=7`);
    connectors.push(pusher);
    expect(await pusher.next()).toMatchObject({ event: 'pusher:connection_established' });
    await expect(webSocketConnector(`ws://127.0.0.1:${httpPort}/nowhere`)).rejects.toThrow('HTTP 404');
  });
});
