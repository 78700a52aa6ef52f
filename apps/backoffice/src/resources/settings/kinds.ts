/**
 * What the settings screens know of a setting's kind (the server's settings/setting-keys.ts): how
 * its value is typed in. The server checks every value; its 422 shows on the field.
 */
export type SettingKind = 'integer' | 'decimal' | 'text' | 'currency' | 'exchange_rates';

/** API path of every key the platform reads (GET admin/settings/keys); each record's id is its key. */
export const SETTING_KEYS_PATH = 'admin/settings/keys';

/** A key the platform reads; setting_id is its row, null when it has none and may be added. */
export interface SettingKeyOption {
  id: string;
  setting_key: string;
  display_name: string;
  kind: SettingKind;
  default: string;
  setting_id: number | null;
}

/** A settings row as the API lists it (kind and default are null for a key the platform no longer reads). */
export interface SettingRecord {
  id: number;
  display_name: string;
  setting_key: string;
  setting_value: string;
  kind: SettingKind | null;
  default: string | null;
}

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
export function addableKeys(keys: readonly SettingKeyOption[] | undefined): SettingKeyOption[] {
  return (keys ?? [])
    .filter((key) => key.setting_id === null)
    .sort((a, b) => a.display_name.localeCompare(b.display_name));
}

/** Choices of the add screen's key select: "display name (key)". */
export function keyChoices(keys: readonly SettingKeyOption[]): { id: string; name: string }[] {
  return keys.map((key) => ({ id: key.setting_key, name: `${key.display_name} (${key.setting_key})` }));
}
