import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { AppError } from '../../../errors/app-error';
import { heartbeat, openConnectShot, tcpConnector, webSocketConnector, type TestConnector } from './connector.fixture';
import { PAIRING_TTL_MS } from './launch-monitor.pairing';
import {
  createLaunchMonitorService,
  MAX_CONNECTIONS_PER_ADDRESS,
  type LaunchMonitorService,
  type SinkLaunch,
} from './launch-monitor.service';
import { startLaunchMonitorListener, type LaunchMonitorListener } from './launch-monitor.tcp';
import { attachLaunchMonitorWebSocket, type LaunchMonitorWebSocket } from './launch-monitor.ws';

/**
 * The connector on its own, over real sockets, against a recording ShotSink (the launches module
 * plays the shots in the app; launch-monitor.routes.test.ts covers that end to end).
 */
const silentLog = { warn: () => undefined, error: () => undefined, debug: () => undefined };
const played: { userId: number; launch: SinkLaunch }[] = [];
let refusal: Error | null = null;
/** What the sink says the next shot's distance to the pin is (null: the round is over). */
let nextShotToPin: number | null = 12_000;
/** While set, the sink waits for it (a slow round). */
let gate: Promise<void> | null = null;
let now = Date.parse('2026-06-01T10:00:00Z');

let service: LaunchMonitorService;
let listener: LaunchMonitorListener;
let http: Server;
let ws: LaunchMonitorWebSocket;
const connectors: TestConnector[] = [];

async function connector(): Promise<TestConnector> {
  const c = await tcpConnector(listener.port);
  connectors.push(c);
  return c;
}

/** A connector paired with the player through its DeviceID; the heartbeat's 200 and the 201 are taken. */
async function paired(userId: number): Promise<{ c: TestConnector; deviceId: string }> {
  const { code } = await service.issuePairing(userId);
  const c = await connector();
  await c.send(heartbeat(code));
  expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
  expect(await c.next()).toMatchObject({ Code: 201, Player: { Club: 'DR', Handed: 'RH' } });
  return { c, deviceId: code };
}

/** A played shot's answer, as GSPro gives it: the 200, then the 201 with the next club and distance. */
async function answered(c: TestConnector) {
  expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
  const info = await c.next();
  expect(info).toMatchObject({ Code: 201, Message: 'GSPro Player Information' });
  return info;
}

beforeAll(async () => {
  service = createLaunchMonitorService({
    sink: async (userId, launch) => {
      if (gate) await gate;
      if (refusal) throw refusal;
      played.push({ userId, launch });
      return { distanceToTargetCm: nextShotToPin };
    },
    handOf: async (userId) => (userId === 2 ? 'L' : 'R'),
    clock: () => now,
    log: silentLog,
  });
  listener = await startLaunchMonitorListener(service, { port: 0, host: '127.0.0.1' }, silentLog);
  http = createServer((_request, response) => response.end());
  ws = attachLaunchMonitorWebSocket(
    http,
    service,
    async (_request, query) => {
      const code = query.get('code');
      return code ? ((await service.consumeCode(code)) ?? 'refused') : null;
    },
    silentLog,
  );
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const c of connectors) c.close();
  await service.closeAll();
  await ws.close();
  await listener.close();
  await new Promise((resolve) => http.close(resolve));
});

beforeEach(() => {
  played.length = 0;
  refusal = null;
  nextShotToPin = 12_000;
});

