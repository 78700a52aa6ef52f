import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubCommentCreateSchema,
  clubPinSchema,
  clubPostCreateSchema,
  clubPostSchema,
  dataEnvelope,
  paginatedSchema,
  recordId,
} from '@golf/contracts';
import { pageMeta } from '../../db/paginate';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import type { ClubFeed } from './club-feed';

const tags = ['clubs'];
const params = z.object({ id: recordId });
const postParams = z.object({ id: recordId, postId: recordId });
const commentParams = postParams.extend({ commentId: recordId });
const pageSchema = listQuerySchema.pick({ page: true, per_page: true });
const PROFANITY = 'A text with a profanity in it is refused with validation.profanity, naming the word.';

/** The club feed (docs/clubs.md): posts, comments, announcements and pins; live on private-clubs.{id}. */
export const clubFeedRoutes: FastifyPluginAsyncZod<{ feed: ClubFeed; guards: Guards }> = async (
  app,
  { feed, guards },
) => {
  const onRequest = guards.requireUser;
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).userId;

  app.get(
    '/clubs/:id/posts',
    {
      config: { errors: ['clubs.members_only'] },
      onRequest,
      schema: {
        tags,
        summary: 'The club feed: pinned posts first (latest pinned_at), then newest',
        description: 'A private club answers 5010 clubs.members_only to anyone but its members.',
        params,
        querystring: pageSchema,
        response: { 200: paginatedSchema(clubPostSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await feed.list(request.params.id, me(request), request.query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  app.post(
    '/clubs/:id/posts',
    {
      config: { errors: ['clubs.moderators_only', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Post to the feed (members); an announcement (administrators and moderators) notifies every member',
        description: PROFANITY,
        params,
        body: clubPostCreateSchema,
        response: { 201: dataEnvelope(clubPostSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await feed.create(request.params.id, me(request), request.body) }),
  );

  app.post(
    '/clubs/:id/posts/:postId/comments',
    {
      config: { errors: ['clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Comment on a post (members)',
        description: PROFANITY,
        params: postParams,
        body: clubCommentCreateSchema,
        response: { 201: dataEnvelope(clubPostSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await feed.comment(request.params.id, request.params.postId, me(request), request.body.body),
      }),
  );

  app.put(
    '/clubs/:id/posts/:postId/pin',
    {
      config: { errors: ['clubs.moderators_only', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Pin or unpin a post (administrators and moderators)',
        params: postParams,
        body: clubPinSchema,
        response: { 200: dataEnvelope(clubPostSchema) },
      },
    },
    async (request) => ({
      data: await feed.pin(request.params.id, request.params.postId, me(request), request.body.pinned),
    }),
  );

  app.delete(
    '/clubs/:id/posts/:postId',
    {
      config: { errors: ['clubs.cannot_remove_post', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Remove a post (its author, administrators and moderators)',
        description:
          'A post already removed answers 204 again to whoever may remove it, and changes nothing; to other members it is not found.',
        params: postParams,
        response: { 204: z.null().describe('No content') },
      },
    },
    async (request, reply) => {
      await feed.removePost(request.params.id, request.params.postId, me(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/clubs/:id/posts/:postId/comments/:commentId',
    {
      config: { errors: ['clubs.cannot_remove_post', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Remove a comment (its author, administrators and moderators)',
        description:
          'A comment already removed answers with the post as it is to whoever may remove it, and changes nothing; to other members it is not found.',
        params: commentParams,
        response: { 200: dataEnvelope(clubPostSchema) },
      },
    },
    async (request) => ({
      data: await feed.removeComment(request.params.id, request.params.postId, request.params.commentId, me(request)),
    }),
  );
};
