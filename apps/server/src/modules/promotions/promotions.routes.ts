import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPromotionSchema,
  dataEnvelope,
  paginatedSchema,
  promotionBodySchema,
  promotionPatchBodySchema,
  promotionSchema,
  promotionsQuerySchema,
  recordId,
} from '@golf/contracts';
import { z } from 'zod';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { PromotionWithPlacements } from './promotions.repository';
import type { PromotionsService } from './promotions.service';

const params = z.object({ id: recordId });

const toAdminPromotion = (row: PromotionWithPlacements) => ({
  id: row.id,
  name: row.name,
  title: { en: row.title.en, sv: row.title.sv ?? null },
  cover_image: row.coverImage,
  link: row.link,
  active: row.active,
  starts_at: row.startsAt ? row.startsAt.toISOString() : null,
  ends_at: row.endsAt ? row.endsAt.toISOString() : null,
  positions: row.positions,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const RULES =
  'positions: promotion_position_type values, each at most once (validation.distinct), with their order there; ' +
  'sent positions replace the old ones. ends_at must be after starts_at (validation.after). title.en is required; ' +
  'title.sv is shown to Swedish callers, English otherwise.';

/** Back-office: promotions and their positions (manage-promotions). No delete: staff set active off. */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService; guards: Guards }> = async (
  app,
  { promotions, guards },
) => {
  const onRequest = guards.requirePermission('manage-promotions');
  const tags = ['admin: promotions'];

  app.get(
    '/admin/promotions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Promotions',
        description:
          'Sortable by id, name, active, starts_at, ends_at, created_at, updated_at (default name). Searches name; filter[active].',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminPromotionSchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await promotions.list(request.query);
      return { data: rows.map(toAdminPromotion), meta };
    },
  );

  app.get(
    '/admin/promotions/:id',
    {
      onRequest,
      schema: { tags, summary: 'One promotion', params, response: { 200: dataEnvelope(adminPromotionSchema) } },
    },
    async (request) => ({ data: toAdminPromotion(await promotions.get(request.params.id)) }),
  );

  app.post(
    '/admin/promotions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a promotion',
        description: RULES,
        body: promotionBodySchema,
        response: { 201: dataEnvelope(adminPromotionSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: toAdminPromotion(await promotions.create(request.body, staffActor(request))) }),
  );

  for (const method of ['PUT', 'PATCH'] as const)
    app.route({
      method,
      url: '/admin/promotions/:id',
      onRequest,
      schema: {
        tags,
        summary: method === 'PUT' ? 'Change a promotion' : 'Change a promotion (only the fields sent)',
        description: RULES,
        params,
        body: method === 'PUT' ? promotionBodySchema : promotionPatchBodySchema,
        response: { 200: dataEnvelope(adminPromotionSchema) },
      },
      handler: async (request) => ({
        data: toAdminPromotion(await promotions.update(request.params.id, request.body, staffActor(request))),
      }),
    });
};

/** Public: the promotions shown at one position (login screens are shown before sign-in). */
export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  app.get(
    '/promotions',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Promotions at a position',
        description:
          'Public. Active promotions placed at `position` (promotion_position_type) whose starts_at has come and ' +
          'ends_at has not, in their order there; the title in the caller’s language (Accept-Language).',
        querystring: promotionsQuerySchema,
        response: { 200: dataEnvelope(z.array(promotionSchema)) },
      },
    },
    async (request) => ({ data: await promotions.shownAt(request.query.position, request.locale) }),
  );
};
