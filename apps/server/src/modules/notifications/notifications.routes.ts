import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  notificationSchema,
  paginatedSchema,
  recordId,
  systemNotificationSchema,
  systemNotificationSentSchema,
} from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import { pageMeta } from '../../db/paginate';
import { currentAuth, type Guards } from '../auth/guards';
import type { NotificationsService } from './notifications.service';

const tags = ['notifications'];

const listSchema = listQuerySchema.pick({ page: true, per_page: true }).extend({
  read: z.enum(['0', '1']).optional().describe('1: only read ones, 0: only unread ones; all when left out'),
});

const idParams = z.object({ id: recordId });

/** The signed-in player's notifications (spec section 7), and the back-office's system notification. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  guards: Guards;
}> = async (app, { notifications, guards }) => {
  const signedIn = { onRequest: guards.requireUser };

  app.get(
    '/users/me/notifications',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first",
        description:
          "Title and body are in the caller's language. The unread count is meta.total of `?read=0&per_page=1` (spec section 9).",
        querystring: listSchema,
        response: { 200: paginatedSchema(notificationSchema) },
      },
    },
    async (request) => {
      const query = {
        ...request.query,
        read: request.query.read === undefined ? undefined : request.query.read === '1',
      };
      const { rows, total } = await notifications.list(currentAuth(request).userId, request.locale, query);
      return { data: rows, meta: pageMeta(request.query, total) };
    },
  );

  // The router matches the static "all" before the ":id" parameter.
  app.patch(
    '/users/me/notifications/all/read',
    {
      ...signedIn,
      schema: { tags, summary: 'Mark every notification read', response: { 204: z.null().describe('No content') } },
    },
    async (request, reply) => {
      await notifications.markAllRead(currentAuth(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/me/notifications/:id/read',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Mark one notification read',
        description: "Someone else's notification answers 404, as if it did not exist.",
        params: idParams,
        response: { 200: dataEnvelope(notificationSchema) },
      },
    },
    async (request) => ({
      data: await notifications.markRead(currentAuth(request).userId, request.params.id, request.locale),
    }),
  );

  app.post(
    '/admin/notifications',
    {
      onRequest: guards.requirePermission('manage-users'),
      config: { errors: ['users.system_account'] },
      schema: {
        tags: ['admin: notifications'],
        summary: 'Send a system notification to one user, or to every user',
        description:
          "Needs manage-users. Without user_id every player's account gets its own copy (one statement: all or none); the platform's own accounts get none, and one named by user_id is 403 (1511 users.system_account). The Swedish text is optional; English is shown where it is missing.",
        body: systemNotificationSchema,
        response: { 201: dataEnvelope(systemNotificationSentSchema) },
      },
    },
    async (request, reply) => {
      const recipients = await notifications.sendSystem(request.body, currentAuth(request).userId, request);
      return reply.status(201).send({ data: { recipients } });
    },
  );
};
