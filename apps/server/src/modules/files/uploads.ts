import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { FILES_PATH, type UploadedBuild, type UploadedImage } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { FileStorage } from '../../storage/file-storage';
import { prepareImage } from './images';
import { contentTypes, SNIFF_BYTES, sniff } from './sniff';

export type ImageKind = 'image' | 'avatar';
export interface UploadLimits {
  image: number;
  avatar: number;
  build: number;
}

const IMAGE_TYPES = 'PNG, JPEG, WebP';
const BUILD_TYPES = 'ZIP';

/** "10 MiB", "512 KiB": the limit as people read it, in the error message. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/**
 * Receiving uploads: the content's own bytes decide its type, each kind has its size limit, and
 * nothing reaches storage until the whole file has been read and accepted. Names are content hashes,
 * so a stored file never changes and can be cached for good.
 */
export function createUploads(deps: {
  storage: FileStorage;
  limits: UploadLimits;
  /** Records that an upload gave out the file (`images/<sha256>`, `builds/<sha256>`): see file-sweeper.ts. */
  handOut: (fileId: string) => Promise<void>;
}) {
  const { storage, limits } = deps;

  async function putAll(objects: { key: string; data: Buffer; contentType: string }[]): Promise<void> {
    const written: string[] = [];
    try {
      for (const object of objects) {
        await storage.put(object.key, object.data, { contentType: object.contentType, size: object.data.length });
        written.push(object.key);
      }
    } catch (error) {
      await Promise.allSettled(written.map((key) => storage.delete(key)));
      throw error;
    }
  }

  return {
    limits,

    /** An image (staff's images, or a player's avatar): PNG, JPEG or WebP, stored with its variants. */
    async image(part: MultipartFile, kind: ImageKind): Promise<UploadedImage> {
      let input: Buffer;
      try {
        input = await part.toBuffer();
      } catch (error) {
        if (isTooLarge(error)) throw new AppError('files.too_large', { limit: formatBytes(limits[kind]) });
        throw error;
      }
      if (input.length === 0) throw new AppError('files.empty_file');
      const type = sniff(input.subarray(0, SNIFF_BYTES));
      if (type === null || type === 'zip') throw new AppError('files.unsupported_type', { types: IMAGE_TYPES });
      const image = await prepareImage(input, type);
      const hash = createHash('sha256').update(input).digest('hex');
      const key = `images/${hash}.${type}`;
      const variants = image.variants.map((variant) => ({
        key: `images/${hash}-w${variant.width}.webp`,
        width: variant.width,
        data: variant.data,
      }));
      // Before looking: under the file's lock, so the sweeper cannot delete what this upload then finds stored.
      await deps.handOut(`images/${hash}`);
      // The same bytes uploaded again are the same files: nothing to write. The original is written last,
      // so where it exists its variants do too (an upload cut short is simply written again).
      if (!(await storage.exists(key))) {
        await putAll([
          ...variants.map((variant) => ({ key: variant.key, data: variant.data, contentType: contentTypes.webp })),
          { key, data: image.original, contentType: contentTypes[type] },
        ]);
      }
      return {
        url: `${FILES_PATH}/${key}`,
        format: type,
        width: image.width,
        height: image.height,
        size: image.original.length,
        variants: variants.map((variant) => ({ width: variant.width, url: `${FILES_PATH}/${variant.key}` })),
      };
    },

    /** A game build: a zip, streamed through a temporary file (builds are large), served only by signed links. */
    async build(part: MultipartFile): Promise<UploadedBuild> {
      const temporary = join(tmpdir(), `golf-upload-${randomBytes(8).toString('hex')}`);
      const hash = createHash('sha256');
      let head = Buffer.alloc(0);
      let size = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < SNIFF_BYTES) {
            head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
            // Refuse as soon as the first bytes say it is no zip, rather than after gigabytes.
            if (head.length >= 4 && sniff(head) !== 'zip') {
              done(new AppError('files.unsupported_type', { types: BUILD_TYPES }));
              return;
            }
          }
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      });
      try {
        await pipeline(part.file, inspect, createWriteStream(temporary));
        // Past the limit the parser stops the file short and marks it truncated: never store that.
        if (part.file.truncated) throw new AppError('files.too_large', { limit: formatBytes(limits.build) });
        if (size === 0) throw new AppError('files.empty_file');
        if (sniff(head) !== 'zip') throw new AppError('files.unsupported_type', { types: BUILD_TYPES });
        const sha256 = hash.digest('hex');
        const key = `builds/${sha256}.zip`;
        await deps.handOut(`builds/${sha256}`);
        if (!(await storage.exists(key)))
          await storage.put(key, createReadStream(temporary), { contentType: contentTypes.zip, size });
        return { key, size, sha256 };
      } catch (error) {
        if (isTooLarge(error)) throw new AppError('files.too_large', { limit: formatBytes(limits.build) });
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
