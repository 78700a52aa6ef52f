import type { Database } from '../client';
import { createSettingsReader } from '../../modules/settings/settings.reader';
import { createWalletsRepository } from '../../modules/wallets/wallets.repository';
import { initialBalanceOperation, postLedgerOperation } from '../../modules/wallets/wallets.service';

/**
 * The sign-up coins for a demo account the seed just created: the setting initial_coin_balance,
 * through the ledger operation a real sign-up posts (wallets.service creditInitialBalance, keyed
 * signup:{id}), so the wallet has its ledger line. Runs inside seedDemoData's transaction.
 */
export async function creditSignUpCoins(db: Database, userId: number): Promise<void> {
  const amount = await createSettingsReader(db).integer('initial_coin_balance');
  if (amount <= 0) return;
  await postLedgerOperation(createWalletsRepository(db), db, initialBalanceOperation(userId, amount));
}
