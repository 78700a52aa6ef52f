import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createLaunchMonitorService, type LaunchMonitorService, type SinkLaunch } from './launch-monitor.service';
import { startLaunchMonitorListener, type LaunchMonitorListener } from './launch-monitor.tcp';
import { gsproDocumentation, kjdStatusTest } from './published-samples.fixture';
import { gspro4osp, gsproInterface, kjd, mlm2pro, r10 } from './real-connectors.fixture';

/**
 * The bytes of five public GSPro Open Connect connectors against our TCP listener, and our replies
 * read by each connector's own parsing code (ported in real-connectors.fixture.ts). The sink plays
 * every shot and suggests a 7-iron, 150 m from the pin, for the next one.
 */
const silentLog = { warn: () => undefined, error: () => undefined, debug: () => undefined };
const played: { userId: number; launch: SinkLaunch }[] = [];
let service: LaunchMonitorService;
let listener: LaunchMonitorListener;
const sockets: Socket[] = [];

beforeAll(async () => {
  service = createLaunchMonitorService({
    sink: async (userId, launch) => {
      played.push({ userId, launch });
      return { distanceToTargetCm: 15_000, nextClub: enums.club.iron_7 };
    },
    handOf: async () => 'R',
    log: silentLog,
  });
  listener = await startLaunchMonitorListener(service, { port: 0, host: '127.0.0.1' }, silentLog);
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await service.closeAll();
  await listener.close();
});

/** A raw connector: the reads as they arrived (each `data` event is one read of the connector's socket). */
async function rawConnector() {
  const socket = connect({ port: listener.port, host: '127.0.0.1' });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.setEncoding('utf8');
  const reads: string[] = [];
  socket.on('data', (text: string) => reads.push(text));
  const objects = () => (reads.join('').match(/"Code":/g) ?? []).length;
  return {
    reads,
    write: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** Waits until `count` replies have arrived in all. */
    async replies(count: number) {
      await expect.poll(objects, { timeout: 3000, interval: 10 }).toBeGreaterThanOrEqual(count);
      return reads.join('');
    },
  };
}

/** Pairs a stock connector (a DeviceID it cannot change) the way the game does: the player claims it. */
async function claimed(userId: number) {
  const c = await rawConnector();
  await expect.poll(async () => (await service.unboundFrom('127.0.0.1')).length, { timeout: 2000 }).toBeGreaterThan(0);
  const [monitor] = await service.unboundFrom('127.0.0.1');
  await service.claim(userId, monitor!.id, '127.0.0.1');
  await c.replies(1);
  return c;
}

describe('replies as GSPro frames them', () => {
  it('are compact JSON objects with nothing between them, so joined replies meet as }{', async () => {
    const { code } = await service.issuePairing(50);
    const c = await rawConnector();
    await c.write(kjd.heartbeat(code));
    await c.write(kjd.shot(code, 1));
    const text = await c.replies(4);
    expect(text).toBe(
      '{"Code":200,"Message":"Shot received successfully"}' +
        '{"Code":201,"Message":"GSPro Player Information","Player":{"Handed":"RH","Club":"DR"}}' +
        '{"Code":200,"Message":"Shot received successfully"}' +
        '{"Code":201,"Message":"GSPro Player Information","Player":{"Handed":"RH","Club":"I7","DistanceToTarget":164}}',
    );
  });
});

describe('gsp-r10-adapter', () => {
  it('reads every reply, joined or not, and hands GSPro club codes to the device', async () => {
    const c = await claimed(51);
    await c.write(r10.heartbeat);
    await c.write(r10.shot);
    const text = await c.replies(4);
    for (const read of c.reads) expect(r10.parse(read)).toMatchObject({ ok: true });
    // Two replies in one read are what its `}{` split exists for.
    const joined = r10.parse(text);
    expect(joined).toEqual({ ok: true, replies: expect.any(Array), clubs: ['DR', 'I7'] });
    expect(played.at(-1)).toMatchObject({ userId: 51, launch: { clubSpeed: 32.23 } });
  });
});

describe('MLM2PRO-GSPro-Connector', () => {
  it('has its shot with a null club speed played, and splits our joined replies', async () => {
    const c = await claimed(52);
    await c.write(mlm2pro.shot);
    const text = await c.replies(3);
    const shot = played.at(-1)!;
    expect(shot.userId).toBe(52);
    // "Backspin" and "SideSpin" are ignored in favour of TotalSpin and SpinAxis; no club speed.
    expect(shot.launch.clubSpeed).toBeUndefined();
    expect(shot.launch.ballSpeed).toBeCloseTo(112.4 * 0.44704, 2);
    expect(mlm2pro.parse(text)).toEqual({
      ok: true,
      byCode: { '200': expect.any(Object), '201': expect.any(Object) },
      clubs: ['DR', 'I7'],
    });
    for (const read of c.reads) expect(mlm2pro.parse(read)).toMatchObject({ ok: true });
  });
});

