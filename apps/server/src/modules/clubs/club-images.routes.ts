import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clubSchema, dataEnvelope, recordId } from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import { describeUpload, fileOf } from '../files/uploads.routes';
import type { Uploads } from '../files/uploads';
import type { ClubsService } from './clubs.service';

const params = z.object({ id: recordId });
const fields = { badge: 'badge', cover: 'coverImage' } as const;

/** A club's badge and cover, uploaded by its administrators through the storage avatars use. */
export const clubImagesRoutes: FastifyPluginAsyncZod<{
  clubs: ClubsService;
  uploads: Uploads;
  guards: Guards;
}> = async (app, { clubs, uploads, guards }) => {
  // Registered in this plugin only, as uploads.routes.ts does: other routes keep answering multipart with 415.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  for (const [path, field] of Object.entries(fields)) {
    app.put(
      `/clubs/:id/${path}`,
      {
        config: {
          errors: ['clubs.administrators_only', 'files.empty_file', 'files.too_large', 'files.unsupported_type'],
        },
        onRequest: guards.requireUser,
        schema: {
          tags: ['clubs'],
          summary: `Upload the club's ${path} (administrators; PNG, JPEG or WebP)`,
          description: describeUpload('The image', `UPLOAD_AVATAR_MAX_BYTES (${uploads.limits.avatar} bytes)`),
          consumes: ['multipart/form-data'],
          params,
          response: { 200: dataEnvelope(clubSchema) },
        },
      },
      async (request) => {
        const userId = currentAuth(request).userId;
        // Asked before reading the file, so nobody else's upload is stored.
        await clubs.requireAdministrator(request.params.id, userId);
        const image = await uploads.image(await fileOf(request, uploads.limits.avatar), 'avatar');
        return { data: await clubs.setImage(request.params.id, userId, field, image.url) };
      },
    );
    app.delete(
      `/clubs/:id/${path}`,
      {
        config: { errors: ['clubs.administrators_only'] },
        onRequest: guards.requireUser,
        schema: {
          tags: ['clubs'],
          summary: `Remove the club's ${path} (administrators)`,
          params,
          response: { 200: dataEnvelope(clubSchema) },
        },
      },
      async (request) => ({
        data: await clubs.setImage(request.params.id, currentAuth(request).userId, field, null),
      }),
    );
  }
};
