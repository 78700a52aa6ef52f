import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_RATE_SCALE, settlePot } from './wager-pot';

describe('settlePot', () => {
  it.each([
    // stakes, winners, fee rate, fee, each winner's share, house
    { stakes: [100, 100], winners: [1], rate: 150_000, fee: 30, share: 170, house: 30 },
    { stakes: [100, 100, 100], winners: [1, 2], rate: 150_000, fee: 45, share: 127, house: 46 },
    { stakes: [10, 10], winners: [1, 2], rate: 0, fee: 0, share: 10, house: 0 },
    // 0.29 × 100 is 28.999… in floating point; in millionths it is exactly 29.
    { stakes: [50, 50], winners: [1], rate: 290_000, fee: 29, share: 71, house: 29 },
    { stakes: [7, 7, 7], winners: [1, 2, 3], rate: FEE_RATE_SCALE, fee: 21, share: 0, house: 21 },
  ])('$stakes to $winners at $rate', ({ stakes, winners, rate, fee, share, house }) => {
    const settled = settlePot(stakes, winners, rate);
    expect(settled.fee).toBe(fee);
    expect(settled.house).toBe(house);
    expect(settled.payouts.map((p) => p.amount)).toEqual(winners.map(() => share));
  });

  it('refuses a pot without winners, repeated winners and bad rates', () => {
    expect(() => settlePot([10], [], 0)).toThrow();
    expect(() => settlePot([10, 10], [1, 1], 0)).toThrow();
    expect(() => settlePot([10], [1], FEE_RATE_SCALE + 1)).toThrow();
    expect(() => settlePot([0], [1], 0)).toThrow();
  });

  it('credits exactly the pot, never a negative amount, and the same to every winner', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000_000 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: FEE_RATE_SCALE }),
        (stakes, winnerCount, rate) => {
          const winners = Array.from({ length: Math.min(winnerCount, stakes.length) }, (_, i) => i + 1);
          const { pot, house, fee, payouts } = settlePot(stakes, winners, rate);
          expect(pot).toBe(stakes.reduce((a, b) => a + b, 0));
          expect(house + payouts.reduce((sum, p) => sum + p.amount, 0)).toBe(pot);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(house - fee).toBeGreaterThanOrEqual(0);
          expect(house - fee).toBeLessThan(winners.length);
          for (const payout of payouts) expect(payout.amount).toBeGreaterThanOrEqual(0);
          expect(new Set(payouts.map((p) => p.amount)).size).toBe(1);
        },
      ),
    );
  });

  it('settles random stroke-play scores: the lowest scores share the pot, debits equal credits', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 18, max: 40 }), { minLength: 2, maxLength: 8 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: FEE_RATE_SCALE }),
        (scores, stake, rate) => {
          const best = Math.min(...scores);
          const winners = scores.flatMap((score, i) => (score === best ? [i] : []));
          const stakes = scores.map(() => stake);
          const { house, payouts } = settlePot(stakes, winners, rate);
          const credits = house + payouts.reduce((sum, p) => sum + p.amount, 0);
          expect(credits).toBe(stake * scores.length);
          expect(payouts.map((p) => p.winnerId)).toEqual(winners);
          for (const payout of payouts) expect(payout.amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
