import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';

/** A PNG (or another format) of random pixels: noise does not compress, so the size follows the dimensions. */
export async function noiseImage(width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A tiny but real zip: one stored (uncompressed) file, "hello.txt". */
export function tinyZip(content = 'hello'): Buffer {
  const name = Buffer.from('hello.txt');
  const data = Buffer.from(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + name.length, 12);
  end.writeUInt32LE(30 + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

/** The start of a Linux executable: what "game.png" holds when someone renames a program. */
export const ELF_EXECUTABLE = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(512)]);

/** A multipart/form-data body with one file part, for app.inject. */
export function multipartFile(file: { field?: string; filename: string; contentType: string; data: Buffer }): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----golf${randomBytes(8).toString('hex')}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
    `Content-Type: ${file.contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every file under a directory (relative paths), to show what an upload stored, or that it stored nothing. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(dir.length + 1)}/${entry.name}`.replace(/^\//, ''))
      .sort();
  } catch {
    return [];
  }
}

/** A game version of an uploaded build, as staff add it in the back-office (the build is then in use). */
export async function addGameVersion(
  app: FastifyInstance,
  staff: { headers: Record<string, string> },
  version: string,
  buildKey: string,
) {
  const reply = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/game-versions',
    headers: staff.headers,
    payload: { version, file: buildKey },
  });
  expect(reply.statusCode, reply.body).toBe(201);
}
