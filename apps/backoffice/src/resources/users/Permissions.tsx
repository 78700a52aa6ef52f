import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  FormHelperText,
} from '@mui/material';
import { useDataProvider, useEditContext, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser, Role } from '../../api/identity';
import { RefusalHint, useActor } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { abilityLabel } from '../roles/ability-label';
import { useOptions } from '../useOptions';
import { permissionRows, permissionsRefusal, sameRoles, toggleRole } from './account';
import { Section } from './Section';

function PermissionsEditor({ user, granted }: { user: AdminUser; granted: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const { refetch } = useEditContext<AdminUser>();
  const abilities = useOptions('getAbilityOptions');
  const roles = useOptions('getRoleOptions');
  const [selected, setSelected] = useState<string[]>(granted);
  const [pending, setPending] = useState(false);
  const refusal = permissionsRefusal(useActor(), user);

  if (abilities.error || roles.error)
    return <Alert severity="error">{translate('app.users.permissions_load_failed')}</Alert>;
  if (!abilities.options || !roles.options) return <CircularProgress size={24} />;

  // The roles list carries what each role grants (GET /admin/roles), beyond the summary type.
  const rows = permissionRows(abilities.options, roles.options as Partial<Role>[] as Role[], user.roles ?? []);
  const labels = new Map(abilities.options.map((ability) => [ability.name, abilityLabel(ability, translate)]));

  const save = async () => {
    setPending(true);
    try {
      await withLoading(() => provider.setUserAbilities(user.id, selected));
      notify('app.users.permissions_saved', { type: 'success' });
    } catch (cause) {
      showError(cause);
    } finally {
      setPending(false);
      void refetch();
    }
  };

  return (
    <>
      <FormGroup data-testid="user-permissions">
        {rows.map((row) => (
          <FormControlLabel
            key={row.name}
            label={
              row.viaRole
                ? translate('app.users.permission_via_role', { ability: labels.get(row.name) })
                : labels.get(row.name)
            }
            disabled={row.viaRole || !!refusal}
            control={
              <Checkbox
                checked={row.viaRole || selected.includes(row.name)}
                onChange={() => setSelected((current) => toggleRole(current, row.name))}
                slotProps={{ input: { 'data-testid': `user-permission-${row.name}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{translate('app.users.permissions_help')}</FormHelperText>
      <RefusalHint reason={refusal} testId="user-permissions-refusal" />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={pending || !!refusal || sameRoles(selected, granted)}
        onClick={() => void save()}
        data-testid="user-permissions-save"
      >
        {translate('app.users.permissions_save')}
      </Button>
    </>
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
