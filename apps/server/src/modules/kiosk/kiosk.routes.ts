import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kioskCredentialsBodySchema, realtimeChannels } from '@golf/contracts';
import type { SocketControl } from '../../realtime/socket-control';
import { currentAuth, type Guards } from '../auth/guards';
import type { SessionResolver } from '../auth/sessions';
import type { KioskService } from './kiosk.service';

const tags = ['kiosk'];
const refusals =
  'Refusals: auth.invalid_credentials (1006, wrong e-mail or password), auth.insufficient_permissions (1019, not an administrator), ' +
  'auth.user_disabled (1005, suspended), auth.too_many_login_attempts (1002, after 5 wrong passwords a minute for the e-mail ' +
  'and address, with Retry-After). No session is opened and none is needed: a locked device may have nobody signed in. ' +
  'A session presented with the call becomes a kiosk session (start) or an ordinary one again (exit); a kiosk session ' +
  'reaches only play, rounds, game settings and sign-out, everything else answers rounds.not_allowed (decision 0087).';

/** Kiosk mode: an administrator's credentials start and end it on a device (spec section 6). */
export const kioskRoutes: FastifyPluginAsyncZod<{
  kiosk: KioskService;
  guards: Guards;
  sessions: SessionResolver;
  sockets: SocketControl;
}> = async (app, { kiosk, guards, sessions, sockets }) => {
  /**
   * A session that became a kiosk session may still hold, on its sockets, what a kiosk may not hear:
   * the user's channel (wallets, notifications), friends' beacons, clubs (decision 0103). Every socket
   * on the user's channel reconnects and subscribes again, authorized as what its session is now; the
   * user's other devices reconnect too, since a socket does not say which session opened it.
   */
  const narrowToKiosk = async (sessionId: number, userId: number) => {
    await sessions.setKiosk(sessionId, true);
    await sockets.reconnectSubscribers(realtimeChannels.user(userId));
  };

  for (const action of ['start', 'exit'] as const) {
    app.post(
      `/kiosk/${action}`,
      {
        config: {
          errors: [
            'auth.invalid_credentials',
            'auth.insufficient_permissions',
            'auth.user_disabled',
            'auth.too_many_login_attempts',
          ],
        },
        schema: {
          tags,
          summary:
            action === 'exit'
              ? "Confirm an administrator's credentials to leave kiosk mode"
              : "Confirm an administrator's credentials to put a device in kiosk mode",
          description: refusals,
          body: kioskCredentialsBodySchema,
          response: { 204: z.null().describe('The credentials belong to an administrator') },
        },
      },
      async (request, reply) => {
        await kiosk.verifyAdministrator(request.body, request);
        // The device's session, if any, follows the lock: only these two calls change it.
        const session = await sessions.resolve(request);
        if (session && action === 'start') await narrowToKiosk(session.sessionId, session.userId);
        if (session && action === 'exit') await sessions.setKiosk(session.sessionId, false);
        return reply.status(204).send(null);
      },
    );
  }

  app.post(
    '/kiosk/lock',
    {
      onRequest: guards.requireKioskUser,
      schema: {
        tags,
        summary: 'Make this session a kiosk session (a player signed in on a locked device)',
        description:
          'Needs no credentials: it only narrows what the session may do. From then on the session reaches only play, ' +
          'rounds, game settings and sign-out (everything else is rounds.not_allowed, decision 0087) until ' +
          "POST /kiosk/exit with an administrator's credentials, or sign-out.",
        response: { 204: z.null().describe('The session is a kiosk session') },
      },
    },
    async (request, reply) => {
      const { sessionId, userId } = currentAuth(request);
      await narrowToKiosk(sessionId, userId);
      return reply.status(204).send(null);
    },
  );
};
