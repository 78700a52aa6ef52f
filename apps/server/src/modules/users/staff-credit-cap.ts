import { roleNames } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import { recordPermissionDenied, type DeniedRequest } from '../auth/permission-denied';
import type { SettingsReader } from '../settings/settings.reader';

/**
 * Checks that a staff member may create `tokens` of credit in one action (a wallet adjustment, a
 * token voucher batch or import); otherwise records auth.permission_denied and throws
 * store.staff_credit_cap_exceeded.
 */
export type StaffCreditCheck = (actorId: number, tokens: number, request?: DeniedRequest) => Promise<void>;

/**
 * Staff who are not administrators credit at most the setting staff_credit_cap tokens per action
 * (decision 0059): a batch counts as count × amount, since every code is credit once redeemed.
 */
export function createStaffCreditCheck(deps: {
  access: Pick<AccessRepository, 'rolesOf'>;
  settings: Pick<SettingsReader, 'integer'>;
  activity: Pick<ActivityLog, 'record'>;
}): StaffCreditCheck {
  return async (actorId, tokens, request) => {
    if (tokens <= 0) return;
    const max = await deps.settings.integer('staff_credit_cap');
    if (tokens <= max) return;
    const roles = await deps.access.rolesOf(actorId);
    if (roles.some((role) => role.name === roleNames.administrator)) return;
    await recordPermissionDenied(deps.activity, {
      actorId,
      request,
      properties: { error: 'store.staff_credit_cap_exceeded', tokens, max },
    });
    throw new AppError('store.staff_credit_cap_exceeded', { max });
  };
}
