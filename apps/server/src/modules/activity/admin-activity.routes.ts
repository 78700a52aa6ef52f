import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEvents, activityLogEntrySchema, paginatedSchema } from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import type { Guards } from '../auth/guards';
import type { ActivityLog } from './activity.service';

/** The activity log, read-only, for staff with manage-users. */
export const adminActivityRoutes: FastifyPluginAsyncZod<{ activity: ActivityLog; guards: Guards }> = async (
  app,
  { activity, guards },
) => {
  app.get(
    '/admin/activity-logs',
    {
      onRequest: guards.requirePermission('manage-users'),
      schema: {
        tags: ['admin: activity logs'],
        summary: 'Security and staff activity',
        description: `Newest first by default. Sortable by id, created_at, event. Search matches the event's key, the actor's display name and e-mail, and the IP address. Filters: event, actor_id, subject_id, subject_type. Events: ${activityEvents.join(', ')}.`,
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(activityLogEntrySchema) },
      },
    },
    async (request) => activity.list(request.query),
  );
};
