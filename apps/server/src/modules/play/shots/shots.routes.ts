import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { simulatedShotSchema, simulateShotBodySchema } from '@golf/contracts';
import { AppError } from '../../../errors/app-error';
import { dataEnvelope } from '../../../http/envelope';
import type { TokenBucket } from './shots.rate-limit';
import type { ShotsService } from './shots.service';

export const shotsRoutes: FastifyPluginAsyncZod<{ shots: ShotsService; limiter: TokenBucket }> = async (
  app,
  { shots, limiter },
) => {
  app.post(
    '/shots/simulate',
    {
      config: { errors: ['general.too_many_requests'] },
      // Refuse before the body is validated: the limit counts every request from the address.
      onRequest: async (request) => {
        const decision = await limiter.take(request.ip);
        if (!decision.allowed) throw new AppError('general.too_many_requests', { seconds: decision.retryAfterSeconds });
      },
      schema: {
        tags: ['shots'],
        summary: 'Fly a shot: ball flight, bounce and roll from launch data',
        description:
          'Public, no sign-in. Physics: 3-D flight with drag and Magnus lift (coefficients by Reynolds number and spin ' +
          'factor), spin decay, then bounce and roll on the given surface (green speed from green_stimp). Frame: x ' +
          'downrange along the target line, y right of it, z up; the launch data are in the player’s frame (a ' +
          'left-hander’s data are mirrored by the client). Inputs in m/s, degrees and rpm; give back_spin (+ side_spin) ' +
          'or total_spin (+ spin_axis), not both. Distances in the reply are integer centimetres. Rate-limited per IP ' +
          '(a token bucket shared by every server node, by default 30 at once and 10 more per second: SHOT_SIMULATOR_BURST, ' +
          'SHOT_SIMULATOR_RATE_PER_SECOND); over the limit answers 429 general.too_many_requests ' +
          'with Retry-After.',
        body: simulateShotBodySchema,
        response: { 200: dataEnvelope(simulatedShotSchema) },
      },
      // The reply is built by shots.service from simulateShot and type-checked against the schema at
      // compile time, so it is written without zod's run-time parse: checking ~200 tracer points was
      // a quarter of the request's CPU in a profile under load (bench/simulate.ts). The schema still
      // documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request) => ({ data: shots.simulate(request.body) }),
  );
};
