import { describe, expect, it } from 'vitest';
import { entryRefusals, type EntrantFacts, type EntryRules } from './tournament-eligibility';

const rules: EntryRules = { handicapLimit: null, allowedHardware: [], entryFee: 100 };
const ready: EntrantFacts = { twoFactorEnabled: true, hasFeature: true, hcp: 12, devices: [], balance: 100 };

describe('tournament entry rules', () => {
  it('admits a player with 2FA, the feature and the fee, on a tournament without limits', () => {
    expect(entryRefusals(rules, ready)).toEqual([]);
  });

  it('takes the limit as a bound the index must stay under, a missing index as 54', () => {
    const limited = { ...rules, handicapLimit: 12 };
    expect(entryRefusals(limited, ready)).toEqual(['handicap_too_high']);
    expect(entryRefusals(limited, { ...ready, hcp: 11.9 })).toEqual([]);
    expect(entryRefusals({ ...rules, handicapLimit: 54 }, { ...ready, hcp: null })).toEqual(['handicap_too_high']);
    expect(entryRefusals({ ...rules, handicapLimit: 54.1 }, { ...ready, hcp: null })).toEqual([]);
  });

  it('matches devices by hardware version, ignoring spaces at the ends and letter case', () => {
    const restricted = { ...rules, allowedHardware: ['SIM-PRO'] };
    expect(entryRefusals(restricted, ready)).toEqual(['hardware_missing']);
    expect(entryRefusals(restricted, { ...ready, devices: ['HOME-NET', ' sim-pro '] })).toEqual([]);
  });

  it('leaves the fee to the ledger when no balance is given', () => {
    expect(entryRefusals(rules, { ...ready, balance: 99 })).toEqual(['tokens_missing']);
    expect(entryRefusals(rules, { ...ready, balance: null })).toEqual([]);
    expect(entryRefusals({ ...rules, entryFee: 0 }, { ...ready, balance: 0 })).toEqual([]);
  });
});
