import { describe, expect, it } from 'vitest';
import { refusalError, regionOf, wagerRefusals, type WagerFacts } from './wager-eligibility';

const allowed: WagerFacts = {
  wageringAllowed: true,
  allowedTokenTypes: [10],
  twoFactorEnabled: true,
  country: 'US',
  stateInCountry: 'OR',
};
const restrictions = [
  { id: 1, countryCode: 'US', regionCode: 'US-WA', createdAt: new Date(), updatedAt: new Date() },
  { id: 2, countryCode: 'NO', regionCode: null, createdAt: new Date(), updatedAt: new Date() },
];
const repo = {
  restrictionsIn: async (country: string) => restrictions.filter((r) => r.countryCode === country),
} as Parameters<typeof wagerRefusals>[0];

describe('regionOf', () => {
  it.each([
    ['US', 'WA', 'US-WA'],
    ['US', ' us-wa ', 'US-WA'],
    ['US', 'wa', 'US-WA'],
    ['SE', null, null],
    ['SE', '  ', null],
  ])('%s + %s → %s', (country, state, region) => expect(regionOf(country, state)).toBe(region));
});

describe('wagerRefusals', () => {
  it.each<[string, Partial<WagerFacts>, number, boolean, string[]]>([
    ['allowed', {}, 10, true, []],
    ['staff restricted', { wageringAllowed: false }, 10, true, ['manually_restricted']],
    ['diamonds not allowed', {}, 20, true, ['token_type_not_allowed']],
    ['no 2FA', { twoFactorEnabled: false }, 10, true, ['two_factor_missing']],
    ['no address', { country: null, stateInCountry: null }, 10, true, ['address_missing']],
    ['restricted region', { stateInCountry: 'WA' }, 10, true, ['region_restricted']],
    ['restricted region written in full', { stateInCountry: 'US-WA' }, 10, true, ['region_restricted']],
    ['no state where regions are restricted', { stateInCountry: null }, 10, true, ['region_restricted']],
    ['restricted country', { country: 'NO', stateInCountry: null }, 10, true, ['region_restricted']],
    ['lower-case country', { country: 'no' }, 10, true, ['region_restricted']],
    ['no feature', {}, 10, false, ['feature_missing']],
    [
      'everything',
      { wageringAllowed: false, twoFactorEnabled: false, country: null },
      20,
      false,
      ['manually_restricted', 'token_type_not_allowed', 'two_factor_missing', 'address_missing', 'feature_missing'],
    ],
  ])('%s', async (_, facts, tokenType, feature, expected) => {
    expect(await wagerRefusals(repo, { ...allowed, ...facts }, tokenType, feature)).toEqual(expected);
  });
});

describe('refusalError', () => {
  it('is null when allowed, the reason when creating, code 10 with the reasons when joining', () => {
    expect(refusalError([], true)).toBeNull();
    expect(refusalError(['two_factor_missing'], false)?.key).toBe('rounds.wager_restricted');
    expect(refusalError(['token_type_not_allowed'], false)?.key).toBe('other.wagering_restricted');
    const joining = refusalError(['manually_restricted', 'token_type_not_allowed', 'region_restricted'], true)!;
    expect(joining.key).toBe('rounds.cannot_join_wager_round');
    expect(joining.fieldErrors).toEqual({
      wager: [{ key: 'errors.other.wagering_restricted' }, { key: 'errors.rounds.wager_restricted' }],
    });
  });
});
