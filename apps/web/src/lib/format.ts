import { currencyMinorDigits, type Locale } from '@golf/contracts';

/** A date (YYYY-MM-DD or an ISO timestamp) as the UI language writes it; '' for none. */
export function formatDate(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(date);
}

/** An ISO timestamp with date and time in the UI language; '' for none. */
export function formatDateTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * An amount in minor units as a decimal number in the UI language, with its currency when given:
 * the currency's own digits ("€50.00", "50,00 €", "¥5,000" for 5000 yen). Without a currency, or
 * with a code Intl refuses (written after the number), two digits (cents, öre).
 */
export function formatMinorUnits(minor: number, locale: Locale, currency?: string): string {
  const plain = () =>
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  if (!currency) return plain();
  try {
    const digits = currencyMinorDigits(currency);
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(minor / 10 ** digits);
  } catch {
    return `${plain()} ${currency}`;
  }
}
