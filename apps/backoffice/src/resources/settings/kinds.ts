/**
 * What the settings screens know of a setting's kind (contracts' settingKinds): how its value is
 * typed in. The server checks every value; its 422 shows on the field.
 */
import type { SettingKeyInfo, SettingKind } from '@golf/contracts';

/** API path of every key the platform reads (GET admin/settings/keys); each record's id is its key. */
export const SETTING_KEYS_PATH = 'admin/settings/keys';

/** The input a kind's value is typed in. */
export type ValueInput = { type: 'number'; step: '1' | 'any' } | { type: 'json' } | { type: 'text' };

export function valueInputOf(kind: SettingKind | null | undefined): ValueInput {
  switch (kind) {
    case 'integer':
      return { type: 'number', step: '1' };
    case 'decimal':
      return { type: 'number', step: 'any' };
    case 'exchange_rates':
      return { type: 'json' };
    default:
      return { type: 'text' };
  }
}

/** i18n key of a kind's name; a key the platform no longer reads is plain text. */
export const kindLabelKey = (kind: SettingKind | null | undefined): string => `app.settings.kinds.${kind ?? 'text'}`;

/** The i18n key of the help under the value input of a kind. */
export const valueHelpKey = (kind: SettingKind | null | undefined): string =>
  `app.settings.value_help.${kind ?? 'text'}`;

/** The keys the add screen offers: those without a row, by display name. */
export function addableKeys(keys: readonly SettingKeyInfo[] | undefined): SettingKeyInfo[] {
  return (keys ?? [])
    .filter((key) => key.setting_id === null)
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
}

/** Choices of the add screen's key select: "display name (key)". */
export function keyChoices(keys: readonly SettingKeyInfo[]): { id: string; name: string }[] {
  return keys.map((key) => ({ id: key.setting_key, name: `${key.display_name} (${key.setting_key})` }));
}
