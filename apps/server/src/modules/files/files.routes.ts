import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILES_PATH } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { isStorageKey, type FileStorage, type StoredFile } from '../../storage/file-storage';
import { DOWNLOADS_PATH, type DownloadLinks } from './download-links';
import { parseRange } from './http-range';

/** Content-addressed names never change, so a browser or a CDN may keep them for a year without asking. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const nameSchema = z.object({ name: z.string().max(200) });

/**
 * What a HEAD answers: the length and type, and no content read from storage (Fastify would otherwise
 * read a streamed body to the end and throw it away, a whole build from the bucket).
 */
async function headOnly(storage: FileStorage, key: string): Promise<StoredFile | null> {
  const info = await storage.stat(key);
  return info && { body: Readable.from([]), size: info.size, contentType: info.contentType };
}

function send(reply: FastifyReply, file: StoredFile, etag: string, cacheControl: string) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .send(file.body);
}

/** Serving stored files: images in public, game builds only through a signed link that has not expired. */
export const filesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; downloadLinks: DownloadLinks }> = async (
  app,
  { storage, downloadLinks },
) => {
  app.get(
    `${FILES_PATH}/images/:name`,
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded image or one of its variants (immutable: cached for a year)',
        params: nameSchema,
      },
    },
    async (request, reply) => {
      const key = `images/${request.params.name}`;
      const etag = `"${request.params.name}"`;
      if (!isStorageKey(key)) throw new AppError('general.not_found');
      if (request.headers['if-none-match'] === etag)
        return reply.code(304).header('cache-control', IMMUTABLE).header('etag', etag).send();
      const file = request.method === 'HEAD' ? await headOnly(storage, key) : await storage.get(key);
      if (!file) throw new AppError('general.not_found');
      return send(reply, file, etag, IMMUTABLE);
    },
  );

  app.get(
    `${DOWNLOADS_PATH}/builds/:name`,
    {
      config: { errors: ['files.invalid_download_link', 'files.download_link_expired', 'files.range_not_satisfiable'] },
      schema: {
        tags: ['files'],
        summary: 'A game build through a signed link (download_link_expiry_days)',
        description:
          'Refused with 403 files.invalid_download_link when the signature does not match, 410 files.download_link_expired after the expiry. ' +
          'One byte range (Range: bytes=a-b, a- or -n) answers 206 with that part, to resume a download; 416 files.range_not_satisfiable past the end.',
        params: nameSchema,
        querystring: z.object({ expires: z.string().max(20).optional(), signature: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const key = `builds/${request.params.name}`;
      const expires = Number(request.query.expires);
      if (!isStorageKey(key) || !Number.isSafeInteger(expires) || !request.query.signature)
        throw new AppError('files.invalid_download_link');
      downloadLinks.verify(key, expires, request.query.signature);
      const info = await storage.stat(key);
      if (!info) throw new AppError('general.not_found');
      // A build is large: a downloader that lost the connection asks for the rest (a single byte range).
      const range = parseRange(request.headers.range, info.size);
      reply.header('accept-ranges', 'bytes');
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${info.size}`);
        throw new AppError('files.range_not_satisfiable', { size: info.size });
      }
      const file =
        request.method === 'HEAD'
          ? {
              body: Readable.from([]),
              size: range ? range.end - range.start + 1 : info.size,
              contentType: info.contentType,
            }
          : await storage.get(key, range ?? undefined);
      if (!file) throw new AppError('general.not_found');
      if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
      reply.header('content-disposition', `attachment; filename="${request.params.name}"`);
      // The link is the secret: keep it out of shared caches.
      return send(reply, file, `"${request.params.name}"`, 'private, no-store');
    },
  );
};
