/** Spec sections 5 and 9: a prize sum is at least 1000, or blank for no payout. */
export const MIN_PRIZE_SUM = 1000;

/** react-admin validator for the prize sum. */
export function validatePrizeSum(value: unknown) {
  if (value === undefined || value === null || value === '') return undefined;
  return Number(value) >= MIN_PRIZE_SUM
    ? undefined
    : { message: 'app.validation.prize_sum_min', args: { min: MIN_PRIZE_SUM } };
}
