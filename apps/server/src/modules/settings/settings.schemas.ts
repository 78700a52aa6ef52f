import { z } from 'zod';
import { recordId } from '@golf/contracts';
import type { SettingKind } from './setting-keys';

export const SETTING_DISPLAY_NAME_MAX = 255;
export const SETTING_VALUE_MAX = 10_000;

const kinds = ['integer', 'decimal', 'text', 'currency', 'exchange_rates'] as const satisfies readonly SettingKind[];

/** How each kind's value is written; shown in the OpenAPI descriptions. */
export const SETTING_KIND_FORMATS =
  'Values are text, checked by the kind of their key: `integer` a whole number ("100"), from 0 to 2147483647 ' +
  'unless the key has bounds of its own (e.g. minimum_wager_amount at least 1, coin amounts at most 1000000000); ' +
  '`decimal` plain decimal notation, digits with an optional "." and fraction (no exponent, hex or "Infinity"; ' +
  'a leading "-" only where the key allows negatives), fractions as fractions ("0.15" = 15 %, the service fees ' +
  'from 0 to 1); legacy_subscription_id the id of an existing plan (validation.setting_plan_unknown); ' +
  '`text` any text; `currency` an ISO 4217 code of three letters, saved in capitals ("eur" → "EUR"); ' +
  '`exchange_rates` a JSON object from ISO 4217 codes of three capital letters to positive numbers, what one unit ' +
  'of that currency is worth in the purchase limit currency, e.g. {"USD": 0.92, "JPY": 0.0061}. A value its kind ' +
  'or bounds refuse is a 422 on setting_value (validation.integer, validation.decimal, validation.between.numeric, ' +
  'validation.min.numeric, validation.max.numeric, validation.currency, validation.exchange_rates, or ' +
  'validation.exchange_rate naming the entry) and nothing is saved.';

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

export const settingCreateSchema = z.object({
  setting_key: settingKeySchema,
  display_name: displayNameSchema.optional().describe("What staff see the setting as; default: the key's own name"),
  setting_value: settingValueSchema.optional().describe("The value, in its kind's format; default: the key's default"),
});

export const settingUpdateSchema = z.object({
  setting_key: settingKeySchema
    .optional()
    .describe('Fixed once added: may be sent (a full record), but only with the row’s own key'),
  display_name: displayNameSchema.optional(),
  setting_value: settingValueSchema.optional(),
});

export const settingParamsSchema = z.object({ id: recordId });

const isoTime = z.string().describe('UTC, ISO 8601');

export const settingSchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  setting_key: z.string(),
  setting_value: z.string(),
  kind: z.enum(kinds).nullable().describe('How the value is read; null for a key the platform no longer reads'),
  default: z.string().nullable().describe("The key's default, read when the row is missing or broken"),
  created_at: isoTime,
  updated_at: isoTime,
});

export const settingKeyInfoSchema = z.object({
  id: z.string().describe('The key itself (for list clients that need an id)'),
  setting_key: z.string(),
  display_name: z.string().describe("The key's own name, the default display_name"),
  kind: z.enum(kinds),
  default: z.string(),
  setting_id: z.number().int().nullable().describe("The id of the key's row; null: no row, the key can be added"),
});
