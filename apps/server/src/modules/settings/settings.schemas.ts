import { z } from 'zod';
import { recordId } from '@golf/contracts';

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

export const settingParamsSchema = z.object({ id: recordId });
