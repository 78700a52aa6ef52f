import type { FastifyRequest } from 'fastify';
import { roleNames } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import { SIGN_IN_ADDRESS_RULE, SIGN_IN_RULE } from '../auth/sign-in';
import { recordPermissionDenied } from '../auth/permission-denied';
import type { Throttle } from '../auth/throttle';
import type { UsersRepository } from '../users/users.repository';
import type { CredentialCheck } from './credential-check';
import type { KioskCredentials } from './kiosk.schemas';

export interface KioskServiceDeps {
  credentials: CredentialCheck;
  throttle: Throttle;
  access: Pick<AccessRepository, 'rolesOf'>;
  users: Pick<UsersRepository, 'findById'>;
  activity: ActivityLog;
}

/** Where the request came from, for the throttle and the activity log. */
export type KioskCaller = Pick<FastifyRequest, 'ip' | 'headers'>;

/**
 * Kiosk mode (docs/identity.md, "Kiosk mode"): the lock itself lives on the device;
 * the server only confirms that whoever starts or ends it is an administrator (spec section 6).
 */
export function createKioskService(deps: KioskServiceDeps) {
  const { throttle } = deps;

  return {
    /**
     * Accepts an administrator's e-mail and password, refuses anything else. Wrong passwords count
     * toward the same per-e-mail-and-IP limit as sign-in (5 a minute).
     */
    async verifyAdministrator(body: KioskCredentials, caller: KioskCaller): Promise<void> {
      const throttleKey = `kiosk:${body.email.toLowerCase()}|${caller.ip}`;
      const addressKey = `kiosk-address:${caller.ip}`;
      for (const [key, rule] of [
        [throttleKey, SIGN_IN_RULE],
        [addressKey, SIGN_IN_ADDRESS_RULE],
      ] as const) {
        const throttled = await throttle.check(key, rule);
        if (throttled.limited)
          throw new AppError('auth.too_many_login_attempts', { seconds: throttled.retryAfterSeconds });
      }

      const userId = body.email && body.password ? await deps.credentials(body.email, body.password) : null;
      if (userId === null) {
        await throttle.hit(throttleKey, SIGN_IN_RULE);
        await throttle.hit(addressKey, SIGN_IN_ADDRESS_RULE);
        throw new AppError('auth.invalid_credentials');
      }
      const user = await deps.users.findById(userId);
      if (!user || user.suspendedAt) throw new AppError('auth.user_disabled');
      const roles = await deps.access.rolesOf(userId);
      if (!roles.some((role) => role.name === roleNames.administrator)) {
        await recordPermissionDenied(deps.activity, {
          actorId: userId,
          request: caller,
          properties: { required: [roleNames.administrator], route: 'kiosk' },
        });
        throw new AppError('auth.insufficient_permissions');
      }
      await throttle.clear(throttleKey);
    },
  };
}

export type KioskService = ReturnType<typeof createKioskService>;
