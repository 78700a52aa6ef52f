/**
 * ISO 4217 currency codes as this runtime's Intl knows them: three letters alone let "XYZ" through,
 * which Intl then formats as a price in a currency that does not exist.
 */
const ISO_CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

/** A currency code in any letter case, trimmed, as kept and read: the code in capitals. */
export const normalizeCurrency = (value: string) => value.trim().toUpperCase();

/** Whether `value` (any letter case, trimmed) is an ISO 4217 currency code. */
export const isCurrencyCode = (value: string) => ISO_CURRENCIES.has(normalizeCurrency(value));
