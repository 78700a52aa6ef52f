import { BooleanInput, SimpleForm, TextInput, maxLength, regex, required } from 'react-admin';
import { GAME_VERSION_MAX, GAME_VERSION_PATTERN } from '@golf/contracts';
import { BuildInput } from '../../components/BuildInput';

/** Add and edit share this form: the version, its build (uploaded) and whether it is the latest. */
export function GameVersionForm() {
  return (
    <SimpleForm>
      <TextInput
        source="version"
        validate={[
          required(),
          maxLength(GAME_VERSION_MAX),
          regex(GAME_VERSION_PATTERN, 'app.game_versions.version_format'),
        ]}
      />
      <BuildInput source="file" />
      <BooleanInput source="latest" helperText="app.game_versions.latest_help" />
    </SimpleForm>
  );
}
