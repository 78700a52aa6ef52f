import { Alert, Box, CircularProgress } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '@golf/contracts';
import { useActor } from '../../auth/useActor';
import type { BackofficeDataProvider } from '../../dataProvider';
import { abilityLabel } from '../roles/ability-label';
import { useOptions } from '../useOptions';
import { permissionRows, permissionsRefusal } from './account';
import { NameChecklist } from './NameChecklist';
import { Section } from './Section';

function PermissionsEditor({ user, granted }: { user: AdminUser; granted: string[] }) {
  const translate = useTranslate();
  const provider = useDataProvider<BackofficeDataProvider>();
  const abilities = useOptions('getAbilityOptions');
  const roles = useOptions('getRoleOptions');
  const refusal = permissionsRefusal(useActor(), user);

  if (abilities.error || roles.error)
    return <Alert severity="error">{translate('app.users.permissions_load_failed')}</Alert>;
  if (!abilities.options || !roles.options) return <CircularProgress size={24} />;

  const rows = permissionRows(abilities.options, roles.options, user.roles ?? []);
  const labels = new Map(abilities.options.map((ability) => [ability.name, abilityLabel(ability, translate)]));

  return (
    <NameChecklist
      rows={rows.map((row) => ({
        name: row.name,
        label: row.viaRole
          ? translate('app.users.permission_via_role', { ability: labels.get(row.name) })
          : (labels.get(row.name) ?? row.name),
        // One the user's roles give is theirs whatever is granted directly.
        disabled: row.viaRole || !!refusal,
        fixed: row.viaRole,
      }))}
      initial={granted}
      save={(selected) => provider.setUserAbilities(user.id, selected)}
      refusal={refusal}
      messages="app.users.permissions"
      testId="user-permissions"
      itemTestId="user-permission"
    />
  );
}

/**
 * Abilities granted to the user directly, beside those of their roles: checkboxes of every global
 * ability (GET /admin/abilities), saved with PUT /admin/users/{id}/abilities.
 */
export function UserPermissions() {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  const granted = user.abilities ?? [];
  const heldRoles = (user.roles ?? []).map((role) => role.name);
  return (
    <Box>
      <Section title="app.sections.user_permissions" />
      {/* A new key when the saved grants or roles change starts the editor again from them. */}
      <PermissionsEditor
        key={`${user.id}:${[...granted].sort().join(',')}:${[...heldRoles].sort().join(',')}`}
        user={user}
        granted={granted}
      />
    </Box>
  );
}
