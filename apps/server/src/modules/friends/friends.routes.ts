import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  FRIEND_SEARCH_MIN,
  friendRequestBodySchema,
  friendSchema,
  friendSearchQuerySchema,
  friendSearchResultSchema,
  friendsOverviewSchema,
  recordId,
} from '@golf/contracts';
import { z } from 'zod';
import { currentAuth, type Guards } from '../auth/guards';
import type { FriendsService } from './friends.service';

const params = z.object({ user_id: recordId });
const tags = ['friends'];

/** Friends: the list, the player search, requests and their answers, removal. */
export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendsService; guards: Guards }> = async (
  app,
  { friends, guards },
) => {
  const onRequest = guards.requireUser;

  app.get(
    '/friends',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's friends and pending requests",
        description:
          'friends: accepted, by display name; incoming: requests to the caller; outgoing: the caller’s pending ' +
          'requests. Who is online is real-time presence: each player joins their own presence-online.{id}, and ' +
          'friends may join it to watch (POST /broadcasting/auth).',
        response: { 200: dataEnvelope(friendsOverviewSchema) },
      },
    },
    async (request) => ({ data: await friends.overview(currentAuth(request).userId) }),
  );

  app.get(
    '/friends/search',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Find players by display name',
        description: `At least ${FRIEND_SEARCH_MIN} characters (validation.search_min); at most 20 players, by name, with the caller's relation to each.`,
        querystring: friendSearchQuerySchema,
        response: { 200: dataEnvelope(z.array(friendSearchResultSchema)) },
      },
    },
    async (request) => ({ data: await friends.search(currentAuth(request).userId, request.query.search) }),
  );

  app.post(
    '/friends/requests',
    {
      onRequest,
      config: {
        errors: [
          'friends.already_requested',
          'friends.max_pending',
          'friends.cannot_befriend_self',
          'friends.already_friends',
          'friends.user_not_found',
        ],
      },
      schema: {
        tags,
        summary: 'Send a friend request',
        description:
          'Refusals: friends.max_pending (the setting max_pending_friend_requests), friends.already_requested, ' +
          'friends.already_friends, friends.cannot_befriend_self, friends.user_not_found. A request to a player who ' +
          'already asked the caller accepts theirs. The other player is notified (friend_request or friend_accepted).',
        body: friendRequestBodySchema,
        response: { 201: dataEnvelope(friendSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await friends.request(currentAuth(request).userId, request.body.user_id) }),
  );

  app.post(
    '/friends/requests/:user_id/accept',
    {
      onRequest,
      config: { errors: ['friends.no_pending_request'] },
      schema: {
        tags,
        summary: "Accept a player's friend request",
        description:
          'friends.no_pending_request unless that player asked the caller. The asker is notified (friend_accepted).',
        params,
        response: { 200: dataEnvelope(friendSchema) },
      },
    },
    async (request) => ({ data: await friends.accept(currentAuth(request).userId, request.params.user_id) }),
  );

  app.post(
    '/friends/requests/:user_id/decline',
    {
      onRequest,
      config: { errors: ['friends.no_pending_request'] },
      schema: {
        tags,
        summary: "Decline a player's friend request",
        description: 'friends.no_pending_request unless that player asked the caller. The request is removed.',
        params,
        response: { 204: z.null().describe('Declined') },
      },
    },
    async (request, reply) => {
      await friends.decline(currentAuth(request).userId, request.params.user_id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/friends/:user_id',
    {
      onRequest,
      config: { errors: ['friends.not_friends'] },
      schema: {
        tags,
        summary: 'Remove a friend, or withdraw a request',
        description: 'friends.not_friends when the player is neither a friend nor someone the caller asked.',
        params,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await friends.remove(currentAuth(request).userId, request.params.user_id);
      return reply.status(204).send(null);
    },
  );
};
