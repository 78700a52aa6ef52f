import { isValidPurchaseLimit } from '@golf/contracts';

/** Decimal amount typed by the player → integer minor units (the API's money unit). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/**
 * Whether a typed amount is a limit the API accepts (isValidPurchaseLimit): not negative, not
 * above the maximum, and in whole minor units (no third decimal to round away).
 */
export function isValidLimitAmount(amount: number): boolean {
  const minor = toMinorUnits(amount);
  return isValidPurchaseLimit(minor) && Math.abs(amount * 100 - minor) < 1e-6;
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
