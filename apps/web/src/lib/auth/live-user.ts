import { realtimeEvents, serverEvents } from '@golf/contracts';
import type { User } from './types';

const walletPayload = realtimeEvents[serverEvents.walletUpdated];
/** At least the token type and balance: a wallet the server has not stored yet has no id or updated_at. */
const looseWallet = walletPayload.extend({
  id: walletPayload.shape.id.catch(null),
  updated_at: walletPayload.shape.updated_at.catch(null),
});
const featureUnlocks = realtimeEvents[serverEvents.featureUnlocksUpdated];

/** A payload may arrive bare or wrapped under its name (`{ wallet }`): both candidates, bare first. */
function bareOrWrapped(payload: unknown, key: string): unknown[] {
  const wrapped =
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
  return [payload, wrapped];
}

/** wallet.updated: the wallet of that token type is replaced, or added when the user had none. */
export function withWallet(user: User, payload: unknown): User {
  const next = bareOrWrapped(payload, 'wallet')
    .map((candidate) => looseWallet.safeParse(candidate))
    .find((parsed) => parsed.success)?.data;
  if (!next) return user;
  const exists = user.wallets.some((w) => w.token_type === next.token_type);
  const wallets = exists
    ? user.wallets.map((w) => (w.token_type === next.token_type ? next : w))
    : [...user.wallets, next];
  return { ...user, wallets };
}

/** feature-unlocks.updated: the list is replaced (as a bare list or `{ feature_unlocks }`). */
export function withFeatureUnlocks(user: User, payload: unknown): User {
  const list = bareOrWrapped(payload, 'feature_unlocks')
    .map((candidate) => featureUnlocks.safeParse(candidate))
    .find((parsed) => parsed.success)?.data;
  return list ? { ...user, feature_unlocks: list } : user;
}

/** abilities.updated carries the new list, bare or as `{ abilities }`; parseAbilities reads its items. */
export function abilitiesFrom(payload: unknown): unknown[] | undefined {
  return bareOrWrapped(payload, 'abilities').find(Array.isArray);
}
