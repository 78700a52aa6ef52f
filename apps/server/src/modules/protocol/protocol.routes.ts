import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clientErrorReceivedSchema,
  clientErrorReportSchema,
  dataEnvelope,
  defaultLocale,
  isLocale,
  localeFromLanguageTag,
  serverVersionSchema,
  type Locale,
} from '@golf/contracts';
import { preferredEncoding } from '../../http/compression';
import type { ProtocolService } from './protocol.service';
import { enumsParamsSchema, enumsResponseSchema } from './protocol.schemas';

/** The enumeration reply's caching headers for a locale (its catalogue, and so its ETag, never changes in a process). */
const enumsCacheHeaders = (locale: Locale, etag: string) => ({
  'cache-control': 'public, max-age=300',
  'content-language': locale,
  etag,
  vary: 'Origin, Accept-Encoding',
});

/** The locale a path's tag names ("sv", "sv-SE", "EN"), or English; the usual exact tag skips the parsing. */
const localeOfTag = (tag: string): Locale => (isLocale(tag) ? tag : (localeFromLanguageTag(tag) ?? defaultLocale));

export const protocolRoutes: FastifyPluginAsyncZod<{ protocol: ProtocolService }> = async (app, { protocol }) => {
  const cacheHeaders: Partial<Record<Locale, Record<string, string>>> = {};
  app.get(
    '/protocol/enums/:locale',
    {
      // Compressed once per locale (br or gzip, below): the compression plugin's hooks would only look.
      compress: false,
      schema: {
        tags: ['protocol'],
        summary: 'Every enumeration with numeric keys and translated labels',
        params: enumsParamsSchema,
        response: { 200: enumsResponseSchema, 304: z.null().describe('Not modified (If-None-Match matched the ETag)') },
      },
    },
    // Not async: it sends at once, so a promise per request would buy nothing.
    (request, reply) => {
      const locale = localeOfTag(request.params.locale);
      const catalogue = protocol.enumCatalogue(locale);
      reply.headers((cacheHeaders[locale] ??= enumsCacheHeaders(locale, catalogue.etag)));
      if (request.headers['if-none-match'] === catalogue.etag) {
        reply.status(304).send(null);
        return;
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // Already serialized JSON, sent as-is (Fastify never serializes a Buffer); the protocol tests
      // check it against enumsResponseSchema.
      reply
        .type('application/json; charset=utf-8')
        .send(catalogue[encoding] as unknown as z.infer<typeof enumsResponseSchema>);
    },
  );

  app.get(
    '/protocol/version',
    {
      schema: {
        tags: ['protocol'],
        summary: 'API protocol version and server build',
        response: { 200: dataEnvelope(serverVersionSchema) },
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
        body: clientErrorReportSchema,
        response: { 202: dataEnvelope(clientErrorReceivedSchema) },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientError: request.body }, 'client reported an error');
      return reply.status(202).send({ data: { received: true as const } });
    },
  );
};
