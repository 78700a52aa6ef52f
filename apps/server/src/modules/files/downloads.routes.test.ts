import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { ELF_EXECUTABLE, filesUnder, multipartFile, noiseImage, tinyZip } from '../../../test/files';
import { createTestUser, type TestUser } from '../../../test/users';
import { createDiskStorage } from '../../storage/disk-storage';
import { createSettingsReader } from '../settings/settings.reader';
import { createDownloadLinks } from './download-links';

const dir = await mkdtemp(join(tmpdir(), 'golf-builds-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const testApp: TestApp = await createTestApp({
  env: { UPLOAD_BUILD_MAX_BYTES: '4096' },
  storage: createDiskStorage(dir),
});
const { app } = testApp;
const settings = createSettingsReader(testApp.database.db);
const DAY = 24 * 3600 * 1000;
/** Links as the platform signs them, at a chosen moment (the same secret and setting as the app). */
const linksAt = (now: number) => createDownloadLinks({ secret: testApp.config.secret!, settings, now: () => now });

let releaser: TestUser;
let staff: TestUser;
beforeAll(async () => {
  releaser = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-game-versions'] });
  staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-courses'] });
});

const uploadBuild = (user: TestUser, data: Buffer, filename = 'game.zip') => {
  const { payload, headers } = multipartFile({ filename, contentType: 'application/zip', data });
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads/builds',
    payload,
    headers: { ...headers, ...user.headers },
  });
};

describe('game builds', () => {
  it('are stored by content hash and downloaded only through a signed link, until it expires', async () => {
    const zip = tinyZip('build 1.0.5');
    const res = await uploadBuild(releaser, zip);
    expect(res.statusCode).toBe(201);
    const build = res.json().data as { key: string; size: number; sha256: string };
    expect(build).toMatchObject({ key: `builds/${build.sha256}.zip`, size: zip.length });

    // Not public: only a signed link serves it.
    expectError(await app.inject({ method: 'GET', url: `/files/${build.key}` }), 'general.not_found');
    expectError(await app.inject({ method: 'GET', url: `/downloads/${build.key}` }), 'files.invalid_download_link');

    const signedAt = Date.now();
    const link = await linksAt(signedAt).sign(build.key);
    // download_link_expiry_days is 7 in the seed.
    expect(Date.parse(link.expires_at)).toBe(Math.floor(signedAt / 1000) * 1000 + 7 * DAY);
    const download = await app.inject({ method: 'GET', url: link.url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(zip)).toBe(true);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${build.sha256}.zip"`);

    const head = await app.inject({ method: 'HEAD', url: link.url });
    expect({ status: head.statusCode, length: head.headers['content-length'], body: head.rawPayload.length }).toEqual({
      status: 200,
      length: String(zip.length),
      body: 0,
    });

    // Resuming: one byte range, then the rest; a range past the end is refused.
    const part = await app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${zip.length}`);
    expect(part.rawPayload.equals(zip.subarray(10, 20))).toBe(true);
    const rest = await app.inject({ method: 'GET', url: link.url, headers: { range: 'bytes=20-' } });
    expect(rest.rawPayload.equals(zip.subarray(20))).toBe(true);
    const past = await app.inject({ method: 'GET', url: link.url, headers: { range: `bytes=${zip.length}-` } });
    expectError(past, 'files.range_not_satisfiable', { params: { size: zip.length } });
    expect(past.headers['content-range']).toBe(`bytes */${zip.length}`);

    const tampered = link.url.replace(/signature=([0-9a-f])/, (_m, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expectError(await app.inject({ method: 'GET', url: tampered }), 'files.invalid_download_link');
    const longer = link.url.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + DAY / 1000}`);
    expectError(await app.inject({ method: 'GET', url: longer }), 'files.invalid_download_link');

    // Signed eight days ago with a seven-day expiry: refused as expired.
    const old = await linksAt(signedAt - 8 * DAY).sign(build.key);
    expectError(await app.inject({ method: 'GET', url: old.url }), 'files.download_link_expired');
  });

  it('must be zips: an executable is refused, and nothing is stored', async () => {
    const before = await filesUnder(dir);
    expectError(await uploadBuild(releaser, ELF_EXECUTABLE, 'game.zip'), 'files.unsupported_type', {
      params: { types: 'ZIP' },
    });
    expectError(await uploadBuild(releaser, await noiseImage(8, 8), 'game.zip'), 'files.unsupported_type', {
      params: { types: 'ZIP' },
    });
    expectError(await uploadBuild(releaser, Buffer.alloc(0)), 'files.empty_file');
    expectError(await uploadBuild(releaser, Buffer.concat([tinyZip(), Buffer.alloc(5000)])), 'files.too_large', {
      params: { limit: '4 KiB' },
    });
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('are uploaded with manage-game-versions only', async () => {
    expectError(await uploadBuild(staff, tinyZip()), 'auth.insufficient_permissions');
  });
});
