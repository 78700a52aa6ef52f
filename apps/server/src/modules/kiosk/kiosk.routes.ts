import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { KioskService } from './kiosk.service';
import { kioskCredentialsBodySchema } from '@golf/contracts';

const tags = ['kiosk'];
const refusals =
  'Refusals: auth.invalid_credentials (1006, wrong e-mail or password), auth.insufficient_permissions (1019, not an administrator), ' +
  'auth.user_disabled (1005, suspended), auth.too_many_login_attempts (1002, after 5 wrong passwords a minute for the e-mail ' +
  'and address, with Retry-After). No session is opened and none is needed: a locked device may have nobody signed in.';

/** Kiosk mode: an administrator's credentials start and end it on a device (spec section 6). */
export const kioskRoutes: FastifyPluginAsyncZod<{ kiosk: KioskService }> = async (app, { kiosk }) => {
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
        return reply.status(204).send(null);
      },
    );
  }
};
