/**
 * Standard competition ranking ("1224"): equal entries share the best rank
 * and the next rank skips, so 1, 1, 3. `compare` orders better entries first
 * and returns 0 for a tie. Returns the rank of each entry, in input order.
 */
export function competitionRanks<T>(entries: readonly T[], compare: (a: T, b: T) => number): number[] {
  const order = entries.map((entry, index) => ({ entry, index }));
  order.sort((a, b) => compare(a.entry, b.entry) || a.index - b.index);
  const ranks = new Array<number>(entries.length);
  order.forEach(({ entry, index }, position) => {
    const previous = order[position - 1];
    ranks[index] =
      previous !== undefined && compare(previous.entry, entry) === 0 ? ranks[previous.index]! : position + 1;
  });
  return ranks;
}
