import { eq, not, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The platform's own accounts (decision 0120): user rows that own the fee wallets, with no credential
 * account. Their e-mails identify them in the ledger's history and in migration 0026, so they never change.
 */
export const SYSTEM_ACCOUNTS = {
  /** Holds pending club member fees and keeps the club service fee (decision 0083). */
  clubFees: { email: 'house@clubs.invalid', displayName: 'club_fee_house', referralCode: 'CLUBFEEHOUSE' },
  /** Receives the wager service fee (decision 0040). */
  wagers: { email: 'house@wagers.invalid', displayName: 'wager house', referralCode: 'WAGERHOUSE00' },
} as const;

export type SystemAccount = keyof typeof SYSTEM_ACCOUNTS;

/** The account's user id, created (marked as a system account) on first use. */
export async function systemAccountId(executor: Executor, account: SystemAccount): Promise<number> {
  const house = SYSTEM_ACCOUNTS[account];
  await executor
    .insert(users)
    .values({
      name: house.displayName,
      ...house,
      emailVerified: false,
      wageringAllowed: false,
      systemAccount: true,
    })
    .onConflictDoNothing();
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.email, house.email));
  return row!.id;
}

/** Users a player may find, name or pick: every account but the platform's own. */
export const isPlayerAccount: SQL = not(users.systemAccount);
