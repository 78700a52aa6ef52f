/**
 * Tournament payouts (spec §3 winning_logic; docs/decisions/0073). Whole tokens only, and the
 * credits always add up to prize_sum exactly when anyone finished:
 *
 * 1. The paying places get weights: 10 winner takes all [1]; 20 top-10 linear [10, 9, …, 1];
 *    30 top-10 exponential [512, 256, …, 1] (each place half the one before); 100 pays nobody.
 *    With fewer finishers than paying places the weights of the missing places are dropped, so
 *    the finishers share the whole prize_sum.
 * 2. Players tied on a position share the places they cover (T3 of two covers places 3 and 4).
 *    Each tie group's amount is prize_sum × its weights ÷ all weights, rounded down; the tokens
 *    that rounding leaves go one by one to the groups with the largest fractions (ties: the
 *    better group), so the groups' amounts add up to prize_sum (largest remainder).
 * 3. A group's amount is split evenly among its players. The tokens it cannot split evenly
 *    (fewer than the group's size) go to the best-placed untied player in the money, else the
 *    best-placed untied finisher below the money. Only when every finisher is tied do they go
 *    one each to the group's first players in the given order (countback), the one case where
 *    tied players differ, by one token.
 */

export const WINNING_LOGIC = {
  winnerTakesAll: 10,
  top10Linear: 20,
  top10Exponential: 30,
  noPayout: 100,
} as const;
export type WinningLogic = (typeof WINNING_LOGIC)[keyof typeof WINNING_LOGIC];

export const isWinningLogic = (value: number): value is WinningLogic =>
  (Object.values(WINNING_LOGIC) as number[]).includes(value);

const LINEAR = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1];
const EXPONENTIAL = [512, 256, 128, 64, 32, 16, 8, 4, 2, 1];

/** The weight of each paying place, best first; empty for no payout. */
export function placeWeights(logic: WinningLogic): readonly number[] {
  switch (logic) {
    case WINNING_LOGIC.winnerTakesAll:
      return [1];
    case WINNING_LOGIC.top10Linear:
      return LINEAR;
    case WINNING_LOGIC.top10Exponential:
      return EXPONENTIAL;
    case WINNING_LOGIC.noPayout:
      return [];
  }
}

/** Largest-remainder apportionment of `total` by integer `weights` (ties: the earlier one first). */
function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const big = BigInt(total);
  const bigSum = BigInt(sum);
  const shares = weights.map((weight, index) => {
    const exact = big * BigInt(weight);
    return { index, amount: Number(exact / bigSum), fraction: exact % bigSum };
  });
  let left = total - shares.reduce((a, s) => a + s.amount, 0);
  const byFraction = [...shares].sort((a, b) =>
    a.fraction === b.fraction ? a.index - b.index : a.fraction > b.fraction ? -1 : 1,
  );
  for (const share of byFraction) {
    if (left <= 0) break;
    share.amount += 1;
    left -= 1;
  }
  return shares.map((share) => share.amount);
}

/** What each place pays when nobody ties and every place is filled (the prize pool table). */
export function prizeTable(logic: WinningLogic, prizeSum: number | null): { place: number; amount: number }[] {
  if (prizeSum === null || prizeSum <= 0) return [];
  return apportion(prizeSum, placeWeights(logic)).map((amount, index) => ({ place: index + 1, amount }));
}

export interface RankedFinisher<Id> {
  id: Id;
  /** Competition position (1, 1, 3): equal positions are tied. */
  position: number;
}

/**
 * The payouts for finishers in standings order (position ascending; among equal positions, the
 * countback order). Returns every finisher who is paid more than 0, in the order given.
 */
export function tournamentPayouts<Id>(
  logic: WinningLogic,
  prizeSum: number | null,
  finishers: readonly RankedFinisher<Id>[],
): { id: Id; amount: number }[] {
  if (!Number.isInteger(prizeSum ?? 0) || (prizeSum ?? 0) < 0) throw new RangeError(`bad prize sum ${prizeSum}`);
  const weights = placeWeights(logic);
  if (prizeSum === null || prizeSum === 0 || !weights.length || !finishers.length) return [];
  for (let i = 1; i < finishers.length; i++)
    if (finishers[i]!.position < finishers[i - 1]!.position) throw new Error('finishers must be in position order');

  // Tie groups, each covering the places from its position on.
  const groups: { members: Id[]; firstPlace: number; position: number }[] = [];
  finishers.forEach((finisher, index) => {
    const last = groups[groups.length - 1];
    if (last && last.position === finisher.position) last.members.push(finisher.id);
    else groups.push({ members: [finisher.id], firstPlace: index + 1, position: finisher.position });
  });
  const placesFilled = Math.min(weights.length, finishers.length);
  const paying = groups.filter((group) => group.firstPlace <= placesFilled);
  const groupWeights = paying.map((group) => {
    let weight = 0;
    for (let place = group.firstPlace; place < group.firstPlace + group.members.length; place++)
      if (place <= placesFilled) weight += weights[place - 1]!;
    return weight;
  });
  const groupAmounts = apportion(prizeSum, groupWeights);

  const amounts = new Map<Id, number>();
  let leftover = 0;
  paying.forEach((group, index) => {
    const each = Math.floor(groupAmounts[index]! / group.members.length);
    leftover += groupAmounts[index]! - each * group.members.length;
    for (const id of group.members) amounts.set(id, each);
  });
  if (leftover > 0) {
    const untied = groups.find((group) => group.members.length === 1);
    if (untied) {
      const id = untied.members[0]!;
      amounts.set(id, (amounts.get(id) ?? 0) + leftover);
    } else {
      // Every finisher is tied: one token each to the best group's players in countback order.
      const best = paying[0]!.members;
      for (let i = 0; leftover > 0; i = (i + 1) % best.length, leftover--)
        amounts.set(best[i]!, amounts.get(best[i]!)! + 1);
    }
  }
  return finishers
    .filter((finisher) => (amounts.get(finisher.id) ?? 0) > 0)
    .map((finisher) => ({ id: finisher.id, amount: amounts.get(finisher.id)! }));
}
