import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import {
  createJsonObjectSplitter,
  parseMessage,
  playerReply,
  shotId,
  type MonitorLaunch,
  type SplitItem,
} from './open-connect';

/** The example shot of the Open Connect v1 documentation, as connectors send it. */
const SHOT = {
  DeviceID: 'GSPro LM 1.1',
  Units: 'Yards',
  ShotNumber: 13,
  APIversion: '1',
  BallData: {
    Speed: 147.5,
    SpinAxis: -13.2,
    TotalSpin: 3250.0,
    BackSpin: 2500.0,
    SideSpin: -800.0,
    HLA: 2.3,
    VLA: 14.3,
    CarryDistance: 256.5,
  },
  ClubData: { Speed: 0, AngleOfAttack: 0, FaceToTarget: 0, Lie: 0, Loft: 0, Path: 0 },
  ShotDataOptions: {
    ContainsBallData: true,
    ContainsClubData: false,
    LaunchMonitorIsReady: true,
    LaunchMonitorBallDetected: true,
    IsHeartBeat: false,
  },
};

const objects = (items: SplitItem[]) => items.map((item) => (item.kind === 'object' ? item.text : item.kind));

describe('the JSON object splitter', () => {
  it.each([
    ['one object', ['{"a":1}'], ['{"a":1}']],
    ['two objects back to back', ['{"a":1}{"b":2}'], ['{"a":1}', '{"b":2}']],
    ['newline-separated objects', ['{"a":1}\r\n{"b":2}\n'], ['{"a":1}', '{"b":2}']],
    ['an object split across writes', ['{"a":', '1}'], ['{"a":1}']],
    ['an object split inside a string', ['{"a":"x', 'y"}'], ['{"a":"xy"}']],
    ['braces inside strings', ['{"a":"}{"}'], ['{"a":"}{"}']],
    ['an escaped quote before a brace', ['{"a":"\\"}"}'], ['{"a":"\\"}"}']],
    ['an escaped backslash ending a string', ['{"a":"\\\\"}{"b":1}'], ['{"a":"\\\\"}', '{"b":1}']],
    ['nested objects', ['{"a":{"b":{"c":1}}}'], ['{"a":{"b":{"c":1}}}']],
    ['text between objects, reported once', ['{"a":1}hello world{"b":2}'], ['{"a":1}', 'junk', '{"b":2}']],
    ['a stray closing brace', ['{"a":1}}{"b":2}'], ['{"a":1}', 'junk', '{"b":2}']],
  ])('%s', (_name, chunks, expected) => {
    const splitter = createJsonObjectSplitter(1000);
    const items = chunks.flatMap((chunk) => splitter.push(chunk));
    expect(objects(items)).toEqual(expected);
    expect(splitter.pending).toBe(0);
  });

  it('delivers a message byte by byte', () => {
    const splitter = createJsonObjectSplitter(10_000);
    const text = JSON.stringify(SHOT) + JSON.stringify({ ...SHOT, ShotNumber: 14 });
    const items = [...text].flatMap((character) => splitter.push(character));
    expect(objects(items)).toEqual([JSON.stringify(SHOT), JSON.stringify({ ...SHOT, ShotNumber: 14 })]);
  });

  it('reports an object over the limit once, skips the rest of it and finds the next one', () => {
    const splitter = createJsonObjectSplitter(50);
    const big = JSON.stringify({ filler: 'x'.repeat(200), inner: { a: '}' } });
    const items = [...splitter.push(big.slice(0, 120)), ...splitter.push(big.slice(120) + '{"b":2}')];
    expect(objects(items)).toEqual(['too_large', '{"b":2}']);
    // Nothing of the big object is held.
    expect(splitter.pending).toBe(0);
  });

  it('holds an incomplete object until it is complete', () => {
    const splitter = createJsonObjectSplitter(1000);
    expect(splitter.push('  {"a":[1,2')).toEqual([]);
    expect(splitter.pending).toBe(9);
    expect(objects(splitter.push(']}'))).toEqual(['{"a":[1,2]}']);
  });
});

