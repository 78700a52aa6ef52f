import { AppError, type MessageRef } from '../../errors/app-error';
import { parseExchangeRates } from './exchange-rates';
import { settingKeys, type SettingKey } from './setting-keys';

/** Why a value cannot be saved for a setting, by its kind; undefined when it can. */
export function settingValueError(key: SettingKey, value: string): MessageRef | undefined {
  const attribute = { attribute: 'setting value' };
  switch (settingKeys[key].kind) {
    case 'integer':
      return Number.isInteger(Number(value)) && value.trim() !== ''
        ? undefined
        : { key: 'validation.integer', params: attribute };
    case 'decimal':
      return Number.isFinite(Number(value)) && value.trim() !== ''
        ? undefined
        : { key: 'validation.numeric', params: attribute };
    case 'exchange_rates': {
      const parsed = parseExchangeRates(value);
      return 'error' in parsed ? parsed.error : undefined;
    }
    default:
      return undefined;
  }
}

/** For saving a setting: a value its kind cannot read is a 422 on setting_value. */
export function assertSettingValue(key: SettingKey, value: string): void {
  const error = settingValueError(key, value);
  if (error) throw AppError.validation({ setting_value: [error] });
}
