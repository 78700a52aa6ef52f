import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, type UploadedImage } from '@golf/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { ELF_EXECUTABLE, filesUnder, multipartFile, noiseImage, tinyZip } from '../../../test/files';
import { createTestUser, type TestUser } from '../../../test/users';
import { createDiskStorage } from '../../storage/disk-storage';

const dir = await mkdtemp(join(tmpdir(), 'golf-uploads-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
// Small limits, so "over the limit" is a small file.
const IMAGE_LIMIT = 20 * 1024;
const AVATAR_LIMIT = 16 * 1024;
const testApp: TestApp = await createTestApp({
  env: { UPLOAD_IMAGE_MAX_BYTES: String(IMAGE_LIMIT), UPLOAD_AVATAR_MAX_BYTES: String(AVATAR_LIMIT) },
  storage: createDiskStorage(dir),
});
const { app } = testApp;

let staff: TestUser;
let player: TestUser;
beforeAll(async () => {
  staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-courses'] });
  player = await createTestUser(testApp);
});

const upload = (url: string, user: TestUser | null, file: Parameters<typeof multipartFile>[0], method = 'POST') => {
  const { payload, headers } = multipartFile(file);
  return app.inject({
    method: method as 'POST' | 'PUT',
    url,
    payload,
    headers: { ...headers, ...(user ? user.headers : {}) },
  });
};
const uploadImage = (file: Parameters<typeof multipartFile>[0]) => upload('/api/v1/admin/uploads/images', staff, file);
const uploadAvatar = (file: Parameters<typeof multipartFile>[0]) =>
  upload('/api/v1/users/me/avatar', player, file, 'PUT');

/** Each refusal leaves storage as it was: nothing half-written, no variant without its original. */
async function expectNothingStored(action: () => Promise<void>) {
  const before = await filesUnder(dir);
  await action();
  expect(await filesUnder(dir)).toEqual(before);
}

describe('uploading an image', () => {
  it('stores the original and its variants under content-addressed names, served immutable', async () => {
    const png = await noiseImage(64, 48);
    const res = await uploadImage({ filename: 'course.png', contentType: 'image/png', data: png });
    expect(res.statusCode).toBe(201);
    const image: UploadedImage = res.json().data;
    expect(image).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect(image.url).toMatch(/^\/files\/images\/[0-9a-f]{64}\.png$/);
    expect(image.variants.map((v) => v.url)).toEqual([
      imageVariantUrl(image.url, 320),
      imageVariantUrl(image.url, 960),
    ]);

    const served = await app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const variant = await app.inject({ method: 'GET', url: image.variants[0]!.url });
    expect(variant.headers['content-type']).toBe('image/webp');
    const again = await app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': served.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
  });

  it('reads the type from the content: a JPEG named .png is stored as a JPEG', async () => {
    const jpeg = await noiseImage(40, 30, 'jpeg');
    const res = await uploadImage({ filename: 'photo.png', contentType: 'image/png', data: jpeg });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.url).toMatch(/\.jpeg$/);
  });

  it('accepts WebP', async () => {
    const res = await uploadImage({
      filename: 'a.webp',
      contentType: 'image/webp',
      data: await noiseImage(30, 30, 'webp'),
    });
    expect(res.json().data.format).toBe('webp');
  });

  it('refuses an executable renamed .png, storing nothing', async () => {
    await expectNothingStored(async () => {
      const res = await uploadImage({ filename: 'game.png', contentType: 'image/png', data: ELF_EXECUTABLE });
      expectError(res, 'files.unsupported_type', { params: { types: 'PNG, JPEG, WebP' } });
    });
  });

  it('refuses an image over the limit, storing nothing', async () => {
    const big = await noiseImage(200, 200);
    expect(big.length).toBeGreaterThan(IMAGE_LIMIT);
    await expectNothingStored(async () => {
      const res = await uploadImage({ filename: 'big.png', contentType: 'image/png', data: big });
      expectError(res, 'files.too_large', { params: { limit: '20 KiB' } });
    });
  });

  it('refuses an empty file, storing nothing', async () => {
    await expectNothingStored(async () => {
      const res = await uploadImage({ filename: 'empty.png', contentType: 'image/png', data: Buffer.alloc(0) });
      expectError(res, 'files.empty_file');
    });
  });

  it('refuses a damaged image (a PNG cut short), storing nothing', async () => {
    const png = await noiseImage(64, 48);
    await expectNothingStored(async () => {
      const res = await uploadImage({ filename: 'cut.png', contentType: 'image/png', data: png.subarray(0, 300) });
      expectError(res, 'files.unreadable_image');
    });
  });

  it('asks for the file in the "file" field, and for a multipart body', async () => {
    const png = await noiseImage(8, 8);
    expectError(
      await uploadImage({ field: 'image', filename: 'a.png', contentType: 'image/png', data: png }),
      'files.missing_file',
    );
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads/images',
      headers: staff.headers,
      payload: { url: 'x' },
    });
    expectError(json, 'general.unsupported_media_type', { params: { type: 'application/json' } });
  });

  it('is for staff only', async () => {
    const png = await noiseImage(8, 8);
    expectError(
      await upload('/api/v1/admin/uploads/images', player, { filename: 'a.png', contentType: 'image/png', data: png }),
      'auth.insufficient_permissions',
    );
    expectError(
      await upload('/api/v1/admin/uploads/images', null, { filename: 'a.png', contentType: 'image/png', data: png }),
      'auth.unauthorized',
    );
  });

  it('answers 404 for an image that does not exist, and never serves a build as an image', async () => {
    expectError(await app.inject({ method: 'GET', url: `/files/images/${'0'.repeat(64)}.png` }), 'general.not_found');
    expectError(await app.inject({ method: 'GET', url: '/files/builds/x.zip' }), 'general.not_found');
    expectError(await app.inject({ method: 'GET', url: '/files/images/..%2F..%2Fsecret' }), 'general.not_found');
  });
});

