import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  faqEntryBodySchema,
  faqEntryPatchBodySchema,
  faqEntrySchema,
  paginatedSchema,
  publicFaqEntrySchema,
  recordId,
} from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { FaqService } from './faq.service';

const params = z.object({ id: recordId });

/** The FAQ: everyone reads it (web app and the game menu); staff with manage-faq write it (decision 0049). */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService; guards: Guards }> = async (app, { faq, guards }) => {
  const onRequest = guards.requirePermission('manage-faq');
  const tags = ['admin: FAQ'];

  app.get(
    '/faq',
    {
      schema: {
        tags: ['faq'],
        summary: 'The FAQ in the caller’s language',
        description:
          'Every entry in order (position, then id), in the Accept-Language language: Swedish where staff wrote both Swedish texts, English otherwise. No sign-in needed.',
        response: { 200: dataEnvelope(z.array(publicFaqEntrySchema)) },
      },
    },
    async (request) => ({ data: await faq.read(request.locale) }),
  );

  app.get(
    '/admin/faq',
    {
      onRequest,
      schema: {
        tags,
        summary: 'FAQ entries',
        description:
          'Sortable by id, position, question_en, created_at, updated_at (default position, then id). Searches the questions and answers in both languages.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(faqEntrySchema) },
      },
    },
    async (request) => faq.list(request.query),
  );

  app.get(
    '/admin/faq/:id',
    { onRequest, schema: { tags, summary: 'One FAQ entry', params, response: { 200: dataEnvelope(faqEntrySchema) } } },
    async (request) => ({ data: await faq.get(request.params.id) }),
  );

  app.post(
    '/admin/faq',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a FAQ entry',
        description: 'English question and answer required; Swedish optional (blank is none).',
        body: faqEntryBodySchema,
        response: { 201: dataEnvelope(faqEntrySchema) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await faq.create(request.body, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/faq/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: method === 'put' ? 'Change a FAQ entry' : 'Change a FAQ entry (only the fields sent)',
          params,
          body: method === 'put' ? faqEntryBodySchema : faqEntryPatchBodySchema,
          response: { 200: dataEnvelope(faqEntrySchema) },
        },
      },
      async (request) => ({ data: await faq.update(request.params.id, request.body, staffActor(request)) }),
    );
  }

  app.delete(
    '/admin/faq/:id',
    {
      onRequest,
      schema: { tags, summary: 'Remove a FAQ entry', params, response: { 204: z.null().describe('Removed') } },
    },
    async (request, reply) => {
      await faq.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
