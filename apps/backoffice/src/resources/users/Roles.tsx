import { Alert, Box, CircularProgress } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@golf/contracts';
import { administratorRoleRefusal, isAdministratorRole, staffActionRefusal } from '../../auth/staff';
import { useActor } from '../../auth/useActor';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useOptions } from '../useOptions';
import { roleChoices } from './account';
import { NameChecklist } from './NameChecklist';
import { Section } from './Section';

function RolesEditor({ user, held }: { user: AdminUser; held: string[] }) {
  const translate = useTranslate();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { options, error } = useOptions('getRoleOptions');
  const actor = useActor();
  // The whole editor, when the server would refuse any change (an administrator's roles, one's own).
  const refusal = staffActionRefusal('roles', actor, user);
  const adminRoleRefusal = administratorRoleRefusal(actor);

  if (error) return <Alert severity="error">{translate('app.users.roles_load_failed')}</Alert>;
  if (!options) return <CircularProgress size={24} />;

  return (
    <NameChecklist
      rows={roleChoices(options, user.roles ?? []).map((role) => ({
        name: role.name,
        label: role.title || role.name,
        disabled: !!refusal || (isAdministratorRole(role) && !!adminRoleRefusal),
      }))}
      initial={held}
      save={(selected) => provider.setUserRoles(user.id, selected)}
      refusal={refusal ?? adminRoleRefusal}
      messages="app.users.roles"
      testId="user-roles"
      itemTestId="user-role"
    />
  );
}

/** Role assignment: checkboxes of every role (GET /admin/roles), saved with PUT /admin/users/{id}/roles. */
export function UserRoles() {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const held = (user.roles ?? []).map((role) => role.name);
  return (
    <Box>
      <Section title="app.sections.user_roles" />
      {/* A new key when the saved roles change starts the editor again from them. */}
      <RolesEditor key={`${user.id}:${[...held].sort().join(',')}`} user={user} held={held} />
    </Box>
  );
}
