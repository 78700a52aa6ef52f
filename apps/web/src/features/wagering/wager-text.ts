import type { RoundWager, WagerRefusal } from './api';

/** Where in the player app each refusal is fixed; null when only staff can lift it. */
export const refusalFix: Record<WagerRefusal, string | null> = {
  manually_restricted: null,
  token_type_not_allowed: null,
  two_factor_missing: 'profile/two-factor',
  address_missing: 'profile/address',
  region_restricted: 'profile/address',
  feature_missing: 'subscriptions',
};

/** A settled pot as lines to show: each winner's credit, in the order paid. */
export function settlementLines(wager: RoundWager, nameOf: (userId: number) => string) {
  return wager.payouts.map((payout) => ({
    userId: payout.user_id,
    name: nameOf(payout.user_id),
    amount: payout.amount,
  }));
}
