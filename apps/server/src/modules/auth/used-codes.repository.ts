import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { usedTwoFactorCodes } from '../../db/schema';

/** Second-factor codes already used to sign in or confirm, by hash. */
export function createUsedCodesRepository(db: Database) {
  return {
    /** Records the code for the user; false when it was already there (a replay). Forgets codes older than `forgetBefore`. */
    async claim(userId: number, codeHash: string, forgetBefore: Date): Promise<boolean> {
      await db.delete(usedTwoFactorCodes).where(lt(usedTwoFactorCodes.usedAt, forgetBefore));
      const claimed = await db
        .insert(usedTwoFactorCodes)
        .values({ userId, codeHash })
        .onConflictDoNothing()
        .returning({ userId: usedTwoFactorCodes.userId });
      return claimed.length > 0;
    },

    async release(userId: number, codeHash: string): Promise<void> {
      await db
        .delete(usedTwoFactorCodes)
        .where(and(eq(usedTwoFactorCodes.userId, userId), eq(usedTwoFactorCodes.codeHash, codeHash)));
    },
  };
}

export type UsedCodesRepository = ReturnType<typeof createUsedCodesRepository>;
