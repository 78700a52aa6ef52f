import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3-server';
import { createDiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage, parseListing } from './s3-storage';

const read = async (storage: FileStorage, key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  return { ...file, data: Buffer.concat(await Readable.from(file.body).toArray()) };
};

/** One suite, two drivers: whatever the disk driver promises, the S3 driver against a real S3 server keeps. */
const drivers: [string, () => Promise<{ storage: FileStorage; close(): Promise<void> }>][] = [
  [
    'disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'golf-storage-'));
      return { storage: createDiskStorage(dir), close: () => rm(dir, { recursive: true, force: true }) };
    },
  ],
  [
    's3 (s3rver)',
    async () => {
      const server = await startS3Server();
      return { storage: createS3Storage(server.options), close: server.close };
    },
  ],
];

describe.each(drivers)('file storage: %s', (_name, open) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await open());
  });
  afterAll(async () => {
    await storage.close();
    await close();
  });

  it('stores a buffer and reads back the same bytes, size and type', async () => {
    const data = randomBytes(70_000);
    await storage.put('images/abc.png', data, { contentType: 'image/png', size: data.length });
    const file = await read(storage, 'images/abc.png');
    expect(file?.contentType).toBe('image/png');
    expect(file?.size).toBe(data.length);
    expect(file?.data.equals(data)).toBe(true);
    expect(await storage.exists('images/abc.png')).toBe(true);
  });

  it('stores a stream of a declared length', async () => {
    const chunks = [randomBytes(40_000), randomBytes(25_000), randomBytes(3)];
    const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    await storage.put('builds/game.zip', Readable.from(chunks), { contentType: 'application/zip', size });
    const file = await read(storage, 'builds/game.zip');
    expect(file?.size).toBe(size);
    expect(file?.data.equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reads a byte range, and states the length and type without the content', async () => {
    const data = randomBytes(10_000);
    await storage.put('builds/ranged.zip', data, { contentType: 'application/zip', size: data.length });
    expect(await storage.stat('builds/ranged.zip')).toEqual({ size: 10_000, contentType: 'application/zip' });
    const part = await storage.get('builds/ranged.zip', { start: 2_000, end: 2_999 });
    expect(part?.size).toBe(1_000);
    expect(Buffer.concat(await part!.body.toArray()).equals(data.subarray(2_000, 3_000))).toBe(true);
    const last = await storage.get('builds/ranged.zip', { start: 9_999, end: 9_999 });
    expect(Buffer.concat(await last!.body.toArray())).toEqual(data.subarray(9_999));
    expect(await storage.stat('builds/none.zip')).toBeNull();
  });

  it('replaces an object written again under the same key', async () => {
    await storage.put('images/same.webp', Buffer.from('first'), { contentType: 'image/webp', size: 5 });
    await storage.put('images/same.webp', Buffer.from('second'), { contentType: 'image/webp', size: 6 });
    const file = await storage.get('images/same.webp');
    expect(file && (await text(file.body))).toBe('second');
  });

  it('answers null and false for a key that was never written', async () => {
    expect(await storage.get('images/missing.png')).toBeNull();
    expect(await storage.exists('images/missing.png')).toBe(false);
  });

  it('deletes, and deleting what is gone is not an error', async () => {
    await storage.put('images/gone.png', Buffer.from('x'), { contentType: 'image/png', size: 1 });
    await storage.delete('images/gone.png');
    expect(await storage.get('images/gone.png')).toBeNull();
    expect(await storage.exists('images/gone.png')).toBe(false);
    await expect(storage.delete('images/gone.png')).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix, with their size and time of writing, and nothing kept beside them', async () => {
    // S3 states the time to the second.
    const before = Math.floor(Date.now() / 1000) * 1000;
    await storage.put('images/listed-a.png', Buffer.from('aa'), { contentType: 'image/png', size: 2 });
    await storage.put('images/listed-b.webp', Buffer.from('b'), { contentType: 'image/webp', size: 1 });
    await storage.put('builds/listed.zip', Buffer.from('zzz'), { contentType: 'application/zip', size: 3 });
    const listed = [];
    for await (const file of storage.list('images/listed-')) listed.push(file);
    expect(listed.map(({ key, size }) => [key, size]).sort()).toEqual([
      ['images/listed-a.png', 2],
      ['images/listed-b.webp', 1],
    ]);
    for (const { modifiedAt } of listed) expect(modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    const none = [];
    for await (const file of storage.list('nothing/')) none.push(file);
    expect(none).toEqual([]);
  });

  it('refuses a key that could leave its root', async () => {
    await expect(storage.get('../secret')).rejects.toThrow(/invalid storage key/);
    await expect(
      storage.put('images/../../x', Buffer.from('x'), { contentType: 'text/plain', size: 1 }),
    ).rejects.toThrow(/invalid storage key/);
  });
});

describe('an S3 listing page', () => {
  it('gives its objects, and the next page while it is truncated', () => {
    const page = parseListing(
      `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><IsTruncated>true</IsTruncated>` +
        `<Contents><Key>images/a&amp;b.png</Key><LastModified>2026-12-01T10:00:00.000Z</LastModified><Size>12</Size></Contents>` +
        `<Contents><Key>builds/c.zip</Key><LastModified>2026-12-02T11:30:00.000Z</LastModified><Size>7</Size></Contents>` +
        `<NextContinuationToken>1/x=</NextContinuationToken></ListBucketResult>`,
    );
    expect(page).toEqual({
      files: [
        { key: 'images/a&b.png', size: 12, modifiedAt: new Date('2026-12-01T10:00:00.000Z') },
        { key: 'builds/c.zip', size: 7, modifiedAt: new Date('2026-12-02T11:30:00.000Z') },
      ],
      next: '1/x=',
    });
    expect(parseListing('<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>')).toEqual({
      files: [],
      next: undefined,
    });
  });
});
