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
  useTranslate,
} from 'react-admin';
import type { AbilityOption } from '../../api/identity';
import { useOptions } from '../useOptions';
import { ResourceEdit } from '../shared';

/** An ability's label: its title, with the name the checks use. */
export const abilityLabel = (ability: AbilityOption): string =>
  ability.title && ability.title !== ability.name ? `${ability.title} (${ability.name})` : ability.name;

function AbilitiesInput() {
  const translate = useTranslate();
  const { options, error } = useOptions('getAbilityOptions');
  if (error) return <Alert severity="error">{translate('app.roles.abilities_load_failed')}</Alert>;
  return (
    <Box data-testid="role-abilities">
      <CheckboxGroupInput
        source="abilities"
        choices={options ?? []}
        optionValue="name"
        optionText={abilityLabel}
        translateChoice={false}
        row={false}
        helperText="app.roles.abilities_help"
        disabled={!options}
      />
    </Box>
  );
}

function RoleToolbar() {
  return (
    <Toolbar>
      <SaveButton data-testid="role-save" />
    </Toolbar>
  );
}

/** Title and abilities of a role (PUT, administrator only); the name is fixed. */
export function RoleEdit() {
  return (
    <ResourceEdit>
      <SimpleForm toolbar={<RoleToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <TextInput
          source="title"
          validate={[required(), maxLength(255)]}
          slotProps={{ htmlInput: { 'data-testid': 'role-title' } }}
        />
        <AbilitiesInput />
      </SimpleForm>
    </ResourceEdit>
  );
}
