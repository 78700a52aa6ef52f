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
import type { AdminUser } from '../../api/identity';
import { administratorRoleRefusal, isAdministratorRole, staffActionRefusal } from '../../auth/staff';
import { RefusalHint, useActor } from '../../auth/useActor';
import { useFeedback } from '../../components/FeedbackProvider';
import type { BackofficeDataProvider } from '../../dataProvider';
import { useOptions } from '../useOptions';
import { roleChoices, sameRoles, toggleRole } from './account';
import { Section } from './Section';

function RolesEditor({ user, held }: { user: AdminUser; held: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<BackofficeDataProvider>();
  const { showError, withLoading } = useFeedback();
  const { refetch } = useEditContext<AdminUser>();
  const { options, error } = useOptions('getRoleOptions');
  const [selected, setSelected] = useState<string[]>(held);
  const [pending, setPending] = useState(false);
  const actor = useActor();
  // The whole editor, when the server would refuse any change (an administrator's roles, one's own).
  const refusal = staffActionRefusal('roles', actor, user);
  const adminRoleRefusal = administratorRoleRefusal(actor);

  if (error) return <Alert severity="error">{translate('app.users.roles_load_failed')}</Alert>;
  if (!options) return <CircularProgress size={24} />;

  const save = async () => {
    setPending(true);
    try {
      await withLoading(() => provider.setUserRoles(user.id, selected));
      notify('app.users.roles_saved', { type: 'success' });
    } catch (cause) {
      // e.g. granting administrator without being one: the server's message in the error modal.
      showError(cause);
    } finally {
      setPending(false);
      void refetch();
    }
  };

  return (
    <>
      <FormGroup data-testid="user-roles">
        {roleChoices(options, user.roles ?? []).map((role) => (
          <FormControlLabel
            key={role.name}
            label={role.title || role.name}
            disabled={!!refusal || (isAdministratorRole(role) && !!adminRoleRefusal)}
            control={
              <Checkbox
                checked={selected.includes(role.name)}
                onChange={() => setSelected((current) => toggleRole(current, role.name))}
                // The test id goes on the <input> itself (MUI does not type data-* attributes on slots).
                slotProps={{ input: { 'data-testid': `user-role-${role.name}` } as object }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{translate('app.users.roles_help')}</FormHelperText>
      <RefusalHint reason={refusal ?? adminRoleRefusal} testId="user-roles-refusal" />
      <Button
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={pending || !!refusal || sameRoles(selected, held)}
        onClick={() => void save()}
        data-testid="user-roles-save"
      >
        {translate('app.users.roles_save')}
      </Button>
    </>
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
