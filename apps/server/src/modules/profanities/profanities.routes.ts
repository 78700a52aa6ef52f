import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { ProfanityRow } from './profanities.repository';
import type { ProfanitiesService } from './profanities.service';
import {
  dataEnvelope,
  paginatedSchema,
  profanityBodySchema,
  profanityPatchBodySchema,
  profanitySchema,
} from '@golf/contracts';
import { profanityParamsSchema } from './profanities.schemas';

const tags = ['admin: profanities'];

const toProfanity = (row: ProfanityRow) => ({
  id: row.id,
  search_term: row.searchTerm,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Back-office: the profanity search terms (manage-profanities). */
export const profanitiesAdminRoutes: FastifyPluginAsyncZod<{
  profanities: ProfanitiesService;
  guards: Guards;
}> = async (app, { profanities, guards }) => {
  const onRequest = guards.requirePermission('manage-profanities');

  app.get(
    '/admin/profanities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Profanity search terms',
        description: 'Sortable by id, search_term, created_at, updated_at (default search_term). Searches search_term.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(profanitySchema) },
      },
    },
    async (request) => {
      const { rows, meta } = await profanities.list(request.query);
      return { data: rows.map(toProfanity), meta };
    },
  );

  app.get(
    '/admin/profanities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One profanity search term',
        params: profanityParamsSchema,
        response: { 200: dataEnvelope(profanitySchema) },
      },
    },
    async (request) => ({ data: toProfanity(await profanities.get(request.params.id)) }),
  );

  app.post(
    '/admin/profanities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a profanity search term',
        description: 'A term already present in any letter case is a 422 (validation.unique on search_term).',
        body: profanityBodySchema,
        response: { 201: dataEnvelope(profanitySchema) },
      },
    },
    async (request, reply) => {
      const row = await profanities.create(request.body, staffActor(request));
      return reply.status(201).send({ data: toProfanity(row) });
    },
  );

  app.put(
    '/admin/profanities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a profanity search term',
        params: profanityParamsSchema,
        body: profanityBodySchema,
        response: { 200: dataEnvelope(profanitySchema) },
      },
    },
    async (request) => ({
      data: toProfanity(await profanities.update(request.params.id, request.body, staffActor(request))),
    }),
  );

  // The back-office data provider sends only the changed fields, with PATCH.
  app.patch(
    '/admin/profanities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a profanity search term (only the fields sent)',
        params: profanityParamsSchema,
        body: profanityPatchBodySchema,
        response: { 200: dataEnvelope(profanitySchema) },
      },
    },
    async (request) => ({
      data: toProfanity(await profanities.update(request.params.id, request.body, staffActor(request))),
    }),
  );

  app.delete(
    '/admin/profanities/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove a profanity search term',
        params: profanityParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await profanities.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
