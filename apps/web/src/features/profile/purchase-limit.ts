/** Decimal amount typed by the player → integer minor units (the API's money unit). */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}

export function fromMinorUnits(minor: number): number {
  return minor / 100;
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
