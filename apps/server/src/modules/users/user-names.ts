import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

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

/** The user with this display name in any letter case (how players name each other in invites). */
export async function userIdByDisplayName(executor: Executor, displayName: string): Promise<number | undefined> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(equalsIgnoringCase(users.displayName, displayName));
  return row?.id;
}
