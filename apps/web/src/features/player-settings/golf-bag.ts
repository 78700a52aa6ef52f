import { enumValues, GOLF_BAG_MAX, PUTTER, translate, type Locale } from '@golf/contracts';

/** Spec sections 5 and 9: at most 14 clubs, and a putter (the limits live in contracts). */
export { GOLF_BAG_MAX, PUTTER };

const clubOrder: readonly number[] = enumValues('club');

/** The bag in the enumeration's order (driver first, putter last), without duplicates or unknown clubs. */
export function normaliseBag(bag: readonly number[]): number[] {
  const chosen = new Set(bag);
  return clubOrder.filter((club) => chosen.has(club));
}

/** Adds or removes a club; adding to a full bag changes nothing. */
export function toggleClub(bag: readonly number[], club: number): number[] {
  if (bag.includes(club)) return normaliseBag(bag.filter((c) => c !== club));
  if (bag.length >= GOLF_BAG_MAX) return normaliseBag(bag);
  return normaliseBag([...bag, club]);
}

/** Whether a club that is not in the bag can still be added. */
export function canAddClub(bag: readonly number[]): boolean {
  return bag.length < GOLF_BAG_MAX;
}

/** The bag's problems in the shared catalogue's words (the server's messages); empty when fine. */
export function golfBagProblems(bag: readonly number[], locale: Locale): string[] {
  const problems: string[] = [];
  if (bag.length > GOLF_BAG_MAX) problems.push(translate(locale, 'validation.golf_bag_max', { max: GOLF_BAG_MAX }));
  if (!bag.includes(PUTTER)) problems.push(translate(locale, 'validation.golf_bag_putter'));
  return problems;
}