describe('GSPro4OSP (OpenSkyPlus)', () => {
  it('reads indented CRLF messages, and re-arms on the 201 that follows each shot', async () => {
    const c = await claimed(53);
    await c.write(gspro4osp.heartbeat);
    await c.write(gspro4osp.shot);
    const text = await c.replies(4);
    expect(played.at(-1)).toMatchObject({ userId: 53, launch: { clubSpeed: 40 } });
    // The claim's 201 has no distance yet; the one after the shot has, and re-arms the monitor.
    expect(gspro4osp.parse(text)).toMatchObject({ ok: true, rearmed: 1 });
    expect(text.endsWith('"DistanceToTarget":164}}')).toBe(true);
  });
});

describe('gspro-interface', () => {
  it('gets one object per read, a 200 for a club-data-only message, and clubs from its list', async () => {
    const { code } = await service.issuePairing(54);
    const c = await rawConnector();
    await c.write(gsproInterface.heartbeat(code, 1));
    await c.replies(2);
    await c.write(gsproInterface.clubOnly(code, 2));
    await c.replies(3);
    const before = played.length;
    await c.write(gsproInterface.shot(code, 3));
    await c.replies(5);
    expect(played.length).toBe(before + 1);
    const parsed = c.reads.map((read) => gsproInterface.parse(read));
    expect(parsed).toEqual(parsed.map(() => ({ ok: true, reply: expect.any(Object), clubKnown: true })));
    expect(parsed.map((p) => (p.ok ? p.reply.Code : 0))).toEqual([200, 201, 200, 200, 201]);
  });
});

describe('gspro-connector (kenjdavidson)', () => {
  it('reads every reply without an error, as long as the club is one it knows', async () => {
    const { code } = await service.issuePairing(55);
    const c = await rawConnector();
    const reader = kjd.reader();
    await c.write(kjd.heartbeat(code));
    await c.replies(2);
    for (const read of c.reads) reader.push(read);
    expect(reader.errors).toBe(0);
    expect(reader.statuses.map((s) => s.Code)).toEqual([200, 201]);
    // Its Club enum is digit first ("7I"), unlike GSPro and the other four: our I7 is one it cannot read.
    reader.push('{"Code":201,"Message":"GSPro Player Information","Player":{"Handed":"RH","Club":"I7"}}');
    expect(reader.errors).toBe(1);
  });
});

describe('the samples the connectors publish (published-samples.fixture.ts)', () => {
  it("GSPro's documented example shot is played, and answered like the documented 201", async () => {
    const c = await claimed(56);
    const before = played.length;
    await c.write(gsproDocumentation.shot);
    const text = await c.replies(3);
    expect(played.length).toBe(before + 1);
    // 147.5 mph, VLA 14.3, HLA 2.3, 3250 rpm about a -13.2° axis (its BackSpin and SideSpin are the
    // fallback when TotalSpin is missing); its ClubData is zeros, and no club speed is taken from it.
    expect(played.at(-1)).toMatchObject({
      userId: 56,
      launch: { launchAngle: 14.3, azimuth: 2.3, backSpin: 3164, sideSpin: -742 },
    });
    expect(played.at(-1)!.launch.ballSpeed).toBeCloseTo(147.5 * 0.44704, 2);
    expect(played.at(-1)!.launch.clubSpeed).toBeUndefined();

    // Our replies carry what the documented one does, under the same names, and GSPro's club code form.
    const documented = JSON.parse(gsproDocumentation.playerInformation) as Record<string, unknown>;
    const replies = JSON.parse(`[${text.replaceAll('}{', '},{')}]`) as Record<string, unknown>[];
    expect(replies.map((reply) => reply.Code)).toEqual([201, 200, 201]);
    for (const reply of replies.filter((r) => r.Code === 201)) {
      expect(reply).toMatchObject({ Message: documented.Message, Player: { Handed: 'RH' } });
      expect(Object.keys(reply)).toEqual(Object.keys(documented));
      expect((reply.Player as { Club: string }).Club).toMatch(/^(DR|PT|[WHI]\d|[PGSL]W)$/);
    }
  });

  it("gspro-connector's own test replies read with its reader as ours do, field for field", async () => {
    const reader = kjd.reader();
    reader.push(kjdStatusTest.success + kjdStatusTest.playerInfo);
    expect(reader.errors).toBe(0);
    const [success, info] = reader.statuses;

    const { code } = await service.issuePairing(57);
    const c = await rawConnector();
    await c.write(kjd.heartbeat(code));
    await c.replies(2);
    const ours = kjd.reader();
    for (const read of c.reads) ours.push(read);
    expect(ours.errors).toBe(0);
    // "Connected" is a field of the connector's own Status class (it serializes it too), not one GSPro sends.
    const { Connected: _connected, ...gsproSuccess } = success as Record<string, unknown>;
    const { Connected: _alsoConnected, ...gsproInfo } = info as Record<string, unknown>;
    expect(ours.statuses).toEqual([gsproSuccess, gsproInfo]);
  });
});
