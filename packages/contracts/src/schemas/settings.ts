/** Platform settings as the back-office reads and changes them (manage-settings). */
import { z } from 'zod';

export const SETTING_DISPLAY_NAME_MAX = 255;
export const SETTING_VALUE_MAX = 10_000;

/**
 * How a value is read and checked: currency is an ISO 4217 code (three letters, kept upper-case);
 * exchange_rates is a JSON object of currency codes to rates.
 */
export const settingKinds = ['integer', 'decimal', 'text', 'currency', 'exchange_rates'] as const;
export type SettingKind = (typeof settingKinds)[number];

const displayNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(SETTING_DISPLAY_NAME_MAX)
  .describe('What staff see the setting as');

const settingValueSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(SETTING_VALUE_MAX)
  .describe("The value as text, trimmed, in its kind's format");

const settingKeySchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(100)
  .describe('One of the keys the platform reads (GET /admin/settings/keys)');

export const settingCreateBodySchema = z.object({
  setting_key: settingKeySchema,
  display_name: displayNameSchema.optional().describe("What staff see the setting as; default: the key's own name"),
  setting_value: settingValueSchema.optional().describe("The value, in its kind's format; default: the key's default"),
});
export type SettingCreateRequest = z.input<typeof settingCreateBodySchema>;

export const settingUpdateBodySchema = z.object({
  setting_key: settingKeySchema
    .optional()
    .describe('Fixed once added: may be sent (a full record), but only with the row’s own key'),
  display_name: displayNameSchema.optional(),
  setting_value: settingValueSchema.optional(),
});
export type SettingUpdateRequest = z.input<typeof settingUpdateBodySchema>;

const isoTime = z.string().describe('UTC, ISO 8601');

export const settingSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  setting_key: z.string(),
  setting_value: z.string(),
  kind: z.enum(settingKinds).nullable().describe('How the value is read; null for a key the platform no longer reads'),
  default: z.string().nullable().describe("The key's default, read when the row is missing or broken"),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Setting = z.output<typeof settingSchema>;

export const settingKeyInfoSchema = z.object({
  id: z.string().describe('The key itself (for list clients that need an id)'),
  setting_key: z.string(),
  display_name: z.string().describe("The key's own name, the default display_name"),
  kind: z.enum(settingKinds),
  default: z.string(),
  setting_id: z.number().int().nullable().describe("The id of the key's row; null: no row, the key can be added"),
});
export type SettingKeyInfo = z.output<typeof settingKeyInfoSchema>;
