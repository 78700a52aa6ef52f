import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFeedbackSchema,
  adminReportSchema,
  dataEnvelope,
  feedbackBodySchema,
  feedbackReceiptSchema,
  paginatedSchema,
  recordId,
  reportBodySchema,
  reportSchema,
} from '@golf/contracts';
import { z } from 'zod';
import { clientEnvironment } from '../../http/client-environment';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, staffActor, type Guards } from '../auth/guards';
import type { ReportsService } from './reports.service';

const params = z.object({ id: recordId });

/** Players: report a user, round, post, comment or club; give feedback. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; guards: Guards }> = async (
  app,
  { reports, guards },
) => {
  const onRequest = guards.requireUser;
  const tags = ['reports'];

  app.post(
    '/reports',
    {
      onRequest,
      config: {
        errors: [
          'other.invalid_report_entity_type',
          'other.report_already_filed',
          'other.report_entity_not_found',
          'other.report_self',
        ],
      },
      schema: {
        tags,
        summary: 'Report a user, round, post, comment or club',
        description:
          'other.invalid_report_entity_type for an entity_type the server does not know; other.report_entity_not_found ' +
          'when the thing does not exist; other.report_already_filed when the caller reported it already today (UTC); ' +
          'other.report_self for one’s own user. The reporter is notified (report_handled) when staff handle it.',
        body: reportBodySchema,
        response: { 201: dataEnvelope(reportSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await reports.file(currentAuth(request).userId, request.body) }),
  );

  app.post(
    '/feedback',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Give feedback',
        description: 'Stored with the environment it came from (X-Golf-Environment); staff read it in the back-office.',
        body: feedbackBodySchema,
        response: { 201: dataEnvelope(feedbackReceiptSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        data: await reports.giveFeedback(currentAuth(request).userId, request.body.message, clientEnvironment(request)),
      }),
  );
};

/** Back-office: reports and feedback (view-reports). */
export const reportsAdminRoutes: FastifyPluginAsyncZod<{ reports: ReportsService; guards: Guards }> = async (
  app,
  { reports, guards },
) => {
  const onRequest = guards.requirePermission('view-reports');
  const tags = ['admin: reports'];

  app.get(
    '/admin/reports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Abuse reports',
        description:
          'Newest first; sortable by id, created_at, status. filter[type] (abuse_report_type 20–40), filter[status] ' +
          '(10 open, 20 resolved, 30 dismissed), filter[entity_type]. content is null in the list.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminReportSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await reports.list(request.query);
      return { data: rows, meta };
    },
  );

  app.get(
    '/admin/reports/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One report with the reported content',
        params,
        response: { 200: dataEnvelope(adminReportSchema) },
      },
    },
    async (request) => ({ data: await reports.get(request.params.id) }),
  );

  const actions = [
    [
      'resolve',
      'Resolve: action was taken',
      (id: number, r: Parameters<typeof reports.resolve>[1]) => reports.resolve(id, r),
    ],
    [
      'dismiss',
      'Dismiss: no rule was broken',
      (id: number, r: Parameters<typeof reports.resolve>[1]) => reports.dismiss(id, r),
    ],
    [
      'hide',
      'Hide the reported post or comment, and resolve',
      (id: number, r: Parameters<typeof reports.resolve>[1]) => reports.hide(id, r),
    ],
  ] as const;
  for (const [action, summary, run] of actions)
    app.post(
      `/admin/reports/:id/${action}`,
      {
        onRequest,
        config: {
          errors:
            action === 'hide'
              ? ['other.report_already_handled', 'other.report_cannot_hide']
              : ['other.report_already_handled'],
        },
        schema: {
          tags,
          summary,
          description:
            'other.report_already_handled unless the report is open' +
            (action === 'hide' ? '; other.report_cannot_hide for a user, round or club' : '') +
            '. The reporter is notified (report_handled) and the action is in the activity log.',
          params,
          response: { 200: dataEnvelope(adminReportSchema) },
        },
      },
      async (request) => ({ data: await run(request.params.id, staffActor(request)) }),
    );

  app.get(
    '/admin/feedback',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Feedback from players',
        description: 'Newest first; sortable by id, created_at; searches message; filter[environment].',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminFeedbackSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await reports.listFeedback(request.query);
      return { data: rows, meta };
    },
  );
};
