import { describe, expect, it } from 'vitest';
import { abilitiesFrom, withFeatureUnlocks, withWallet } from './live-user';
import type { User } from './types';

const user = {
  id: 1,
  wallets: [{ id: 1, token_type: 10, balance: 100, updated_at: '2026-11-20T10:00:00.000Z' }],
  feature_unlocks: [{ name: 'multiplayer', expires_at: null }],
} as unknown as User;

describe('live user updates', () => {
  it('replaces the wallet of the same token type and adds a new one', () => {
    const later = '2026-11-21T10:00:00.000Z';
    expect(withWallet(user, { id: 1, token_type: 10, balance: 40, updated_at: later }).wallets).toEqual([
      { id: 1, token_type: 10, balance: 40, updated_at: later },
    ]);
    expect(withWallet(user, { wallet: { token_type: 20, balance: 5 } }).wallets).toEqual([
      user.wallets[0],
      { id: null, token_type: 20, balance: 5, updated_at: null },
    ]);
  });

  it('ignores a payload that is not a wallet', () => {
    expect(withWallet(user, { token_type: 'coins' })).toBe(user);
    expect(withWallet(user, null)).toBe(user);
  });

  it('replaces the feature unlock list, bare or wrapped', () => {
    const list = [{ name: 'wagering', expires_at: '2027-01-01T00:00:00.000Z' }];
    expect(withFeatureUnlocks(user, list).feature_unlocks).toEqual(list);
    expect(withFeatureUnlocks(user, { feature_unlocks: [] }).feature_unlocks).toEqual([]);
    expect(withFeatureUnlocks(user, 'nonsense')).toBe(user);
  });

  it('reads the abilities list bare or wrapped', () => {
    expect(abilitiesFrom([{ name: 'a' }])).toEqual([{ name: 'a' }]);
    expect(abilitiesFrom({ abilities: [] })).toEqual([]);
    expect(abilitiesFrom(undefined)).toBeUndefined();
  });
});
