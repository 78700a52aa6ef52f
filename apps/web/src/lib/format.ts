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
 * How formatNumber writes a number. Without options: a whole number. `digits`: exactly that many
 * decimals; `maxDigits`: up to that many; `sign`: + for positive values (never for zero); `percent`:
 * a rate 0..1 as a percentage.
 */
export interface NumberStyle {
  digits?: number;
  maxDigits?: number;
  sign?: boolean;
  percent?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * Every number the player app shows goes through here, so the UI language sets its decimal mark and
 * digit grouping ("2,7" and "1 250" in Swedish, "2.7" and "1,250" in English); never toFixed or
 * String, which always write English. The formatters are cached per locale and style.
 */
export function formatNumber(value: number, locale: Locale, style: NumberStyle = {}): string {
  const cacheKey = `${locale}|${style.digits}|${style.maxDigits}|${style.sign}|${style.percent}`;
  let format = numberFormats.get(cacheKey);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: style.digits ?? 0,
      maximumFractionDigits: style.digits ?? style.maxDigits ?? 0,
      ...(style.sign && { signDisplay: 'exceptZero' as const }),
      ...(style.percent && { style: 'percent' as const }),
    });
    numberFormats.set(cacheKey, format);
  }
  return format.format(value);
}

/**
 * A number on the handicap scale (a Handicap Index, a score differential, a course or playing
 * handicap) as golfers write it: below zero is a "plus" handicap, "+2.4"; zero and above carry no
 * sign ("0.0", "18.2"). One decimal unless `style` says otherwise; the UI language's decimal mark.
 */
export function formatHandicap(
  value: number,
  locale: Locale,
  style: Pick<NumberStyle, 'digits' | 'maxDigits'> = { digits: 1 },
): string {
  const magnitude = formatNumber(Math.abs(value), locale, style);
  // Judged on the written figure: -0.04 is written "0.0", which is no plus handicap.
  return value < 0 && /[1-9]/.test(magnitude) ? `+${magnitude}` : magnitude;
}

/**
 * An amount in minor units as a decimal number in the UI language, with its currency when given:
 * the currency's own digits ("€50.00", "50,00 €", "¥5,000" for 5000 yen). Without a currency, or
 * with a code Intl refuses (written after the number), two digits (cents, öre).
 */
export function formatMinorUnits(minor: number, locale: Locale, currency?: string): string {
  const plain = () => formatNumber(minor / 100, locale, { digits: 2 });
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
