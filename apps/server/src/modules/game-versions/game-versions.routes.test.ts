import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/app';
import { staffActionsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { multipartFile, tinyZip } from '../../../test/files';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';
import { userFeatureUnlocks } from '../../db/schema';
import { createDiskStorage } from '../../storage/disk-storage';

const dir = await mkdtemp(join(tmpdir(), 'golf-versions-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const DAY = 24 * 3600 * 1000;
let now = Date.now();
const fanout = createRecordingFanout();
const testApp: TestApp = await createTestApp({ storage: createDiskStorage(dir), fanout, clock: () => now });
const { app } = testApp;
const BASE = '/api/v1/admin/game-versions';

let releaser: TestUser;
beforeAll(async () => {
  releaser = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-game-versions'] });
});

const call = (method: HTTPMethods, url: string, payload?: object, user: TestUser = releaser) =>
  app.inject({ method, url, payload, headers: user.headers });

async function uploadBuild(content: string): Promise<string> {
  const { payload, headers } = multipartFile({
    filename: 'game.zip',
    contentType: 'application/zip',
    data: tinyZip(content),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads/builds',
    payload,
    headers: { ...headers, ...releaser.headers },
  });
  expect(res.statusCode).toBe(201);
  return (res.json().data as { key: string }).key;
}

async function addVersion(version: string, extra: object = {}) {
  const res = await call('POST', BASE, { version, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; version: string; latest: boolean; file: string | null };
}

const latestFlags = async () =>
  ((await call('GET', `${BASE}?per_page=100`)).json().data as { version: string; latest: boolean }[])
    .filter((row) => row.latest)
    .map((row) => row.version);

describe('game versions in the back-office', () => {
  it('adds versions with a build; marking one latest unmarks the others and announces it on system', async () => {
    const build = await uploadBuild('build 1.0.0');
    const first = await addVersion('1.0.0', { file: build, latest: true });
    expect(first).toMatchObject({ version: '1.0.0', latest: true, file: build });
    const second = await addVersion('1.1.0');
    expect(second.latest).toBe(false);

    fanout.messages.length = 0;
    const marked = await call('PATCH', `${BASE}/${second.id}`, { latest: true });
    expect(marked.statusCode).toBe(200);
    expect(await latestFlags()).toEqual(['1.1.0']);
    const released = fanout.events('system');
    expect(released).toEqual([
      { event: 'version.released', payload: { version: '1.1.0', updated_at: marked.json().data.updated_at } },
    ]);

    // Marking the latest again announces nothing new.
    await call('PATCH', `${BASE}/${second.id}`, { latest: true });
    expect(fanout.events('system')).toHaveLength(1);

    // The list: latest first, then the most recently changed.
    await call('PATCH', `${BASE}/${first.id}`, { file: null });
    const list = (await call('GET', BASE)).json();
    expect(list.data.map((row: { version: string }) => row.version).slice(0, 2)).toEqual(['1.1.0', '1.0.0']);

    // Every add and change is in the activity log with who made it, before and after.
    const subject = { type: 'game_version', id: second.id };
    expect(await staffActionsOf(testApp, 'game_versions.created', subject)).toMatchObject([
      { actor_id: releaser.id, properties: { before: null, after: { version: '1.1.0', latest: false } } },
    ]);
    expect((await staffActionsOf(testApp, 'game_versions.updated', subject))[0]).toMatchObject({
      actor_id: releaser.id,
      properties: { before: { latest: false }, after: { latest: true } },
    });
  });

  it('leaves exactly one latest when staff mark several at once (a race on PostgreSQL)', async () => {
    const versions = await Promise.all(['5.0.0', '5.0.1', '5.0.2', '5.0.3', '5.0.4'].map((v) => addVersion(v)));
    fanout.messages.length = 0;
    const marks = await Promise.all(versions.map((v) => call('PATCH', `${BASE}/${v.id}`, { latest: true })));
    expect(marks.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const latest = await latestFlags();
    expect(latest).toHaveLength(1);
    // Each mark made its version latest in turn, so each was announced; the last one is what stands.
    const announced = fanout.events('system').map((e) => (e.payload as { version: string }).version);
    expect(announced).toHaveLength(5);
    expect(versions.map((v) => v.version)).toContain(latest[0]);
  });

  it('refuses a duplicate version, a build key that is not stored and a bad version', async () => {
    await addVersion('3.0.0');
    const duplicate = await call('POST', BASE, { version: '3.0.0' });
    expectError(duplicate, 'general.validation_failed');
    expect(duplicate.json().errors.version).toEqual(['The version has already been taken.']);

    const missing = await call('POST', BASE, { version: '3.0.1', file: `builds/${'a'.repeat(64)}.zip` });
    expectError(missing, 'general.validation_failed');
    expect(missing.json().errors.file).toEqual(['The selected file is invalid.']);

    const typed = await call('POST', BASE, { version: '3.0.2', file: '../secret.zip' });
    expectError(typed, 'general.validation_failed');
    expect(Object.keys(typed.json().errors)).toEqual(['file']);

    const bad = await call('POST', BASE, { version: 'one two' });
    expectError(bad, 'general.validation_failed');
    expect(bad.json().errors.version).toEqual(['The version field format is invalid.']);

    expectError(await call('PATCH', `${BASE}/999999`, { latest: true }), 'general.not_found');
  });

  it('answers 401 to anonymous callers and 403 without manage-game-versions', async () => {
    const player = await createTestUser(testApp);
    const otherStaff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-promotions'] });
    const requests: [HTTPMethods, string, object?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['POST', BASE, { version: '9.9.9' }],
      ['PUT', `${BASE}/1`, { version: '9.9.9' }],
      ['PATCH', `${BASE}/1`, { latest: true }],
    ];
    for (const [method, url, payload] of requests) {
      expectError(await app.inject({ method, url, payload }), 'auth.unauthorized');
      for (const user of [player, otherStaff])
        expectError(await call(method, url, payload, user), 'auth.insufficient_permissions');
    }
  });
});

describe('the game client API', () => {
  it('answers the latest version, the version check and a signed link for players with software_download', async () => {
    const build = await uploadBuild('build 2.0.0');
    const version = await addVersion('2.0.0', { file: build, latest: true });

    const latest = await app.inject({ url: '/api/v1/game-versions/latest' });
    expect(latest.json().data).toMatchObject({ version: '2.0.0', has_build: true });

    const check = (v: string) => app.inject({ url: `/api/v1/game-versions/check?version=${v}` });
    expect((await check('1.9.9')).json().data).toMatchObject({
      status: 'update_available',
      latest: { version: '2.0.0' },
    });
    expect((await check('2.0.0')).json().data.status).toBe('up_to_date');
    expect((await check('2.0.0-beta.1')).json().data.status).toBe('update_available');
    expect((await check('2.0.1')).json().data.status).toBe('up_to_date');
    expectError(await check('a%20b'), 'general.validation_failed');

    const player = await createTestUser(testApp);
    const download = () => call('POST', '/api/v1/game-versions/latest/download', undefined, player);
    expectError(await download(), 'users.missing_software_download');
    expectError(
      await app.inject({ method: 'POST', url: '/api/v1/game-versions/latest/download' }),
      'auth.unauthorized',
    );

    await testApp.database.db
      .insert(userFeatureUnlocks)
      .values({ userId: player.id, feature: 'software_download', entityType: 'voucher', entityId: null });
    const granted = await download();
    expect(granted.statusCode).toBe(200);
    const link = granted.json().data as { version: string; url: string; expires_at: string };
    expect(link.version).toBe('2.0.0');
    expect(Date.parse(link.expires_at)).toBe(Math.floor(now / 1000) * 1000 + 7 * DAY);
    const file = await app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(tinyZip('build 2.0.0'))).toBe(true);

    // Past the setting's 7 days the same link is refused.
    const signedAt = now;
    now = signedAt + 7 * DAY + 1000;
    try {
      expectError(await app.inject({ url: link.url }), 'files.download_link_expired');
    } finally {
      now = signedAt;
    }

    // A latest version without a build has nothing to download.
    await call('PATCH', `${BASE}/${version.id}`, { file: null });
    expectError(await download(), 'files.no_game_build');
  });

  it('says so in Swedish', async () => {
    const player = await createTestUser(testApp);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/game-versions/latest/download',
      headers: { ...player.headers, 'accept-language': 'sv' },
    });
    expectError(res, 'users.missing_software_download', { locale: 'sv' });
  });
});
