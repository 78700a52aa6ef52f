import type { Database } from '../client';
import { createSettingsReader } from '../../modules/settings/settings.reader';
import { createWalletsRepository } from '../../modules/wallets/wallets.repository';
import { openSignUpWalletsIn } from '../../modules/wallets/wallets.service';

/**
 * A demo account's wallets as a real sign-up opens them (openSignUpWalletsIn): one per token type and
 * the setting initial_coin_balance through the ledger, so the wallet has its ledger line. Runs inside
 * seedDemoData's transaction.
 */
export async function openDemoWallets(db: Database, userId: number): Promise<void> {
  const amount = await createSettingsReader(db).integer('initial_coin_balance');
  await openSignUpWalletsIn(createWalletsRepository(db), db, userId, amount);
}
