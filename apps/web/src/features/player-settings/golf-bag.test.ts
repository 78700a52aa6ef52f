import { describe, expect, it } from 'vitest';
import { enums, enumValues, translate } from '@golf/contracts';
import { canAddClub, GOLF_BAG_MAX, golfBagProblems, normaliseBag, PUTTER, toggleClub } from './golf-bag';

const fullBag = enumValues('club') as number[];

describe('golf bag', () => {
  it('holds at most 14 clubs and needs the putter (spec)', () => {
    expect(GOLF_BAG_MAX).toBe(14);
    expect(PUTTER).toBe(140);
    expect(fullBag).toHaveLength(14);
  });

  it('keeps the clubs in bag order, once each, known clubs only', () => {
    expect(normaliseBag([140, 10, 90, 10, 999])).toEqual([10, 90, 140]);
  });

  it('toggles a club in and out', () => {
    expect(toggleClub([10, 140], enums.club.iron_7)).toEqual([10, 90, 140]);
    expect(toggleClub([10, 90, 140], 90)).toEqual([10, 140]);
  });

  it('does not add to a full bag', () => {
    const bag = [...fullBag, 150];
    expect(canAddClub(fullBag)).toBe(false);
    expect(canAddClub([10])).toBe(true);
    expect(toggleClub(bag.slice(0, 14), 150)).toEqual(fullBag);
  });

  it('names the problems in the server words', () => {
    expect(golfBagProblems(fullBag, 'en')).toEqual([]);
    expect(golfBagProblems([10, 20], 'en')).toEqual([translate('en', 'validation.golf_bag_putter')]);
    expect(golfBagProblems([...fullBag, 150], 'sv')).toEqual([translate('sv', 'validation.golf_bag_max', { max: 14 })]);
  });
});
