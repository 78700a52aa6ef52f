import { afterAll, expect, it } from 'vitest';
import type { UploadedImage } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { addGameVersion, ELF_EXECUTABLE, filesUnder, multipartFile, noiseImage, tinyZip } from '../../../test/files';
import { startS3Server } from '../../../test/s3-server';
import { createTestUser } from '../../../test/users';
import { createS3Storage } from '../../storage/s3-storage';
import { createSettingsReader } from '../settings/settings.reader';
import { createDownloadLinks } from './download-links';

// The same routes on the S3 driver, against a real S3-protocol server: what is uploaded is served from the bucket.
const s3 = await startS3Server();
afterAll(() => s3.close());
const storage = createS3Storage(s3.options);
// The sweeper's clock, moved past the grace by the sweeping test; the bucket keeps the real times.
let now = Date.now();
const testApp = await createTestApp({ storage, clock: () => now });
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-game-versions'] });

const post = (url: string, file: Parameters<typeof multipartFile>[0]) => {
  const { payload, headers } = multipartFile(file);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...staff.headers } });
};

it('stores an image and its variants in the bucket and serves them', async () => {
  const res = await post('/api/v1/admin/uploads/images', {
    filename: 'a.webp',
    contentType: 'image/webp',
    data: await noiseImage(48, 32, 'webp'),
  });
  expect(res.statusCode).toBe(201);
  const image: UploadedImage = res.json().data;
  for (const url of [image.url, ...image.variants.map((variant) => variant.url)]) {
    expect(await storage.exists(url.replace('/files/', ''))).toBe(true);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
  }
  const head = await app.inject({ method: 'HEAD', url: image.url });
  expect(head.statusCode).toBe(200);
  expect(Number(head.headers['content-length'])).toBe(image.size);
});

it('refuses an executable without writing to the bucket', async () => {
  const before = await filesUnder(s3.directory);
  expect(before.length).toBeGreaterThan(0);
  const res = await post('/api/v1/admin/uploads/images', {
    filename: 'x.png',
    contentType: 'image/png',
    data: ELF_EXECUTABLE,
  });
  expectError(res, 'files.unsupported_type', { params: { types: 'PNG, JPEG, WebP' } });
  expect(await filesUnder(s3.directory)).toEqual(before);
});

it('streams a build into the bucket and out through a signed link', async () => {
  const zip = tinyZip('s3 build');
  const res = await post('/api/v1/admin/uploads/builds', {
    filename: 'g.zip',
    contentType: 'application/zip',
    data: zip,
  });
  expect(res.statusCode).toBe(201);
  const links = createDownloadLinks({
    secret: testApp.config.secret!,
    settings: createSettingsReader(testApp.database.db),
  });
  const download = await app.inject({ method: 'GET', url: (await links.sign(res.json().data.key)).url });
  expect(download.statusCode).toBe(200);
  expect(download.rawPayload.equals(zip)).toBe(true);
});

it('the sweeper deletes from the bucket, past the grace, what no record names', async () => {
  const { data: image } = (
    await post('/api/v1/admin/uploads/images', {
      filename: 'b.png',
      contentType: 'image/png',
      data: await noiseImage(20, 20),
    })
  ).json() as { data: UploadedImage };
  const { data: build } = (
    await post('/api/v1/admin/uploads/builds', {
      filename: 'k.zip',
      contentType: 'application/zip',
      data: tinyZip('kept'),
    })
  ).json() as { data: { key: string } };
  await addGameVersion(app, staff, '9.9.9', build.key);
  expect((await app.fileSweeper.sweep()).deleted).toEqual([]);
  now += 8 * 24 * 3_600_000;
  const { deleted } = await app.fileSweeper.sweep();
  expect(deleted).toContain(image.url.replace(/^\/files\/|\.png$/g, ''));
  expect(deleted).not.toContain(build.key.replace(/\.zip$/, ''));
  for (const url of [image.url, ...image.variants.map((variant) => variant.url)])
    expect(await storage.exists(url.replace('/files/', ''))).toBe(false);
  expect(await storage.exists(build.key)).toBe(true);
});
