import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, isStorageKey, type FileStorage } from './file-storage';

/**
 * Files under one directory (STORAGE_DIR, by default DATA_DIR/files). Each object is written to a
 * temporary name and renamed into place, so a reader never sees half a file; its content type sits
 * beside it in `<key>.type`.
 */
export function createDiskStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(base, key);
  };

  async function statOf(key: string): Promise<{ size: number; contentType: string } | null> {
    const path = pathOf(key);
    try {
      const [info, contentType] = await Promise.all([stat(path), readFile(`${path}.type`, 'utf8')]);
      return { size: info.size, contentType };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    driver: 'disk',
    async put(key, body, { contentType }) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${randomBytes(6).toString('hex')}.part`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body as Readable, createWriteStream(temporary));
        await writeFile(`${path}.type`, contentType);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const info = await statOf(key);
      if (!info) return null;
      const path = pathOf(key);
      if (!range) return { body: createReadStream(path), size: info.size, contentType: info.contentType };
      return {
        body: createReadStream(path, { start: range.start, end: range.end }),
        size: range.end - range.start + 1,
        contentType: info.contentType,
      };
    },
    stat: statOf,
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async *list(prefix) {
      // The folder the prefix names ("images/" → images), walked whole; keys are filtered by the prefix.
      const folder = join(base, prefix.slice(0, prefix.lastIndexOf('/') + 1));
      let entries;
      try {
        entries = await readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(base, join(entry.parentPath, entry.name)).split(sep).join('/');
        // Beside the objects: their `.type` files, and `.part` files of writes cut short.
        if (key.endsWith('.type') || key.endsWith('.part') || !key.startsWith(prefix) || !isStorageKey(key)) continue;
        const info = await stat(join(base, key)).catch(() => null);
        if (info) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(`${path}.type`, { force: true });
    },
    async close() {},
  };
}
