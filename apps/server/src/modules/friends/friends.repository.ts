import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { friendships, users } from '../../db/schema';
import { displayNameOf, playerNameOf } from '../users/user-names';
import { isPlayerAccount } from '../users/system-accounts';

export type FriendshipRow = typeof friendships.$inferSelect;

/** A friendship with the other player's name, as seen by `userId`. */
export interface FriendshipView {
  row: FriendshipRow;
  otherId: number;
  otherName: string;
}

const SEARCH_LIMIT = 20;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The row of the unordered pair (a, b), if any. */
const pair = (a: number, b: number) =>
  or(
    and(eq(friendships.requesterId, a), eq(friendships.addresseeId, b)),
    and(eq(friendships.requesterId, b), eq(friendships.addresseeId, a)),
  );

/** Drizzle queries only: friendships and the player search. */
export function createFriendsRepository(db: Database) {
  return {
    async findPair(a: number, b: number, tx: Executor = db): Promise<FriendshipRow | undefined> {
      const [row] = await tx.select().from(friendships).where(pair(a, b)).limit(1);
      return row;
    },

    /**
     * Serialises one user's requests (the pending count, then the insert) by locking their user row. NO KEY
     * UPDATE, not UPDATE: a crossing request's notification insert takes KEY SHARE on this row (its foreign
     * key), which UPDATE would block into a deadlock.
     */
    async lockUser(userId: number, tx: Executor): Promise<string | undefined> {
      const [row] = await tx
        .select({ displayName: users.displayName })
        .from(users)
        .where(eq(users.id, userId))
        .for('no key update');
      return row?.displayName;
    },

    displayNameOf: (userId: number, tx: Executor = db) => displayNameOf(tx, userId),

    /** The name of a player one may ask; undefined for no such user or a system account. */
    playerNameOf: (userId: number, tx: Executor = db) => playerNameOf(tx, userId),

    async pendingSentCount(userId: number, pending: number, tx: Executor): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(friendships)
        .where(and(eq(friendships.requesterId, userId), eq(friendships.status, pending)));
      return row?.n ?? 0;
    },

    async insert(values: { requesterId: number; addresseeId: number; status: number }, tx: Executor) {
      const [row] = await tx.insert(friendships).values(values).onConflictDoNothing().returning();
      return row;
    },

    async accept(id: number, accepted: number, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(friendships)
        .set({ status: accepted, acceptedAt: now })
        .where(eq(friendships.id, id))
        .returning();
      return row;
    },

    async remove(id: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx.delete(friendships).where(eq(friendships.id, id)).returning({ id: friendships.id });
      return rows.length > 0;
    },

    /** Every friendship and request of a user, with the other player's name, by name. */
    async allOf(userId: number): Promise<FriendshipView[]> {
      const otherId = sql<number>`case when ${friendships.requesterId} = ${userId} then ${friendships.addresseeId} else ${friendships.requesterId} end`;
      const rows = await db
        .select({ row: friendships, otherName: users.displayName, otherId })
        .from(friendships)
        .innerJoin(users, eq(users.id, otherId))
        .where(or(eq(friendships.requesterId, userId), eq(friendships.addresseeId, userId)))
        .orderBy(asc(users.displayName));
      return rows.map((r) => ({ row: r.row, otherId: Number(r.otherId), otherName: r.otherName }));
    },

    /** Players whose display name contains `text` (case-insensitive), not the caller, suspended ones nor system accounts. */
    async searchPlayers(text: string, callerId: number) {
      return db
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(
          and(
            ilike(users.displayName, `%${escapeLike(text)}%`),
            ne(users.id, callerId),
            isNull(users.suspendedAt),
            isPlayerAccount,
          ),
        )
        .orderBy(asc(users.displayName))
        .limit(SEARCH_LIMIT);
    },

    async areFriends(a: number, b: number, accepted: number): Promise<boolean> {
      const [row] = await db
        .select({ id: friendships.id })
        .from(friendships)
        .where(and(pair(a, b), eq(friendships.status, accepted)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type FriendsRepository = ReturnType<typeof createFriendsRepository>;
