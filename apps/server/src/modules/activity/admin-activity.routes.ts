import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityEvents } from '@golf/contracts';
import { paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import type { Guards } from '../auth/guards';
import type { ActivityLog } from './activity.service';

const entrySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  actor_id: z.number().int().nullable(),
  actor_display_name: z.string().nullable(),
  subject_type: z.string().nullable(),
  subject_id: z.number().int().nullable(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

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
        description: `Newest first by default. Sortable by id, created_at, event. Search matches the event's key, the actor's display name and e-mail, and the IP address. Filters: event, actor_id, subject_id. Events: ${activityEvents.join(', ')}.`,
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(entrySchema) },
      },
    },
    async (request) => activity.list(request.query),
  );
};