describe('parsing Open Connect messages', () => {
  it('turns a shot into our units: mph to m/s, spin from total spin and axis', () => {
    const parsed = parseMessage(JSON.stringify(SHOT));
    expect(parsed.kind).toBe('shot');
    if (parsed.kind !== 'shot') return;
    expect(parsed.deviceId).toBe('GSPro LM 1.1');
    expect(parsed.shotNumber).toBe(13);
    // 147.5 mph × 0.44704 = 65.94 m/s.
    expect(parsed.launch.ballSpeed).toBeCloseTo(65.94, 2);
    expect(parsed.launch.launchAngle).toBe(14.3);
    expect(parsed.launch.azimuth).toBe(2.3);
    // 3250 rpm about an axis tilted 13.2° left: 3164 back, −742 side (curves left).
    expect(parsed.launch.backSpin).toBe(Math.round(3250 * Math.cos((-13.2 * Math.PI) / 180)));
    expect(parsed.launch.sideSpin).toBe(Math.round(3250 * Math.sin((-13.2 * Math.PI) / 180)));
    expect(parsed.launch.sideSpin).toBeLessThan(0);
    // A club speed of 0 is "not measured".
    expect(parsed.launch.clubSpeed).toBeUndefined();
  });

  it('uses back and side spin when there is no total spin, and reads keys in any case', () => {
    const parsed = parseMessage(
      JSON.stringify({
        DeviceID: 'R10',
        ShotNumber: 2,
        BallData: { Speed: '100', VLA: 20, HLA: -1.5, Backspin: 5000, SideSpin: 300 },
        ClubData: { Speed: 80 },
        ShotDataOptions: { ContainsBallData: true },
      }),
    );
    expect(parsed).toMatchObject({
      kind: 'shot',
      launch: { ballSpeed: 44.7, launchAngle: 20, azimuth: -1.5, backSpin: 5000, sideSpin: 300, clubSpeed: 35.76 },
    });
  });

  it.each([
    ['a heartbeat', { ...SHOT, ShotDataOptions: { ...SHOT.ShotDataOptions, IsHeartBeat: true } }, 'heartbeat'],
    [
      'a status message (ready, no ball data)',
      { DeviceID: 'R10', ShotDataOptions: { ContainsBallData: false, LaunchMonitorIsReady: true } },
      'status',
    ],
    ['ball data of a zero-speed status without options', { DeviceID: 'X', BallData: { Speed: 0 } }, 'status'],
    ['our pairing extension', { PairingCode: 'K7Q2MX' }, 'pairing'],
    [
      'club data without ball data',
      { DeviceID: 'X', ClubData: { Speed: 95 }, ShotDataOptions: { ContainsBallData: false, ContainsClubData: true } },
      'club',
    ],
    ['club data without options', { DeviceID: 'X', BallData: null, ClubData: { Speed: 95 } }, 'club'],
    [
      'a status message with null flags',
      { DeviceID: 'X', ShotDataOptions: { ContainsBallData: false, LaunchMonitorIsReady: null } },
      'status',
    ],
  ])('%s is not a shot', (_name, message, kind) => {
    expect(parseMessage(JSON.stringify(message)).kind).toBe(kind);
  });

  it.each([
    ['a null club speed', { ClubData: { Speed: null, Path: null } }],
    ['null club data', { ClubData: null }],
    [
      'null optional ball fields',
      { BallData: { ...SHOT.BallData, BackSpin: null, SideSpin: null, CarryDistance: null } },
    ],
  ])('tolerates %s', (_name, change) => {
    const parsed = parseMessage(JSON.stringify({ ...SHOT, ...change }));
    expect(parsed).toMatchObject({ kind: 'shot', launch: { ballSpeed: 65.94 } });
    if (parsed.kind === 'shot') expect(parsed.launch.clubSpeed).toBeUndefined();
  });

  it('keeps the readiness flags of a status message', () => {
    expect(
      parseMessage(
        JSON.stringify({
          DeviceID: 'R10',
          ShotDataOptions: { ContainsBallData: false, LaunchMonitorIsReady: false, LaunchMonitorBallDetected: true },
        }),
      ),
    ).toEqual({ kind: 'status', deviceId: 'R10', ready: false, ballDetected: true });
  });

  it.each([
    ['broken JSON', '{"DeviceID": "x", "BallData": {', 'malformed'],
    ['a JSON array', '[1,2]', 'malformed'],
    ['a JSON string', '"shot"', 'malformed'],
  ])('%s is malformed', (_name, text, reason) => {
    expect(parseMessage(text)).toMatchObject({ kind: 'invalid', reason });
  });

  const withBall = (ball: Record<string, unknown>) => ({ ...SHOT, BallData: { ...SHOT.BallData, ...ball } });
  it.each([
    ['a missing ball speed', { ...SHOT, BallData: { VLA: 10, HLA: 0, TotalSpin: 3000 } }, 'balldata.speed'],
    ['a ball speed of 500 mph', withBall({ Speed: 500 }), 'balldata.speed'],
    ['a negative ball speed', withBall({ Speed: -20 }), 'balldata.speed'],
    ['a launch angle of 120°', withBall({ VLA: 120 }), 'balldata.vla'],
    ['an HLA of 80°', withBall({ HLA: 80 }), 'balldata.hla'],
    ['a spin of 40,000 rpm', withBall({ TotalSpin: 40_000 }), 'balldata.totalspin'],
    ['a speed that is not a number', withBall({ Speed: 'fast' }), 'balldata.speed'],
    ['no spin at all', { ...SHOT, BallData: { Speed: 100, VLA: 10, HLA: 0 } }, 'TotalSpin or BackSpin'],
    ['no ShotNumber', { ...SHOT, ShotNumber: undefined }, 'shotnumber'],
    ['no DeviceID', { ...SHOT, DeviceID: '' }, 'deviceid'],
  ])('%s is a bad shot', (_name, message, field) => {
    const parsed = parseMessage(JSON.stringify(message));
    expect(parsed).toMatchObject({ kind: 'invalid', reason: 'shot' });
    if (parsed.kind === 'invalid') expect(parsed.detail).toContain(field);
  });
});

