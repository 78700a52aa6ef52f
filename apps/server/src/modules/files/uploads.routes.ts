import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarReplySchema, dataEnvelope, uploadedBuildSchema, uploadedImageSchema } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { currentAuth, type Guards } from '../auth/guards';
import { AVATAR_CHANGES, type Avatars } from './avatar';
import type { Uploads } from './uploads';

const FIELD = 'file';
const consumes = ['multipart/form-data'];
export const describeUpload = (what: string, limit: string) =>
  `${what} in the multipart field "${FIELD}". The type is read from the content, not the name or the declared type. ` +
  `Refused with 415 files.unsupported_type, 413 files.too_large (over ${limit}), 422 files.empty_file, ` +
  '400 files.missing_file; nothing is stored then.';

/** The one file of a multipart request, read with the kind's size limit. */
export async function fileOf(request: FastifyRequest, fileSize: number): Promise<MultipartFile> {
  if (!request.isMultipart())
    throw new AppError('general.unsupported_media_type', { type: request.headers['content-type'] ?? '' });
  const part = await request.file({ limits: { fileSize, files: 1 } });
  if (!part || part.fieldname !== FIELD) throw new AppError('files.missing_file');
  return part;
}

/** Uploads: staff's images and game builds (back-office), and a player's own avatar. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: Uploads; avatars: Avatars; guards: Guards }> = async (
  app,
  { uploads, avatars, guards },
) => {
  // Registered here only, so every other route still answers a multipart body with 415.
  await app.register(multipart, { limits: { files: 1, fields: 0, parts: 1 } });
  const { limits } = uploads;

  app.post(
    '/admin/uploads/images',
    {
      config: {
        errors: [
          'files.empty_file',
          'files.missing_file',
          'files.too_large',
          'files.unreadable_image',
          'files.unsupported_type',
        ],
      },
      // Any staff member: the image is only used once someone allowed to edit a record saves its address there.
      onRequest: guards.requirePermission(),
      schema: {
        tags: ['admin: files'],
        summary: 'Upload an image (PNG, JPEG or WebP) for a course, product or other image field',
        description: describeUpload('The image', `UPLOAD_IMAGE_MAX_BYTES (${limits.image} bytes)`),
        consumes,
        response: { 201: dataEnvelope(uploadedImageSchema) },
      },
    },
    async (request, reply) => {
      const image = await uploads.image(await fileOf(request, limits.image), 'image');
      return reply.code(201).send({ data: image });
    },
  );

  app.post(
    '/admin/uploads/builds',
    {
      config: { errors: ['files.empty_file', 'files.too_large', 'files.unsupported_type'] },
      onRequest: guards.requirePermission('manage-game-versions'),
      schema: {
        tags: ['admin: files'],
        summary: 'Upload a game build (a zip), served only through signed download links',
        description: describeUpload('The build', `UPLOAD_BUILD_MAX_BYTES (${limits.build} bytes)`),
        consumes,
        response: { 201: dataEnvelope(uploadedBuildSchema) },
      },
    },
    async (request, reply) => {
      const build = await uploads.build(await fileOf(request, limits.build));
      return reply.code(201).send({ data: build });
    },
  );

  app.put(
    '/users/me/avatar',
    {
      config: { errors: ['files.too_large', 'files.unsupported_type', 'files.avatar_changed_too_often'] },
      onRequest: guards.requireUser,
      schema: {
        tags: ['users'],
        summary: "Upload the signed-in player's avatar (PNG, JPEG or WebP)",
        description:
          describeUpload('The image', `UPLOAD_AVATAR_MAX_BYTES (${limits.avatar} bytes)`) +
          ` At most ${AVATAR_CHANGES.max} uploads an hour: more answer 429 files.avatar_changed_too_often, with Retry-After.`,
        consumes,
        response: { 200: dataEnvelope(avatarReplySchema) },
      },
    },
    async (request) => {
      const { userId } = currentAuth(request);
      await avatars.countUpload(userId);
      const image = await uploads.image(await fileOf(request, limits.avatar), 'avatar');
      return { data: { avatar: await avatars.set(userId, image.url) } };
    },
  );

  app.delete(
    '/users/me/avatar',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['users'],
        summary: "Remove the signed-in player's avatar",
        response: { 200: dataEnvelope(avatarReplySchema) },
      },
    },
    async (request) => ({ data: { avatar: await avatars.set(currentAuth(request).userId, null) } }),
  );
};
