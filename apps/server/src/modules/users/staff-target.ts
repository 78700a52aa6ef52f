import { roleNames, type ErrorKey } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import { recordPermissionDenied, type DeniedRequest } from '../auth/permission-denied';
import type { UsersRepository } from './users.repository';

/**
 * What a back-office route does to a user's account:
 * - `edit`: the profile (PUT /admin/users/{id}); staff may edit their own.
 * - `suspend`: suspend or unsuspend; nobody does that to themselves (users.cannot_disable_self).
 * - `roles`: replace the roles; only an administrator changes their own.
 * - `economy`: wallet adjustments, feature unlocks and subscriptions; never one's own.
 * - `abilities`: replace the abilities granted to the user directly; never one's own.
 */
export type StaffTargetAction = 'edit' | 'suspend' | 'roles' | 'economy' | 'abilities';

/**
 * Checks that a staff member may act on a user; otherwise records the refusal in the activity log
 * (auth.permission_denied, with the request when given) and throws its AppError.
 */
export type StaffTargetCheck = (
  actorId: number,
  targetUserId: number,
  action: StaffTargetAction,
  request?: DeniedRequest,
) => Promise<void>;

/**
 * The one rule for every back-office route that acts on a user's account:
 * 0. Nobody acts on a system account, the platform's own fee holders (users.system_account, 403; decision
 *    0120): an edited e-mail could take it over, and a hand adjustment would break the fees it holds.
 * 1. Only an administrator acts on an administrator's account (users.administrator_protected, 403):
 *    otherwise staff with manage-users could change the administrator's e-mail and reset its password.
 * 2. Nobody suspends or unsuspends themselves (users.cannot_disable_self, 403).
 * 3. Nobody adjusts their own wallet, grants or removes their own unlocks or subscriptions, or
 *    changes their own direct abilities, and only an administrator changes their own roles
 *    (users.cannot_act_on_self, 403).
 * A target that does not exist passes (it holds no role); the route answers 404 for it.
 * Every refusal is recorded as auth.permission_denied: actor, the target as subject, and the
 * action and error key in its properties (plus route and method when the request is given).
 */
/** Whether the user holds the administrator role (rule 1 below; screens disable what it refuses). */
export const administratorCheck =
  (access: Pick<AccessRepository, 'rolesOf'>) =>
  async (userId: number): Promise<boolean> =>
    (await access.rolesOf(userId)).some((role) => role.name === roleNames.administrator);

export function createStaffTargetCheck(
  access: Pick<AccessRepository, 'rolesOf'>,
  activity: Pick<ActivityLog, 'record'>,
  accounts: Pick<UsersRepository, 'isSystemAccount'>,
): StaffTargetCheck {
  const isAdministrator = administratorCheck(access);

  async function refusal(actorId: number, targetUserId: number, action: StaffTargetAction): Promise<ErrorKey | null> {
    if (await accounts.isSystemAccount(targetUserId)) return 'users.system_account';
    const actorIsAdministrator = await isAdministrator(actorId);
    if (actorId === targetUserId) {
      if (action === 'suspend') return 'users.cannot_disable_self';
      if (action === 'economy' || action === 'abilities' || (action === 'roles' && !actorIsAdministrator))
        return 'users.cannot_act_on_self';
      return null;
    }
    if (!actorIsAdministrator && (await isAdministrator(targetUserId))) return 'users.administrator_protected';
    return null;
  }

  return async (actorId, targetUserId, action, request) => {
    const error = await refusal(actorId, targetUserId, action);
    if (!error) return;
    await recordPermissionDenied(activity, {
      actorId,
      subjectUserId: targetUserId,
      request,
      properties: { error, action, target_user_id: targetUserId },
    });
    throw new AppError(error);
  };
}

/** For the OpenAPI descriptions of the routes that check `economy`. */
export const ECONOMY_TARGET_REFUSALS =
  "Never on the caller's own account (403, 1510 users.cannot_act_on_self) nor on a system account (403, 1511 users.system_account); only an administrator acts on an administrator's account (403, 1507 users.administrator_protected).";
