import { describe, expect, it } from 'vitest';
import { wagerRefusals } from '@golf/contracts';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { refusalFix, settlementLines } from './wager-text';

describe('wagering texts', () => {
  it('has an English and a Swedish text, and a fix text, for every refusal the server gives', () => {
    for (const refusal of wagerRefusals) {
      expect(en.wagering.refusals[refusal]).toBeTruthy();
      expect(sv.wagering.refusals[refusal]).toBeTruthy();
      expect(en.wagering.fixes[refusal]).toBeTruthy();
    }
    expect(refusalFix.two_factor_missing).toBe('profile/two-factor');
    expect(refusalFix.manually_restricted).toBeNull();
  });

  it('lists each winner of a settled pot with their name', () => {
    const wager = {
      amount: 100,
      token_type: 10,
      minimum_raised: false,
      state: 'paid' as const,
      pot: 300,
      fee: 46,
      payouts: [
        { user_id: 1, amount: 127 },
        { user_id: 2, amount: 127 },
      ],
    };
    expect(settlementLines(wager, (id) => `p${id}`)).toEqual([
      { userId: 1, name: 'p1', amount: 127 },
      { userId: 2, name: 'p2', amount: 127 },
    ]);
  });
});
