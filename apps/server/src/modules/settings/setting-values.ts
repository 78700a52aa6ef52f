import { isCurrencyCode, normalizeCurrency, STORED_AMOUNT_MAX } from '@golf/contracts';
import { AppError, type MessageRef } from '../../errors/app-error';
import { parseExchangeRates } from './exchange-rates';
import { settingKeys, type SettingKey } from './setting-keys';

/** An integer setting's bounds when its definition names none: counts, amounts and durations fit a PostgreSQL integer. */
export const INTEGER_SETTING_MIN = 0;
export const INTEGER_SETTING_MAX = STORED_AMOUNT_MAX;

/** Why a number is outside a setting's bounds; undefined when it is inside. */
function boundsError(value: number, min: number | undefined, max: number | undefined): MessageRef | undefined {
  const attribute = 'setting value';
  if (min !== undefined && max !== undefined && (value < min || value > max))
    return { key: 'validation.between.numeric', params: { attribute, min, max } };
  if (min !== undefined && value < min) return { key: 'validation.min.numeric', params: { attribute, min } };
  if (max !== undefined && value > max) return { key: 'validation.max.numeric', params: { attribute, max } };
  return undefined;
}

/** Why a value cannot be saved for a setting, by its kind and bounds; undefined when it can. */
export function settingValueError(key: SettingKey, value: string): MessageRef | undefined {
  const attribute = { attribute: 'setting value' };
  const definition: { kind: string; min?: number; max?: number } = settingKeys[key];
  switch (definition.kind) {
    case 'integer': {
      // Digits without a leading zero: Number() alone also reads "0x10", "1e3" and "05", stored as typed.
      if (!/^-?(0|[1-9]\d*)$/.test(value.trim())) return { key: 'validation.integer', params: attribute };
      const number = Number(value);
      return boundsError(number, definition.min ?? INTEGER_SETTING_MIN, definition.max ?? INTEGER_SETTING_MAX);
    }
    case 'decimal': {
      // Plain decimal notation: digits, a fraction after a dot, a minus only where the bounds allow a
      // negative. Number() alone also reads "0x1", "1e-1" and "Infinity", which would be stored as typed.
      const sign = definition.min === undefined || definition.min < 0 ? '-?' : '';
      if (!new RegExp(`^${sign}\\d+(\\.\\d+)?$`).test(value.trim()))
        return { key: 'validation.decimal', params: attribute };
      return boundsError(Number(value), definition.min, definition.max);
    }
    case 'currency':
      return isCurrencyCode(value) ? undefined : { key: 'validation.currency', params: attribute };
    case 'exchange_rates': {
      const parsed = parseExchangeRates(value);
      return 'error' in parsed ? parsed.error : undefined;
    }
    default:
      return undefined;
  }
}

/** For saving a setting: a value its kind or bounds refuse is a 422 on setting_value. */
export function assertSettingValue(key: SettingKey, value: string): void {
  const error = settingValueError(key, value);
  if (error) throw AppError.validation({ setting_value: [error] });
}

/** The value as it is saved, once checked (assertSettingValue): a currency code in capitals. */
export function settingValueToSave(key: SettingKey, value: string): string {
  assertSettingValue(key, value);
  return settingKeys[key].kind === 'currency' ? normalizeCurrency(value) : value;
}