describe("a player's avatar", () => {
  it('is uploaded and shown on the account, and can be removed', async () => {
    const res = await uploadAvatar({
      filename: 'me.jpg',
      contentType: 'image/jpeg',
      data: await noiseImage(32, 32, 'jpeg'),
    });
    expect(res.statusCode).toBe(200);
    const avatar = res.json().data.avatar as string;
    expect(avatar).toMatch(/^\/files\/images\/[0-9a-f]{64}\.jpeg$/);
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: player.headers });
    expect(me.json().data.avatar).toBe(avatar);

    const removed = await app.inject({ method: 'DELETE', url: '/api/v1/users/me/avatar', headers: player.headers });
    expect(removed.json().data.avatar).toBeNull();
    const after = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: player.headers });
    expect(after.json().data.avatar).toBeNull();
  });

  it('refuses a zip as an avatar, storing nothing and keeping the old one', async () => {
    await expectNothingStored(async () => {
      const res = await uploadAvatar({ filename: 'me.png', contentType: 'image/png', data: tinyZip() });
      expectError(res, 'files.unsupported_type', { params: { types: 'PNG, JPEG, WebP' } });
    });
    const me = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: player.headers });
    expect(me.json().data.avatar).toBeNull();
  });

  it('has its own, smaller limit', async () => {
    const image = await noiseImage(80, 80);
    expect(image.length).toBeGreaterThan(AVATAR_LIMIT);
    expect(image.length).toBeLessThan(IMAGE_LIMIT);
    await expectNothingStored(async () => {
      expectError(
        await uploadAvatar({ filename: 'me.png', contentType: 'image/png', data: image }),
        'files.too_large',
        {
          params: { limit: '16 KiB' },
        },
      );
    });
  });

  it('is changed at most ten times an hour; the eleventh upload is refused and stores nothing', async () => {
    const changer = await createTestUser(testApp);
    const image = await noiseImage(8, 8);
    const change = () =>
      upload('/api/v1/users/me/avatar', changer, { filename: 'me.png', contentType: 'image/png', data: image }, 'PUT');
    for (let upload = 0; upload < 10; upload += 1) expect((await change()).statusCode).toBe(200);
    await expectNothingStored(async () => {
      const refused = await change();
      expectError(refused, 'files.avatar_changed_too_often', {
        params: { max: 10, minutes: Math.ceil(Number(refused.headers['retry-after']) / 60) },
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    });
    // Another player is not held back by it.
    expect((await uploadAvatar({ filename: 'me.png', contentType: 'image/png', data: image })).statusCode).toBe(200);
  });

  it('needs a signed-in player', async () => {
    const res = await upload(
      '/api/v1/users/me/avatar',
      null,
      { filename: 'me.png', contentType: 'image/png', data: await noiseImage(8, 8) },
      'PUT',
    );
    expectError(res, 'auth.unauthorized');
  });
});
