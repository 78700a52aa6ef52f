import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { MapPacksService } from './map-packs.service';
import {
  dataEnvelope,
  mapPackBodySchema,
  mapPackPatchBodySchema,
  mapPackSchema,
  paginatedSchema,
} from '@golf/contracts';
import { mapPackParamsSchema } from './map-packs.schemas';

const tags = ['admin: map packs'];

/** Back-office: map packs (manage-courses; spec route mappacks). */
export const adminMapPacksRoutes: FastifyPluginAsyncZod<{ mapPacks: MapPacksService; guards: Guards }> = async (
  app,
  { mapPacks, guards },
) => {
  const onRequest = guards.requirePermission('manage-courses');

  app.get(
    '/admin/mappacks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Map packs',
        description: 'Sortable by id, title, created_at (default id). Searches title.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(mapPackSchema) },
      },
    },
    async (request) => mapPacks.list(request.query),
  );

  app.get(
    '/admin/mappacks/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One map pack',
        params: mapPackParamsSchema,
        response: { 200: dataEnvelope(mapPackSchema) },
      },
    },
    async (request) => ({ data: await mapPacks.get(request.params.id) }),
  );

  app.post(
    '/admin/mappacks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a map pack',
        description: 'course_ids that do not exist are a 422 (validation.in).',
        body: mapPackBodySchema,
        response: { 201: dataEnvelope(mapPackSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await mapPacks.create(request.body, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/mappacks/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: method === 'put' ? 'Change a map pack' : 'Change a map pack (only the fields sent)',
          description: "course_ids, when sent, replaces the pack's courses; owners gain or lose them at once.",
          params: mapPackParamsSchema,
          body: mapPackPatchBodySchema,
          response: { 200: dataEnvelope(mapPackSchema) },
        },
      },
      async (request) => ({ data: await mapPacks.update(request.params.id, request.body, staffActor(request)) }),
    );
  }

  app.delete(
    '/admin/mappacks/:id',
    {
      onRequest,
      config: { errors: ['store.map_pack_in_use', 'store.map_pack_owned'] },
      schema: {
        tags,
        summary: 'Remove a map pack',
        description:
          'A pack that a store product names in its meta (map_pack_id) is not removed: 4014 (409) names the products; point them at another pack first. Nor is a pack players own (granted or bought): 4019 (409) with the number of owners, since removing it would take their courses away; stop selling it instead.',
        params: mapPackParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await mapPacks.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
