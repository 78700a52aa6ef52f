import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isPlayerAccount } from './system-accounts';

/**
 * Display names and e-mails are unique in any letter case by the database's lower() (the unique
 * indexes in db/schema/identity.ts). Lookups lower both sides there too: JavaScript's toLowerCase
 * differs for some letters ("İ"), and a check that disagreed with the index let a taken name through.
 */
export const equalsIgnoringCase = (column: AnyColumn, value: string): SQL => sql`lower(${column}) = lower(${value})`;

/** The user's display name; undefined when there is no such user. */
export async function displayNameOf(executor: Executor, userId: number): Promise<string | undefined> {
  const [row] = await executor.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
  return row?.name;
}

/**
 * The player with this display name in any letter case (how players name each other in invites); never a
 * system account, which players do not meet (decision 0120).
 */
export async function userIdByDisplayName(executor: Executor, displayName: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(equalsIgnoringCase(users.displayName, displayName), isPlayerAccount));
  return row?.id;
}

/** The display name of the player a player picked by id; undefined for no such user, as for a system account. */
export async function playerNameOf(executor: Executor, userId: number): Promise<string | undefined> {
  const [row] = await executor
    .select({ name: users.displayName })
    .from(users)
    .where(and(eq(users.id, userId), isPlayerAccount));
  return row?.name;
}