describe('shot ids', () => {
  const launch: MonitorLaunch = { ballSpeed: 65.94, launchAngle: 14.3, azimuth: 2.3, backSpin: 3164, sideSpin: -742 };

  it('are UUIDs, the same for a resent shot', () => {
    const id = shotId(7, 'R10', 13, launch);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(shotId(7, 'R10', 13, { ...launch })).toBe(id);
  });

  it.each([
    ['another shot number', () => shotId(7, 'R10', 14, launch)],
    ['another device', () => shotId(7, 'Mevo', 13, launch)],
    ['another player', () => shotId(8, 'R10', 13, launch)],
    [
      'the same number after a connector restart, another ball',
      () => shotId(7, 'R10', 13, { ...launch, ballSpeed: 60 }),
    ],
  ])('differ for %s', (_name, other) => {
    expect(other()).not.toBe(shotId(7, 'R10', 13, launch));
  });
});

describe('the player information reply', () => {
  it.each([
    ['R', enums.club.driver, 36576, { Handed: 'RH', Club: 'DR', DistanceToTarget: 400 }],
    ['L', enums.club.iron_7, 15000, { Handed: 'LH', Club: 'I7', DistanceToTarget: 164 }],
    ['R', enums.club.wood_3, 20000, { Handed: 'RH', Club: 'W3', DistanceToTarget: 219 }],
    ['R', enums.club.hybrid, 18000, { Handed: 'RH', Club: 'H4', DistanceToTarget: 197 }],
    ['R', enums.club.putter, null, { Handed: 'RH', Club: 'PT' }],
  ] as const)('hand %s, club %s, %s cm to the pin', (hand, club, distance, player) => {
    expect(playerReply(hand, club, distance)).toEqual({
      Code: 201,
      Message: 'GSPro Player Information',
      Player: player,
    });
  });
});
