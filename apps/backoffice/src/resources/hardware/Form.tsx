import { SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { HARDWARE_VERSION_MAX } from '@golf/contracts';

/** Add and edit share this form. */
export function HardwareForm() {
  return (
    <SimpleForm>
      <TextInput
        source="title"
        validate={[required(), maxLength(120)]}
        slotProps={{ htmlInput: { 'data-testid': 'hardware-title' } }}
      />
      <TextInput
        source="hardware_version"
        validate={[required(), maxLength(HARDWARE_VERSION_MAX)]}
        helperText="app.hardware.hardware_version_help"
        slotProps={{ htmlInput: { 'data-testid': 'hardware-version' } }}
      />
      <TextInput
        source="description"
        multiline
        minRows={3}
        validate={maxLength(2000)}
        slotProps={{ htmlInput: { 'data-testid': 'hardware-description' } }}
      />
    </SimpleForm>
  );
}
