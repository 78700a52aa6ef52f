import { Alert } from '@mui/material';
import {
  BooleanInput,
  FormDataConsumer,
  SimpleForm,
  TextInput,
  maxLength,
  regex,
  required,
  useTranslate,
} from 'react-admin';
import { GAME_VERSION_MAX, GAME_VERSION_PATTERN } from '@golf/contracts';
import { BuildInput } from '../../components/BuildInput';

/**
 * Marking a version without a build latest is allowed (a build may follow), but it ends every download
 * until one is uploaded: staff are told before they save.
 */
function LatestWithoutBuildWarning({ latest, file }: { latest?: boolean; file?: string | null }) {
  const translate = useTranslate();
  if (!latest || file) return null;
  return (
    <Alert severity="warning" data-testid="game-version-no-build-warning">
      {translate('app.game_versions.latest_without_build')}
    </Alert>
  );
}

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
      <FormDataConsumer<{ latest?: boolean; file?: string | null }>>
        {({ formData }) => <LatestWithoutBuildWarning latest={formData.latest} file={formData.file} />}
      </FormDataConsumer>
    </SimpleForm>
  );
}
