import { createEntitlementsRepository } from '../modules/entitlements/entitlements.repository';
import { createEntitlementsService } from '../modules/entitlements/entitlements.service';
import { createWalletsRepository } from '../modules/wallets/wallets.repository';
import { createWalletsService } from '../modules/wallets/wallets.service';
import type { Platform } from './platform';

/** The ledger and what a player has unlocked: built first, since sign-up, profiles and the shop use them. */
export function createBalances({ db, settings, publisher, events, activity, staffCredit, notifications }: Platform) {
  return {
    wallets: createWalletsService({
      db,
      wallets: createWalletsRepository(db),
      settings,
      publisher,
      events,
      activity,
      staffCredit,
      notifyIn: notifications.notifyIn,
    }),
    entitlements: createEntitlementsService({
      db,
      entitlements: createEntitlementsRepository(db),
      settings,
      publisher,
      events,
      activity,
    }),
  };
}

export type Balances = ReturnType<typeof createBalances>;