describe('an Open Connect connector over TCP', () => {
  it('pairs by DeviceID, plays joined and split shots, ignores heartbeats, survives broken JSON', async () => {
    const { c, deviceId } = await paired(1);
    const shot = (n: number, speed: number) => JSON.stringify(openConnectShot(deviceId, n, { speed, vla: 12 }));

    // Two shots in one write: two replies.
    await c.write(shot(1, 150) + shot(2, 140));
    await answered(c);
    await answered(c);

    // One shot in two writes.
    const third = shot(3, 130);
    await c.write(third.slice(0, 40));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await c.write(third.slice(40));
    await answered(c);

    // A heartbeat: a 200 as GSPro gives, nothing played, no 201.
    await c.send(heartbeat(deviceId));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    await c.silence(100);

    // Broken JSON gets a 5xx and the connection stays usable.
    await c.write('{"DeviceID": "' + deviceId + '", "BallData": {"Speed": 12,, }}');
    expect(await c.next()).toEqual({ Code: 501, Message: 'The message is not a JSON object.' });
    await c.write(shot(4, 120));
    await answered(c);

    expect(played.map((p) => p.userId)).toEqual([1, 1, 1, 1]);
    expect(played.map((p) => p.launch.ballSpeed)).toEqual([67.06, 62.59, 58.12, 53.64]);
    expect(played.every((p) => p.launch.club === enums.club.driver)).toBe(true);
    expect(new Set(played.map((p) => p.launch.id)).size).toBe(4);

    const status = await service.status(1);
    expect(status.connected).toBe(true);
    expect(status.monitors).toMatchObject([
      { device_id: deviceId, transport: 'tcp', address: '127.0.0.1', ready: true },
    ]);
    expect(status.distance_to_target).toBe(12_000);
    expect(status.pairing).toBeNull();
  });

  it("forgets the distance to the pin once the player's round is over", async () => {
    const { c, deviceId } = await paired(1);
    await c.send(openConnectShot(deviceId, 1, { speed: 60, vla: 12 }));
    await answered(c);
    expect((await service.status(1)).distance_to_target).toBe(12_000);
    nextShotToPin = null;
    await c.send(openConnectShot(deviceId, 2, { speed: 5, vla: 2 }));
    await answered(c);
    expect((await service.status(1)).distance_to_target).toBeNull();
  });

  it('plays a resent shot once and answers it again', async () => {
    const { c, deviceId } = await paired(1);
    const shot = openConnectShot(deviceId, 7, { speed: 100, vla: 18, totalSpin: 6000 });
    await c.send(shot);
    await c.send(shot);
    await answered(c);
    await answered(c);
    expect(played).toHaveLength(1);
  });

  it('answers bad shots with 501 and reasons, and the next shot counts', async () => {
    const { c, deviceId } = await paired(1);
    await c.send({
      ...openConnectShot(deviceId, 1, { speed: 100, vla: 18 }),
      BallData: { Speed: 900, VLA: 10, HLA: 0, TotalSpin: 1 },
    });
    const absurd = await c.next();
    expect(absurd).toMatchObject({ Code: 501 });
    expect(absurd.Message).toContain('balldata.speed');
    await c.send({
      DeviceID: deviceId,
      ShotNumber: 2,
      BallData: { VLA: 10 },
      ShotDataOptions: { ContainsBallData: true },
    });
    expect(await c.next()).toMatchObject({ Code: 501 });
    await c.write('hello');
    expect(await c.next()).toMatchObject({ Code: 501, Message: 'The message is not a JSON object.' });
    await c.write(`{"x":"${'y'.repeat(20_000)}"}`);
    expect(await c.next()).toMatchObject({ Code: 501, Message: 'The message is longer than 16384 characters.' });
    await c.send(openConnectShot(deviceId, 3, { speed: 100, vla: 18 }));
    await answered(c);
    expect(played).toHaveLength(1);
  });

  it("passes the sink's refusal (no round in progress) back as a 501 in English", async () => {
    const { c, deviceId } = await paired(1);
    refusal = new AppError('rounds.unplayable_state');
    await c.send(openConnectShot(deviceId, 1, { speed: 100, vla: 18 }));
    expect(await c.next()).toMatchObject({ Code: 501, Message: expect.any(String) });
    refusal = new Error('database down');
    await c.send(openConnectShot(deviceId, 2, { speed: 100, vla: 18 }));
    expect(await c.next()).toEqual({ Code: 500, Message: 'Something went wrong. Please try again.' });
    // A refused shot is not remembered as played: sent again, it is played.
    refusal = null;
    await c.send(openConnectShot(deviceId, 2, { speed: 100, vla: 18 }));
    await answered(c);
    expect(played).toHaveLength(1);
  });

  it('refuses shots from a connector that is not paired', async () => {
    const c = await connector();
    await c.send(openConnectShot('SkyTrak bridge', 1, { speed: 100, vla: 18 }));
    const reply = await c.next();
    expect(reply).toMatchObject({ Code: 501 });
    expect(reply.Message).toContain('not paired');
    expect(played).toHaveLength(0);
  });

  it('pairs with {"PairingCode"} (any case); a wrong or expired code is refused and the connection stays', async () => {
    const c = await connector();
    await c.send({ PairingCode: 'WRONG1' });
    expect(await c.next()).toEqual({
      Code: 501,
      Message: 'The pairing code is wrong or has expired. Ask the game for a new one.',
    });

    const expired = await service.issuePairing(3);
    expect((await service.status(3)).pairing).toEqual(expired);
    now += PAIRING_TTL_MS + 1;
    await c.send({ PairingCode: expired.code });
    expect(await c.next()).toMatchObject({ Code: 501 });
    expect((await service.status(3)).pairing).toBeNull();

    const { code } = await service.issuePairing(2);
    await c.send({ pairingCode: code.toLowerCase() });
    expect(await c.next()).toMatchObject({ Code: 201, Player: { Handed: 'LH', Club: 'DR' } });
    await c.send(openConnectShot('Mevo+', 1, { speed: 100, vla: 18 }));
    await answered(c);
    expect(played).toMatchObject([{ userId: 2 }]);

    // A code is used once.
    const other = await connector();
    await other.send({ PairingCode: code });
    expect(await other.next()).toMatchObject({ Code: 501 });
  });

  it('tells the connector the club chosen in the game and plays shots with it', async () => {
    const { c, deviceId } = await paired(4);
    await service.setClub(4, enums.club.iron_7, 15_000);
    expect(await c.next()).toEqual({
      Code: 201,
      Message: 'GSPro Player Information',
      Player: { Handed: 'RH', Club: 'I7', DistanceToTarget: 164 },
    });
    await c.send(openConnectShot(deviceId, 1, { speed: 120, vla: 16 }));
    await answered(c);
    expect(played[0]!.launch.club).toBe(enums.club.iron_7);
  });

  it('lets a player claim an unpaired stock connector from their own address, and pairs it again on reconnect', async () => {
    const c = await connector();
    await c.send(heartbeat('Garmin R10'));
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    const [listed] = (await service.unboundFrom('::ffff:127.0.0.1')).filter((m) => m.device_id === 'Garmin R10');
    expect(listed).toBeDefined();
    expect(await service.unboundFrom('192.0.2.9')).toEqual([]);
    await expect(service.claim(5, listed!.id, '192.0.2.9')).rejects.toMatchObject({
      key: 'launch_monitor.connection_not_found',
    });
    const status = await service.claim(5, listed!.id, '127.0.0.1');
    expect(status.monitors.map((m) => m.device_id)).toEqual(['Garmin R10']);
    expect(await c.next()).toMatchObject({ Code: 201 });

    // The connector restarts: same DeviceID, same address, paired again without a code.
    c.close();
    await c.closed;
    const again = await connector();
    await again.send(openConnectShot('Garmin R10', 1, { speed: 110, vla: 15 }));
    await answered(again);
    expect(played).toMatchObject([{ userId: 5 }]);

    // Unpaired: the next reconnection is not paired again.
    await service.unpair(5);
    expect((await service.status(5)).connected).toBe(false);
    await again.send(openConnectShot('Garmin R10', 2, { speed: 110, vla: 15 }));
    expect(await again.next()).toMatchObject({ Code: 501 });
  });
});

