import { wagerRefusals } from '@golf/contracts';
import type { RoundWager, WagerRefusal, WageringStatus } from './api';

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

/**
 * Every reason the player may not stake `tokenType` now, in the server's order. The status lists them for
 * coins, so whether this token type is allowed is read from the allowed token types instead.
 */
export function refusalsFor(
  status: Pick<WageringStatus, 'refusals' | 'allowed_token_types'>,
  tokenType: number,
): WagerRefusal[] {
  const tokenRefused = !status.allowed_token_types.includes(tokenType);
  return wagerRefusals.filter((refusal) =>
    refusal === 'token_type_not_allowed' ? tokenRefused : status.refusals.includes(refusal),
  );
}
