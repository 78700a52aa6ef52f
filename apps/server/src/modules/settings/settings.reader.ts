import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { parseExchangeRates, type ExchangeRates } from './exchange-rates';
import { settingKeys, type SettingKey } from './setting-keys';
import { isCurrencyCode, normalizeCurrency } from './setting-values';

type IntegerSettingKey = {
  [K in SettingKey]: (typeof settingKeys)[K]['kind'] extends 'integer' ? K : never;
}[SettingKey];

type CurrencySettingKey = {
  [K in SettingKey]: (typeof settingKeys)[K]['kind'] extends 'currency' ? K : never;
}[SettingKey];

type ExchangeRatesSettingKey = {
  [K in SettingKey]: (typeof settingKeys)[K]['kind'] extends 'exchange_rates' ? K : never;
}[SettingKey];

/** Reads staff-editable settings at the moment they are needed; a missing or broken row falls back to the default. */
export function createSettingsReader(db: Database) {
  async function stored(key: SettingKey): Promise<string | undefined> {
    const [row] = await db.select({ value: settings.settingValue }).from(settings).where(eq(settings.settingKey, key));
    return row?.value ?? undefined;
  }

  return {
    async integer(key: IntegerSettingKey): Promise<number> {
      const parsed = Number(await stored(key));
      return Number.isInteger(parsed) ? parsed : Number(settingKeys[key].default);
    },

    /** An ISO 4217 code in capitals; a stored value that is not one counts as missing. */
    async currency(key: CurrencySettingKey): Promise<string> {
      const value = (await stored(key)) ?? '';
      return normalizeCurrency(isCurrencyCode(value) ? value : settingKeys[key].default);
    },

    /** A JSON object of rates (settings/exchange-rates.ts). */
    async exchangeRates(key: ExchangeRatesSettingKey): Promise<ExchangeRates> {
      const parsed = parseExchangeRates((await stored(key)) ?? '');
      if ('rates' in parsed) return parsed.rates;
      const fallback = parseExchangeRates(settingKeys[key].default);
      return 'rates' in fallback ? fallback.rates : {};
    },
  };
}

export type SettingsReader = ReturnType<typeof createSettingsReader>;
