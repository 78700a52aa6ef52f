import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordId } from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import type { TournamentsService } from './tournaments.service';

const params = z.object({ id: recordId });

/** The invited player turns a tournament invite down (decision 0101); accepting is in tournaments-player.routes.ts. */
export const tournamentInviteRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
  guards: Guards;
}> = async (app, { tournaments, guards }) => {
  app.post(
    '/tournaments/:id/invites/decline',
    {
      onRequest: guards.requireUser,
      config: { errors: ['tournaments.invalid_invite'] },
      schema: {
        tags: ['tournaments'],
        summary: 'Decline a pending invite: it is deleted, and the player may be invited again',
        params,
        response: { 204: z.null().describe('Declined') },
      },
    },
    async (request, reply) => {
      await tournaments.declineInvite(request.params.id, currentAuth(request).userId);
      return reply.status(204).send(null);
    },
  );
};
