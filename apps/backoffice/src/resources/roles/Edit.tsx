import { Alert, Box } from '@mui/material';
import {
  CheckboxGroupInput,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { Role } from '@golf/contracts';
import { RefusalHint, useActor } from '../../auth/useActor';
import { isAdministratorRole, roleEditRefusal } from '../../auth/staff';
import { useOptions } from '../useOptions';
import { ResourceEdit } from '../shared';
import { abilityLabel } from './ability-label';

function AbilitiesInput({ refusal }: { refusal: string | null }) {
  const translate = useTranslate();
  const role = useRecordContext<Role>();
  const { options, error } = useOptions('getAbilityOptions');
  if (error) return <Alert severity="error">{translate('app.roles.abilities_load_failed')}</Alert>;
  const fixed = isAdministratorRole(role);
  return (
    <Box data-testid="role-abilities">
      <CheckboxGroupInput
        source="abilities"
        choices={(options ?? []).map((ability) => ({ ...ability, label: abilityLabel(ability, translate) }))}
        optionValue="name"
        optionText="label"
        translateChoice={false}
        row={false}
        helperText={fixed ? 'app.staff.administrator_role_fixed' : 'app.roles.abilities_help'}
        disabled={!options || !!refusal || fixed}
      />
    </Box>
  );
}

function RoleToolbar({ refusal }: { refusal: string | null }) {
  return (
    <Toolbar>
      <SaveButton data-testid="role-save" disabled={refusal ? true : undefined} />
      <Box sx={{ ml: 2 }}>
        <RefusalHint reason={refusal} />
      </Box>
    </Toolbar>
  );
}

/** Staff who are not administrators see the role, and why they cannot change it. */
function RoleForm() {
  const refusal = roleEditRefusal(useActor());
  return (
    <SimpleForm toolbar={<RoleToolbar refusal={refusal} />}>
      <Labeled>
        <TextField<Role> source="name" />
      </Labeled>
      <TextInput
        source="title"
        validate={[required(), maxLength(255)]}
        disabled={!!refusal}
        slotProps={{ htmlInput: { 'data-testid': 'role-title' } }}
      />
      <AbilitiesInput refusal={refusal} />
    </SimpleForm>
  );
}

/** Title and abilities of a role (PUT, administrator only); the name is fixed. */
export function RoleEdit() {
  return (
    <ResourceEdit>
      <RoleForm />
    </ResourceEdit>
  );
}
