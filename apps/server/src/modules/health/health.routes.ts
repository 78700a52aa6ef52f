import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@golf/contracts';
import { AppError } from '../../errors/app-error';

const LIVE = JSON.stringify(livenessSchema.parse({ status: 'ok' }));

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
}> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      // A few bytes: nothing to compress, so no compression hooks either.
      compress: false,
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: livenessSchema },
      },
    },
    // Serialized once: the reply never changes, and the probe is called often. Not async: a
    // handler that sends at once needs no promise.
    (_request, reply) => {
      (reply as FastifyReply).type('application/json; charset=utf-8').send(LIVE);
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers',
        response: { 200: readinessSchema },
      },
    },
    async (request) => {
      try {
        await ping();
      } catch (err) {
        request.log.warn({ err }, 'database not reachable');
        throw new AppError('general.service_unavailable');
      }
      return { status: 'ready' as const };
    },
  );
};
