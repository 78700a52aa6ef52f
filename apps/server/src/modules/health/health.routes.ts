import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { livenessSchema, readinessSchema } from '@golf/contracts';
import { AppError } from '../../errors/app-error';

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
}> = async (app, { ping }) => {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process is up',
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
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
