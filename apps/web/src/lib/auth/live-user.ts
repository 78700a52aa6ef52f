import type { User } from './types';

type Wallet = User['wallets'][number];

/** At least the token type and balance; id and updated_at are taken when present. */
function isWallet(value: unknown): value is Pick<Wallet, 'token_type' | 'balance'> & Partial<Wallet> {
  if (typeof value !== 'object' || value === null) return false;
  const { token_type, balance } = value as Record<string, unknown>;
  return typeof token_type === 'number' && typeof balance === 'number';
}

/** wallet.updated: the wallet of that token type is replaced, or added when the user had none. */
export function withWallet(user: User, payload: unknown): User {
  const wallet = isWallet(payload)
    ? payload
    : isWallet((payload as { wallet?: unknown } | null)?.wallet)
      ? (payload as { wallet: Pick<Wallet, 'token_type' | 'balance'> & Partial<Wallet> }).wallet
      : null;
  if (!wallet) return user;
  const next: Wallet = {
    id: typeof wallet.id === 'number' ? wallet.id : null,
    token_type: wallet.token_type,
    balance: wallet.balance,
    updated_at: typeof wallet.updated_at === 'string' ? wallet.updated_at : null,
  };
  const exists = user.wallets.some((w) => w.token_type === next.token_type);
  const wallets = exists
    ? user.wallets.map((w) => (w.token_type === next.token_type ? next : w))
    : [...user.wallets, next];
  return { ...user, wallets };
}

/** feature-unlocks.updated: the list is replaced (as a bare list or `{ feature_unlocks }`). */
export function withFeatureUnlocks(user: User, payload: unknown): User {
  const list = Array.isArray(payload) ? payload : (payload as { feature_unlocks?: unknown } | null)?.feature_unlocks;
  if (!Array.isArray(list)) return user;
  return { ...user, feature_unlocks: list as User['feature_unlocks'] };
}

/** abilities.updated carries the new list, bare or as `{ abilities }`. */
export function abilitiesFrom(payload: unknown): unknown {
  return Array.isArray(payload) ? payload : (payload as { abilities?: unknown } | null)?.abilities;
}