describe('limits', () => {
  it('answers a connector flooding a slow round with 501 and plays what it queued, in order', async () => {
    const { c, deviceId } = await paired(7);
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const shots = Array.from({ length: 70 }, (_, i) =>
      JSON.stringify(openConnectShot(deviceId, i + 1, { speed: 60 + i, vla: 20 })),
    );
    await c.write(shots.join(''));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // 64 wait for the round; the other 6 are refused at once.
    const refused = c.replies.filter((reply) => reply.Code === 501);
    expect(refused).toHaveLength(6);
    expect(refused[0]!.Message).toBe('Too many messages are waiting (at most 64). Send one shot at a time.');
    gate = null;
    open();
    // The 6 refusals, then a 200 and a 201 for each of the 64.
    for (let i = 0; i < 6 + 64 * 2; i++) await c.next();
    expect(played.map((p) => p.launch.ballSpeed)).toEqual(
      Array.from({ length: 64 }, (_, i) => Math.round((60 + i) * 0.44704 * 100) / 100),
    );
  });

  it(`takes at most ${MAX_CONNECTIONS_PER_ADDRESS} connections from one address`, async () => {
    const before = service.connections;
    const extra: TestConnector[] = [];
    for (let i = before; i < MAX_CONNECTIONS_PER_ADDRESS; i++) extra.push(await connector());
    const refused = await connector();
    await refused.closed;
    expect(service.connections).toBe(MAX_CONNECTIONS_PER_ADDRESS);
    for (const c of extra) c.close();
    await Promise.all(extra.map((c) => c.closed));
  });
});

describe('an Open Connect connector over WebSocket', () => {
  const url = (query: string) => `ws://127.0.0.1:${(http.address() as AddressInfo).port}/launch-monitor/ws${query}`;

  it('pairs with ?code= and plays shots; one frame may hold two messages', async () => {
    const { code } = await service.issuePairing(6);
    const c = await webSocketConnector(url(`?code=${code}`));
    connectors.push(c);
    expect(await c.next()).toMatchObject({ Code: 201 });
    await c.write(
      JSON.stringify(openConnectShot('browser', 1, { speed: 90, vla: 20 })) + JSON.stringify(heartbeat('browser')),
    );
    await answered(c);
    // The heartbeat in the same frame: its own 200.
    expect(await c.next()).toEqual({ Code: 200, Message: 'Shot received successfully' });
    await c.write('{not json}');
    expect(await c.next()).toMatchObject({ Code: 501 });
    expect(played).toMatchObject([{ userId: 6 }]);
    expect((await service.status(6)).monitors).toMatchObject([{ transport: 'websocket', device_id: 'browser' }]);
  });

  it('refuses a wrong code with 401 before the upgrade', async () => {
    await expect(webSocketConnector(url('?code=NOPE99'))).rejects.toThrow('HTTP 401');
  });

  it('leaves other upgrade paths to the listeners attached before it (404 with none)', async () => {
    await expect(
      webSocketConnector(`ws://127.0.0.1:${(http.address() as AddressInfo).port}/elsewhere`),
    ).rejects.toThrow();
  });
});
