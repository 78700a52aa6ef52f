import { isCurrencyCode, normalizeCurrency } from '@golf/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../../db/schema';
import { parseExchangeRates, type ExchangeRates } from './exchange-rates';
import { settingKeys, type SettingKey } from './setting-keys';

/** The keys whose values are of one kind (setting-keys.ts), so each reader takes only those. */
type SettingKeyOfKind<Kind> = {
  [K in SettingKey]: (typeof settingKeys)[K]['kind'] extends Kind ? K : never;
}[SettingKey];

/** Reads staff-editable settings at the moment they are needed; a missing or broken row falls back to the default. */
export function createSettingsReader(db: Database) {
  async function stored(key: SettingKey): Promise<string | undefined> {
    const [row] = await db.select({ value: settings.settingValue }).from(settings).where(eq(settings.settingKey, key));
    return row?.value ?? undefined;
  }

  return {
    async integer(key: SettingKeyOfKind<'integer'>): Promise<number> {
      const parsed = Number(await stored(key));
      return Number.isInteger(parsed) ? parsed : Number(settingKeys[key].default);
    },

    /** A decimal fraction (kind 'decimal') in millionths, an integer, so money is never rounded by floats. */
    async decimalMillionths(key: SettingKeyOfKind<'decimal'>): Promise<number> {
      const parse = (text: string | undefined) => {
        const match = /^(\d+)(?:\.(\d{1,6})\d*)?$/.exec((text ?? '').trim());
        return match ? Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0')) : undefined;
      };
      return parse(await stored(key)) ?? parse(settingKeys[key].default)!;
    },

    /** An ISO 4217 code in capitals; a stored value that is not one counts as missing. */
    async currency(key: SettingKeyOfKind<'currency'>): Promise<string> {
      const value = (await stored(key)) ?? '';
      return normalizeCurrency(isCurrencyCode(value) ? value : settingKeys[key].default);
    },

    /** A JSON object of rates (settings/exchange-rates.ts). */
    async exchangeRates(key: SettingKeyOfKind<'exchange_rates'>): Promise<ExchangeRates> {
      const parsed = parseExchangeRates((await stored(key)) ?? '');
      if ('rates' in parsed) return parsed.rates;
      const fallback = parseExchangeRates(settingKeys[key].default);
      return 'rates' in fallback ? fallback.rates : {};
    },
  };
}

export type SettingsReader = ReturnType<typeof createSettingsReader>;
