/**
 * Settling a wager round's pot (docs/wagering.md). Whole tokens only: the fee is the pot times the
 * fee rate, rounded down; what is left is split evenly among the winners, and the remainder of that
 * division (fewer tokens than there are winners) goes to the house with the fee. So the credits
 * always add up to the pot exactly, and no winner is ever credited less than another.
 */

/** A fee rate in millionths (0.15 → 150 000), so no float ever rounds money. */
export const FEE_RATE_SCALE = 1_000_000;

export interface PotSettlement {
  pot: number;
  /** The house's share: the fee plus the split's remainder. */
  house: number;
  /** The fee alone, as the rate gives it (pot × rate, rounded down). */
  fee: number;
  /** What each winner receives, in the order given. */
  payouts: { winnerId: number; amount: number }[];
}

/**
 * `stakes`: each stake's whole tokens (> 0); `winners`: distinct ids (at least one);
 * `feeRateMillionths`: 0 … FEE_RATE_SCALE.
 */
export function settlePot(
  stakes: readonly number[],
  winners: readonly number[],
  feeRateMillionths: number,
): PotSettlement {
  if (!winners.length) throw new Error('a pot needs at least one winner');
  if (new Set(winners).size !== winners.length) throw new Error('winners must be distinct');
  if (!Number.isInteger(feeRateMillionths) || feeRateMillionths < 0 || feeRateMillionths > FEE_RATE_SCALE)
    throw new Error(`bad fee rate ${feeRateMillionths}`);
  for (const stake of stakes) if (!Number.isInteger(stake) || stake <= 0) throw new Error(`bad stake ${stake}`);
  const pot = stakes.reduce((sum, stake) => sum + stake, 0);
  // BigInt: pot × rate can pass 2^53 for large pots.
  const fee = Number((BigInt(pot) * BigInt(feeRateMillionths)) / BigInt(FEE_RATE_SCALE));
  const share = Math.floor((pot - fee) / winners.length);
  const remainder = pot - fee - share * winners.length;
  return {
    pot,
    fee,
    house: fee + remainder,
    payouts: winners.map((winnerId) => ({ winnerId, amount: share })),
  };
}
