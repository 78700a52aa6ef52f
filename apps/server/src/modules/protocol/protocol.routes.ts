import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defaultLocale, isLocale } from '@golf/contracts';
import type { ProtocolService } from './protocol.service';
import {
  acceptedResponseSchema,
  clientErrorSchema,
  enumsParamsSchema,
  enumsResponseSchema,
  versionResponseSchema,
} from './protocol.schemas';

export const protocolRoutes: FastifyPluginAsyncZod<{ protocol: ProtocolService }> = async (app, { protocol }) => {
  app.get(
    '/protocol/enums/:locale',
    {
      schema: {
        tags: ['protocol'],
        summary: 'Every enumeration with numeric keys and translated labels',
        params: enumsParamsSchema,
        response: { 200: enumsResponseSchema },
      },
    },
    async (request, reply) => {
      const requested = request.params.locale.toLowerCase().split('-')[0];
      const locale = isLocale(requested) ? requested : defaultLocale;
      reply.header('cache-control', 'public, max-age=300');
      reply.header('content-language', locale);
      return { data: protocol.enumCatalogue(locale) };
    },
  );

  app.get(
    '/protocol/version',
    {
      schema: {
        tags: ['protocol'],
        summary: 'API protocol version and server build',
        response: { 200: versionResponseSchema },
      },
    },
    async () => ({ data: protocol.version() }),
  );

  app.post(
    '/protocol/client-errors',
    {
      // Small bodies only: a report is a few lines of text.
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['protocol'],
        summary: 'Report a client-side failure (chunk load errors and the like) to the server log',
        body: clientErrorSchema,
        response: { 202: acceptedResponseSchema },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client reported an error');
      return reply.status(202).send({ data: { received: true as const } });
    },
  );
};
