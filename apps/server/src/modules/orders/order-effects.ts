import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { LedgerResult, WalletsService } from '../wallets/wallets.service';

/** What a committed transaction still has to announce (wallet.updated, feature-unlocks.updated, user.updated). */
export interface Effects {
  ledger: LedgerResult[];
  entitlementUsers: Set<number>;
}

export const newEffects = (): Effects => ({ ledger: [], entitlementUsers: new Set() });

/** Publishes what a transaction changed; called after it committed, never inside it. */
export type Announce = (effects: Effects) => Promise<void>;

export function createAnnouncer(deps: {
  wallets: Pick<WalletsService, 'announce'>;
  entitlements: Pick<EntitlementsService, 'announce'>;
}): Announce {
  return async (effects) => {
    for (const result of effects.ledger) await deps.wallets.announce(result);
    for (const userId of effects.entitlementUsers) await deps.entitlements.announce(userId);
  };
}

/** The orders' use cases read the time here, so tests can move it. */
export type Clock = () => Date;

export interface OrdersLog {
  error(object: object, message: string): void;
  warn(object: object, message: string): void;
}
