import type { Database } from '../client';
import { createSettingsReader } from '../../modules/settings/settings.reader';
import { createWalletsRepository } from '../../modules/wallets/wallets.repository';
import {
  initialBalanceOperation,
  openAccountWallets,
  postLedgerOperation,
} from '../../modules/wallets/wallets.service';

/**
 * A demo account's wallets as a real sign-up opens them (wallets.service openSignUpWallets): one per
 * token type, then the setting initial_coin_balance through the same ledger operation (keyed
 * signup:{id}), so the wallet has its ledger line. Runs inside seedDemoData's transaction.
 */
export async function openDemoWallets(db: Database, userId: number): Promise<void> {
  const repository = createWalletsRepository(db);
  await openAccountWallets(repository, db, userId);
  const amount = await createSettingsReader(db).integer('initial_coin_balance');
  if (amount <= 0) return;
  await postLedgerOperation(repository, db, initialBalanceOperation(userId, amount));
}
