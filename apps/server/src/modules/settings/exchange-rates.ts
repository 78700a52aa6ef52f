import { isCurrencyCode } from '@golf/contracts';
import type { MessageRef } from '../../errors/app-error';

/**
 * Exchange rates into one currency, by ISO 4217 code: how much of it one (major) unit of the
 * code's currency is worth, e.g. `{ "USD": 0.92 }` = one US dollar counts as 0.92 of it.
 */
export type ExchangeRates = Readonly<Record<string, number>>;

/** Keys are written in capitals, as the codes are. */
const CAPITALS = /^[A-Z]{3}$/;

/**
 * Reads a setting value of kind `exchange_rates`: a JSON object from ISO 4217 codes (three capital
 * letters) to positive finite numbers. Anything else is refused with a message for the field.
 */
export function parseExchangeRates(text: string): { rates: ExchangeRates } | { error: MessageRef } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: { key: 'validation.exchange_rates' } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: { key: 'validation.exchange_rates' } };
  for (const [currency, rate] of Object.entries(value)) {
    if (
      !CAPITALS.test(currency) ||
      !isCurrencyCode(currency) ||
      typeof rate !== 'number' ||
      !Number.isFinite(rate) ||
      rate <= 0
    )
      return { error: { key: 'validation.exchange_rate', params: { currency } } };
  }
  return { rates: value as ExchangeRates };
}
