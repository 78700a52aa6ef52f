import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClubPatchSchema,
  adminClubSchema,
  adminPostHideSchema,
  clubPostSchema,
  dataEnvelope,
  paginatedSchema,
  recordId,
} from '@golf/contracts';
import { pageMeta } from '../../db/paginate';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { ClubFeed } from './club-feed';
import type { ClubsService } from './clubs.service';

const params = z.object({ id: recordId });
const postParams = z.object({ id: recordId, postId: recordId });
const commentParams = postParams.extend({ commentId: recordId });

/** Back-office: clubs (manage-clubs). No add and no delete (spec §2); edit with badge, cover and post moderation. */
export const clubsAdminRoutes: FastifyPluginAsyncZod<{ clubs: ClubsService; feed: ClubFeed; guards: Guards }> = async (
  app,
  { clubs, feed, guards },
) => {
  const onRequest = guards.requirePermission('manage-clubs');
  const tags = ['admin: clubs'];

  app.get(
    '/admin/clubs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Clubs',
        description:
          'Sortable by id, name, created_at (default created_at descending); the member count is not. Searches name.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminClubSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await clubs.adminList(request.query);
      return { data: rows, meta };
    },
  );

  app.get(
    '/admin/clubs/:id',
    { onRequest, schema: { tags, summary: 'One club', params, response: { 200: dataEnvelope(adminClubSchema) } } },
    async (request) => ({ data: await clubs.adminGet(request.params.id) }),
  );

  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/admin/clubs/:id',
      onRequest,
      schema: {
        tags,
        summary: 'Change a club (only the fields sent)',
        description:
          'badge and cover_image are addresses from POST /admin/uploads/images. A name or description that changes ' +
          'passes the profanity filter, as on the player side (validation.profanity, naming the word; decision 0118).',
        params,
        body: adminClubPatchSchema,
        response: { 200: dataEnvelope(adminClubSchema) },
      },
      handler: async (request) => ({
        data: await clubs.adminUpdate(request.params.id, request.body, staffActor(request)),
      }),
    });

  app.get(
    '/admin/clubs/:id/posts',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The club feed with hidden posts',
        params,
        querystring: listQuerySchema.pick({ page: true, per_page: true }),
        response: { 200: paginatedSchema(clubPostSchema) },
      },
    },
    async (request) => {
      await clubs.adminGet(request.params.id);
      const { rows, total } = await feed.adminList(request.params.id, request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.put(
    '/admin/clubs/:id/posts/:postId/hidden',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Hide a post from players, or show it again',
        params: postParams,
        body: adminPostHideSchema,
        response: { 200: dataEnvelope(clubPostSchema) },
      },
    },
    async (request) => ({
      data: await feed.adminHide(request.params.id, request.params.postId, request.body.hidden, staffActor(request)),
    }),
  );

  app.put(
    '/admin/clubs/:id/posts/:postId/comments/:commentId/hidden',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Hide a comment from players, or show it again',
        description: 'The reply is the post with every comment, hidden ones too.',
        params: commentParams,
        body: adminPostHideSchema,
        response: { 200: dataEnvelope(clubPostSchema) },
      },
    },
    async (request) => {
      const { id, postId, commentId } = request.params;
      return { data: await feed.adminHideComment(id, postId, commentId, request.body.hidden, staffActor(request)) };
    },
  );
};
