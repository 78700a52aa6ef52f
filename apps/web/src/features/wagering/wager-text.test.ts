import { describe, expect, it } from 'vitest';
import { wagerRefusals, type WagerRefusal } from '@golf/contracts';
import en from '../../i18n/en.json';
import sv from '../../i18n/sv.json';
import { refusalFix, refusalsFor, settlementLines } from './wager-text';

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

  describe('why a player may not join a wager round', () => {
    // GET /users/me/wagering lists the refusals for coins (10); a round may stake diamonds (20).
    const status = (refusals: WagerRefusal[], allowed = [10]) => ({ refusals, allowed_token_types: allowed });
    it.each([
      { what: 'nothing for a player who may wager', refusals: [], allowed: [10], token: 10, expected: [] },
      {
        what: 'every reason the status gives, in its order',
        refusals: ['two_factor_missing', 'address_missing', 'feature_missing'],
        allowed: [10],
        token: 10,
        expected: ['two_factor_missing', 'address_missing', 'feature_missing'],
      },
      {
        what: 'the token type of a diamond round that is not allowed',
        refusals: ['two_factor_missing'],
        allowed: [10],
        token: 20,
        expected: ['token_type_not_allowed', 'two_factor_missing'],
      },
      {
        what: 'not the coins refusal for a diamond round that is allowed',
        refusals: ['manually_restricted', 'token_type_not_allowed'],
        allowed: [20],
        token: 20,
        expected: ['manually_restricted'],
      },
    ] as const)('$what', ({ refusals, allowed, token, expected }) => {
      expect(refusalsFor(status([...refusals], [...allowed]), token)).toEqual(expected);
    });
  });
});
