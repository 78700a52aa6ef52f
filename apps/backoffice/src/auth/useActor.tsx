import { Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useTranslate } from 'react-admin';
import type { AdminUser } from '@golf/contracts';
import { type Actor, type StaffAction, type StaffTarget, isAdministratorAccount, staffActionRefusal } from './staff';

/**
 * The signed-in staff member: id from the identity, and whether they hold the administrator role
 * (from their own record, GET admin/users/{id} with roles; the screens using it need manage-users,
 * which that call needs too). Undefined until the identity is known.
 */
export function useActor(): Actor | undefined {
  const { identity } = useGetIdentity();
  const id = Number(identity?.id);
  const known = Number.isInteger(id) && id > 0;
  const { data } = useGetOne<AdminUser>(
    'users',
    { id, meta: { include: ['roles'] } },
    { enabled: known, retry: false },
  );
  if (!known) return undefined;
  return { id, isAdministrator: data ? isAdministratorAccount(data) : undefined };
}

/** Why the signed-in staff member may not do the action to the user (an i18n key), or null. */
export function useStaffRefusal(action: StaffAction, target: StaffTarget | undefined): string | null {
  const actor = useActor();
  return target ? staffActionRefusal(action, actor, target) : null;
}

/** The short reason next to an action that is disabled because the server would refuse it. */
export function RefusalHint({ reason, testId = 'staff-refusal' }: { reason: string | null; testId?: string }) {
  const translate = useTranslate();
  if (!reason) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid={testId}>
      {translate(reason)}
    </Typography>
  );
}
