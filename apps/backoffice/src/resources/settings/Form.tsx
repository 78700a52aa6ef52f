import { useMemo } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import {
  DeleteButton,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useGetList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  MAX_PER_PAGE,
  SETTING_DISPLAY_NAME_MAX,
  SETTING_VALUE_MAX,
  type Setting,
  type SettingKeyInfo,
  type SettingKind,
} from '@golf/contracts';
import { useSaveErrorHandler } from '../shared';
import { SETTING_KEYS_PATH, addableKeys, keyChoices, kindLabelKey, valueHelpKey, valueInputOf } from './kinds';

/** The help under the value: the kind's format and the default the platform falls back to. */
function ValueHelp({ kind, fallback }: { kind: SettingKind | null | undefined; fallback: string | null | undefined }) {
  const translate = useTranslate();
  return (
    <span data-testid="setting-value-help">
      {translate(valueHelpKey(kind))}{' '}
      {fallback == null ? translate('app.settings.no_default') : translate('app.settings.default', { value: fallback })}
    </span>
  );
}

/**
 * setting_value in the input its kind needs: a number input for integers and decimals (typed as
 * text, so the API gets the text it stores), several lines for the exchange rates' JSON, one line
 * otherwise. The server checks the value by kind; its 422 message shows on this field.
 */
function SettingValueInput({
  kind,
  fallback,
  fresh,
}: {
  kind: SettingKind | null | undefined;
  fallback: string | null | undefined;
  /** On add: the value starts as the default and is dropped when another key is chosen. */
  fresh?: boolean;
}) {
  const translate = useTranslate();
  const input = valueInputOf(kind);
  const common = {
    source: 'setting_value',
    validate: [required(), maxLength(SETTING_VALUE_MAX)],
    helperText: <ValueHelp kind={kind} fallback={fallback} />,
    ...(fresh ? { defaultValue: fallback ?? undefined, shouldUnregister: true } : {}),
  };
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" data-testid="setting-kind">
        {translate('app.settings.kind', { kind: translate(kindLabelKey(kind)) })}
      </Typography>
      {input.type === 'number' ? (
        <TextInput
          {...common}
          type="number"
          slotProps={{
            htmlInput: {
              step: input.step,
              inputMode: input.step === '1' ? 'numeric' : 'decimal',
              'data-testid': 'setting-value',
            },
          }}
        />
      ) : (
        <TextInput
          {...common}
          multiline={input.type === 'json'}
          minRows={input.type === 'json' ? 4 : undefined}
          fullWidth={input.type === 'json'}
          slotProps={{
            htmlInput: {
              'data-testid': 'setting-value',
              spellCheck: input.type === 'json' ? false : undefined,
              style: input.type === 'json' ? { fontFamily: 'monospace' } : undefined,
            },
          }}
        />
      )}
    </Box>
  );
}

/** Save, and delete after a confirmation that says the setting goes back to its default. */
function SettingEditToolbar() {
  const translate = useTranslate();
  const setting = useRecordContext<Setting>();
  const onError = useSaveErrorHandler();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {setting && (
        <DeleteButton
          mutationMode="pessimistic"
          mutationOptions={{ onError }}
          confirmContent={
            <span data-testid="setting-delete-content">
              {setting.default == null
                ? translate('app.settings.no_default')
                : translate('app.settings.delete_content', { value: setting.default })}
            </span>
          }
        />
      )}
    </Toolbar>
  );
}

const displayNameValidation = [required(), maxLength(SETTING_DISPLAY_NAME_MAX)];

/** The value input of the record being edited, by its kind. */
function EditValueInput() {
  const setting = useRecordContext<Setting>();
  return <SettingValueInput kind={setting?.kind} fallback={setting?.default} />;
}

/** Edit: the name and the value; the key is shown but fixed once added. */
export function SettingEditForm() {
  return (
    <SimpleForm toolbar={<SettingEditToolbar />}>
      <TextInput source="display_name" validate={displayNameValidation} fullWidth />
      <TextInput source="setting_key" readOnly />
      <EditValueInput />
    </SimpleForm>
  );
}

/**
 * The name and value of the chosen key, starting as the key's own name and default. Mounted anew
 * for each key (React key), and unregistered on unmount, so choosing another key starts over.
 */
function ChosenKeyFields({ option }: { option: SettingKeyInfo }) {
  return (
    <>
      <TextInput
        source="display_name"
        validate={displayNameValidation}
        defaultValue={option.display_name}
        shouldUnregister
        fullWidth
      />
      <SettingValueInput kind={option.kind} fallback={option.default} fresh />
    </>
  );
}

/** Add: pick a key that has no row; then its name and value, in the input its kind needs. */
function AddFields({ keys }: { keys: SettingKeyInfo[] | undefined }) {
  const translate = useTranslate();
  const addable = useMemo(() => addableKeys(keys), [keys]);
  return (
    <>
      {keys !== undefined && addable.length === 0 && (
        <Alert severity="info" data-testid="settings-no-keys" sx={{ mb: 2 }}>
          {translate('app.settings.no_keys')}
        </Alert>
      )}
      <SelectInput
        source="setting_key"
        choices={keyChoices(addable)}
        isPending={keys === undefined}
        validate={required()}
        helperText="app.settings.key_help"
        fullWidth
      />
      <FormDataConsumer<{ setting_key?: string }>>
        {({ formData }) => {
          const chosen = addable.find((key) => key.setting_key === formData.setting_key);
          return chosen ? <ChosenKeyFields key={chosen.setting_key} option={chosen} /> : null;
        }}
      </FormDataConsumer>
    </>
  );
}

export function SettingCreateForm() {
  const { data } = useGetList<SettingKeyInfo>(SETTING_KEYS_PATH, {
    pagination: { page: 1, perPage: MAX_PER_PAGE },
  });
  return (
    <SimpleForm>
      <AddFields keys={data} />
    </SimpleForm>
  );
}
