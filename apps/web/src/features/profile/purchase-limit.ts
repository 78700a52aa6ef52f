import { currencyMinorDigits, isValidPurchaseLimit } from '@golf/contracts';

/** Decimal amount typed by the player → integer minor units of the currency (the API's money unit). */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** currencyMinorDigits(currency));
}

export function fromMinorUnits(minor: number, currency: string): number {
  return minor / 10 ** currencyMinorDigits(currency);
}

/**
 * Whether a typed amount is a limit the API accepts (isValidPurchaseLimit): not negative, not
 * above the maximum, and in whole minor units of the currency (no digit past them to round away:
 * 12.345 in euros, 12.5 in yen).
 */
export function isValidLimitAmount(amount: number, currency: string): boolean {
  const minor = toMinorUnits(amount, currency);
  return isValidPurchaseLimit(minor) && Math.abs(amount * 10 ** currencyMinorDigits(currency) - minor) < 1e-6;
}

/**
 * What a change of the monthly purchase limit does (spec section 4): lowering it, or setting one
 * where there was none, applies at once; raising or removing it waits for the waiting period.
 */
export type PurchaseLimitChange = 'none' | 'immediate' | 'scheduled';

export function purchaseLimitChange(current: number | null, next: number | null): PurchaseLimitChange {
  if (current === next) return 'none';
  if (next === null) return 'scheduled';
  if (current === null || next < current) return 'immediate';
  return 'scheduled';
}
