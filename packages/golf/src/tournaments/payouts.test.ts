import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WINNING_LOGIC, isWinningLogic, prizeTable, tournamentPayouts, type WinningLogic } from './payouts';

/** Finishers 1..n with the given positions (already in order). */
const field = (positions: number[]) => positions.map((position, index) => ({ id: index + 1, position }));
const amounts = (logic: WinningLogic, prize: number | null, positions: number[]) =>
  tournamentPayouts(logic, prize, field(positions)).map((payout) => [payout.id, payout.amount]);

describe('prizeTable', () => {
  it.each([
    { logic: WINNING_LOGIC.winnerTakesAll, prize: 1000, table: [1000] },
    // 10..1 of 55: 1000 × 10/55 = 181.8…; largest remainders round up to exactly 1000.
    { logic: WINNING_LOGIC.top10Linear, prize: 1000, table: [182, 164, 145, 127, 109, 91, 73, 55, 36, 18] },
    { logic: WINNING_LOGIC.top10Linear, prize: 5500, table: [1000, 900, 800, 700, 600, 500, 400, 300, 200, 100] },
    // 512..1 of 1023: halves, exact for 1023.
    { logic: WINNING_LOGIC.top10Exponential, prize: 1023, table: [512, 256, 128, 64, 32, 16, 8, 4, 2, 1] },
    { logic: WINNING_LOGIC.top10Exponential, prize: 1000, table: [500, 250, 125, 63, 31, 16, 8, 4, 2, 1] },
    { logic: WINNING_LOGIC.noPayout, prize: 1000, table: [] },
    { logic: WINNING_LOGIC.winnerTakesAll, prize: null, table: [] },
  ])('$logic pays $prize as $table', ({ logic, prize, table }) => {
    const rows = prizeTable(logic, prize);
    expect(rows.map((row) => row.amount)).toEqual(table);
    expect(rows.map((row) => row.place)).toEqual(table.map((_, index) => index + 1));
  });

  it('knows the four winning logics only', () => {
    expect([10, 20, 30, 100].every(isWinningLogic)).toBe(true);
    expect([0, 11, 40, 99, 101].some(isWinningLogic)).toBe(false);
  });
});

describe('tournamentPayouts', () => {
  it.each([
    {
      name: 'winner takes all',
      logic: WINNING_LOGIC.winnerTakesAll,
      prize: 1000,
      positions: [1, 2, 3],
      paid: [[1, 1000]],
    },
    {
      name: 'two tied winners split it',
      logic: WINNING_LOGIC.winnerTakesAll,
      prize: 1000,
      positions: [1, 1, 3],
      paid: [
        [1, 500],
        [2, 500],
      ],
    },
    {
      // 1000 / 3 = 333 each; the 1 token left goes to the best untied player (4th, outside the money).
      name: 'an uneven tie passes its odd token to the best untied player',
      logic: WINNING_LOGIC.winnerTakesAll,
      prize: 1000,
      positions: [1, 1, 1, 4],
      paid: [
        [1, 333],
        [2, 333],
        [3, 333],
        [4, 1],
      ],
    },
    {
      name: 'everyone tied: the odd token goes by countback order',
      logic: WINNING_LOGIC.winnerTakesAll,
      prize: 1000,
      positions: [1, 1, 1],
      paid: [
        [1, 334],
        [2, 333],
        [3, 333],
      ],
    },
    {
      // Places 2 and 3 (900 + 800) shared by the T2 pair.
      name: 'linear: T2 shares places 2 and 3',
      logic: WINNING_LOGIC.top10Linear,
      prize: 5500,
      positions: [1, 2, 2, 4, 5, 6, 7, 8, 9, 10, 11],
      paid: [
        [1, 1000],
        [2, 850],
        [3, 850],
        [4, 700],
        [5, 600],
        [6, 500],
        [7, 400],
        [8, 300],
        [9, 200],
        [10, 100],
      ],
    },
    {
      // Three finishers take weights 10, 9, 8 of 27: 1000 × 10/27 = 370.37…, 333.3…, 296.29…
      name: 'fewer finishers than places share the whole prize',
      logic: WINNING_LOGIC.top10Linear,
      prize: 1000,
      positions: [1, 2, 3],
      paid: [
        [1, 371],
        [2, 333],
        [3, 296],
      ],
    },
    {
      // A tie across the 10th place only gets the 10th place's weight.
      name: 'a tie straddling the last paid place shares that place only',
      logic: WINNING_LOGIC.top10Linear,
      prize: 5500,
      positions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 12],
      paid: [
        [1, 1000],
        [2, 900],
        [3, 800],
        [4, 700],
        [5, 600],
        [6, 500],
        [7, 400],
        [8, 300],
        [9, 200],
        [10, 50],
        [11, 50],
      ],
    },
    { name: 'no payout', logic: WINNING_LOGIC.noPayout, prize: 1000, positions: [1, 2], paid: [] },
    { name: 'nobody finished', logic: WINNING_LOGIC.winnerTakesAll, prize: 1000, positions: [], paid: [] },
  ])('$name', ({ logic, prize, positions, paid }) => {
    expect(amounts(logic, prize, positions)).toEqual(paid);
  });

  it('refuses finishers out of order', () => {
    expect(() => tournamentPayouts(WINNING_LOGIC.winnerTakesAll, 1000, field([2, 1]))).toThrow();
  });

  /** Random standings: positions from tie-group sizes, so ties appear often. */
  const standings = fc
    .array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 15 })
    .map((sizes) => sizes.flatMap((size, group) => Array.from({ length: size }, () => group)))
    .map((groups) => groups.map((group) => groups.indexOf(group) + 1));
  const logic = fc.constantFrom<WinningLogic>(10, 20, 30, 100);
  const prize = fc.option(fc.integer({ min: 1000, max: 1_000_000_000 }), { nil: null });

  it('pays exactly the prize sum, never a negative amount, and tied players alike', () => {
    fc.assert(
      fc.property(logic, prize, standings, (winningLogic, prizeSum, positions) => {
        const payouts = tournamentPayouts(winningLogic, prizeSum, field(positions));
        const total = payouts.reduce((sum, payout) => sum + payout.amount, 0);
        const pays = winningLogic !== 100 && prizeSum !== null;
        expect(total).toBe(pays ? prizeSum : 0);
        for (const payout of payouts) expect(payout.amount).toBeGreaterThan(0);
        const amountOf = (id: number) => payouts.find((payout) => payout.id === id)?.amount ?? 0;
        const someoneUntied = positions.some((p) => positions.filter((q) => q === p).length === 1);
        for (let i = 1; i < positions.length; i++)
          if (positions[i] === positions[i - 1]) {
            const gap = Math.abs(amountOf(i + 1) - amountOf(i));
            // Equal; only with every finisher tied may the odd tokens differ by one (decision 0073).
            expect(gap).toBeLessThanOrEqual(someoneUntied ? 0 : 1);
          }
      }),
    );
  });
});
