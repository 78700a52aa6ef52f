import { ECONOMY_AMOUNT_MAX } from '@golf/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error';
import { parseExchangeRates } from './exchange-rates';
import { settingKeys } from './setting-keys';
import { assertSettingValue, INTEGER_SETTING_MAX, settingValueError, settingValueToSave } from './setting-values';

describe('parseExchangeRates', () => {
  it('reads a JSON object of ISO 4217 codes and positive rates', () => {
    expect(parseExchangeRates('{"USD": 0.92, "JPY": 0.0061}')).toEqual({ rates: { USD: 0.92, JPY: 0.0061 } });
    expect(parseExchangeRates('{}')).toEqual({ rates: {} });
  });

  it('reads the seeded default', () => {
    expect(parseExchangeRates(settingKeys.purchase_limit_exchange_rates.default)).toHaveProperty('rates.JPY', 0.0061);
  });

  it.each([
    ['not JSON', 'USD=0.92'],
    ['empty', ''],
    ['an array', '[0.92]'],
    ['a number', '0.92'],
    ['null', 'null'],
  ])('refuses %s as a whole', (_why, text) => {
    expect(parseExchangeRates(text)).toEqual({ error: { key: 'validation.exchange_rates' } });
  });

  it.each([
    ['a lowercase code', '{"usd": 0.92}', 'usd'],
    ['a code of four letters', '{"EURO": 1}', 'EURO'],
    ['three letters that are no currency', '{"XYZ": 1}', 'XYZ'],
    ['a rate of zero', '{"USD": 0}', 'USD'],
    ['a negative rate', '{"USD": -0.92}', 'USD'],
    ['a rate in quotes', '{"USD": "0.92"}', 'USD'],
    ['a rate of null', '{"SEK": 0.087, "USD": null}', 'USD'],
  ])('refuses %s, naming the entry', (_why, text, currency) => {
    expect(parseExchangeRates(text)).toEqual({ error: { key: 'validation.exchange_rate', params: { currency } } });
  });
});

describe('settingValueError and assertSettingValue (saving a setting)', () => {
  it('checks a value by its setting’s kind', () => {
    expect(settingValueError('purchase_limit_exchange_rates', '{"USD": 0.92}')).toBeUndefined();
    expect(settingValueError('purchase_limit_exchange_rates', '{"USD": 0}')).toEqual({
      key: 'validation.exchange_rate',
      params: { currency: 'USD' },
    });
    expect(settingValueError('initial_coin_balance', '100')).toBeUndefined();
    expect(settingValueError('initial_coin_balance', '1.5')?.key).toBe('validation.integer');
    // Digits only: Number() alone would read these as 16, 1000 and 5, stored as typed.
    for (const loose of ['0x10', '1e3', '05', '+5', ' 1 0 '])
      expect(settingValueError('initial_coin_balance', loose)?.key, loose).toBe('validation.integer');
    expect(settingValueError('initial_coin_balance', '0')).toBeUndefined();
    expect(settingValueError('wager_service_fee', '0.15')).toBeUndefined();
    expect(settingValueError('wager_service_fee', '')?.key).toBe('validation.decimal');
    // Plain decimal notation only: Number() alone reads these, and they were stored as typed.
    for (const loose of ['0x1', '1e-1', '.5', '0.', 'Infinity', '+0.5', '0,15', '-0', '-0.0'])
      expect(settingValueError('club_service_fee', loose)?.key, loose).toBe('validation.decimal');
    expect(settingValueError('club_service_fee', '0')).toBeUndefined();
    expect(settingValueError('club_service_fee', '0.075')).toBeUndefined();
    expect(settingValueError('purchase_limit_currency', 'SEK')).toBeUndefined();
    expect(settingValueError('purchase_limit_currency', 'sek')).toBeUndefined();
    expect(settingValueError('purchase_limit_currency', 'SE')?.key).toBe('validation.currency');
    expect(settingValueError('purchase_limit_currency', 'S3K')?.key).toBe('validation.currency');
    // Three letters are not enough: the code must name a currency.
    expect(settingValueError('purchase_limit_currency', 'XYZ')?.key).toBe('validation.currency');
  });

  it('keeps numbers within their setting’s bounds, and integers within a stored integer', () => {
    expect(settingValueError('wager_service_fee', '1')).toBeUndefined();
    expect(settingValueError('wager_service_fee', '1.5')).toEqual({
      key: 'validation.between.numeric',
      params: { attribute: 'setting value', min: 0, max: 1 },
    });
    expect(settingValueError('minimum_wager_amount', '0')).toEqual({
      key: 'validation.between.numeric',
      params: { attribute: 'setting value', min: 1, max: ECONOMY_AMOUNT_MAX },
    });
    expect(settingValueError('initial_coin_balance', '0')).toBeUndefined();
    expect(settingValueError('initial_coin_balance', '-1')?.key).toBe('validation.between.numeric');
    expect(settingValueError('max_active_clubs_per_user', String(INTEGER_SETTING_MAX))).toBeUndefined();
    expect(settingValueError('max_active_clubs_per_user', String(INTEGER_SETTING_MAX + 1))?.key).toBe(
      'validation.between.numeric',
    );
  });

  it('saves a currency code in capitals', () => {
    expect(settingValueToSave('purchase_limit_currency', ' usd ')).toBe('USD');
    expect(settingValueToSave('initial_coin_balance', '250')).toBe('250');
  });

  it('refuses a value its kind cannot read with a 422 on setting_value', () => {
    expect(() => assertSettingValue('purchase_limit_exchange_rates', '{"USD": 0.92}')).not.toThrow();
    let thrown: unknown;
    try {
      assertSettingValue('purchase_limit_exchange_rates', '{"USD": 0.92');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      key: 'general.validation_failed',
      fieldErrors: { setting_value: [{ key: 'validation.exchange_rates' }] },
    });
  });
});
