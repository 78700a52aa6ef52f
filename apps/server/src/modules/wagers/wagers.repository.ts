import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { roundStakes, rounds, users, wagerRestrictions } from '../../db/schema';
import { systemAccountId } from '../users/system-accounts';

export type StakeRow = typeof roundStakes.$inferSelect;
export type WagerRestrictionRow = typeof wagerRestrictions.$inferSelect;

export const wagerRestrictionListSpec: ListSpec = {
  sortable: {
    id: wagerRestrictions.id,
    country_code: wagerRestrictions.countryCode,
    region_code: wagerRestrictions.regionCode,
    created_at: wagerRestrictions.createdAt,
  },
  defaultSort: [{ column: wagerRestrictions.countryCode }, { column: wagerRestrictions.id }],
  searchable: [wagerRestrictions.countryCode, wagerRestrictions.regionCode],
  filters: {},
};

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};
export const DUPLICATE = 'duplicate';

/** Drizzle queries of wagering; `db` may be a transaction. */
export function createWagersRepository(db: Database) {
  return {
    /** What the eligibility rules read of a user. */
    async wagerFacts(userId: number) {
      const [row] = await db
        .select({
          wageringAllowed: users.wageringAllowed,
          allowedTokenTypes: users.allowedTokenTypes,
          twoFactorEnabled: users.twoFactorEnabled,
          country: users.country,
          stateInCountry: users.stateInCountry,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    restrictionsIn(country: string) {
      return db.select().from(wagerRestrictions).where(eq(wagerRestrictions.countryCode, country));
    },

    /** Serialises one user's stakes (the wager limit counts what they hold): a transaction-scoped advisory lock. */
    async lockStaker(userId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext('wager-staker'), ${userId})`);
    },

    /** Whole tokens of `tokenType` the user holds in stakes not yet settled or refunded. */
    async heldTotal(userId: number, tokenType: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`cast(coalesce(sum(${roundStakes.amount}), 0) as integer)` })
        .from(roundStakes)
        .where(
          and(eq(roundStakes.userId, userId), eq(roundStakes.tokenType, tokenType), eq(roundStakes.state, 'held')),
        );
      return row?.total ?? 0;
    },

    /** The new held stake; undefined when the player already holds one in the round (unique index). */
    async insertStake(values: { roundId: number; userId: number; tokenType: number; amount: number }) {
      const [row] = await db.insert(roundStakes).values(values).onConflictDoNothing().returning();
      return row;
    },

    heldStakes(roundId: number, userIds?: number[]) {
      return db
        .select()
        .from(roundStakes)
        .where(
          and(
            eq(roundStakes.roundId, roundId),
            eq(roundStakes.state, 'held'),
            userIds ? inArray(roundStakes.userId, userIds) : undefined,
          ),
        )
        .orderBy(roundStakes.id);
    },

    stakesOf(roundId: number) {
      return db.select().from(roundStakes).where(eq(roundStakes.roundId, roundId)).orderBy(roundStakes.id);
    },

    /** Moves held stakes on; returns the ones moved (a stake moves once). */
    async closeStakes(ids: number[], state: 'refunded' | 'settled') {
      if (!ids.length) return [];
      return db
        .update(roundStakes)
        .set({ state })
        .where(and(inArray(roundStakes.id, ids), eq(roundStakes.state, 'held')))
        .returning();
    },

    /** Moves the round's wager from one state to another; false when it was not in `from` (already moved). */
    async moveWager(roundId: number, from: string[], to: string): Promise<boolean> {
      const moved = await db
        .update(rounds)
        .set({ wagerState: to })
        .where(and(eq(rounds.id, roundId), inArray(rounds.wagerState, from)))
        .returning({ id: rounds.id });
      return moved.length > 0;
    },

    /** Wager rounds still open that started before `startedBefore` and have not completed (past the deadline). */
    async overdueRounds(startedBefore: Date) {
      return db
        .select({ id: rounds.id })
        .from(rounds)
        .where(
          and(
            eq(rounds.wagerState, 'open'),
            eq(rounds.roundStatus, 10),
            lt(rounds.startedAt, startedBefore),
            isNull(rounds.completedAt),
          ),
        );
    },

    /** Rounds whose stakes wait for staff, oldest first, with their players and the stakes held. */
    async roundsInReview() {
      const held = await db
        .select({
          roundId: rounds.id,
          title: rounds.title,
          gameMode: rounds.gameMode,
          completedAt: rounds.completedAt,
          userId: roundStakes.userId,
          displayName: users.displayName,
          tokenType: roundStakes.tokenType,
          amount: roundStakes.amount,
        })
        .from(rounds)
        .innerJoin(roundStakes, and(eq(roundStakes.roundId, rounds.id), eq(roundStakes.state, 'held')))
        .innerJoin(users, eq(users.id, roundStakes.userId))
        .where(eq(rounds.wagerState, 'review'))
        .orderBy(rounds.completedAt, rounds.id, roundStakes.id)
        .limit(1000);
      const byRound = new Map<number, { round: (typeof held)[number]; stakes: (typeof held)[number][] }>();
      for (const row of held) {
        const entry = byRound.get(row.roundId) ?? { round: row, stakes: [] };
        entry.stakes.push(row);
        byRound.set(row.roundId, entry);
      }
      return [...byRound.values()];
    },

    /** The house: the fee's wallet owner, a system account created on first use. */
    houseUserId: (): Promise<number> => systemAccountId(db, 'wagers'),

    // Back-office: wager restrictions.

    async listRestrictions(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(wagerRestrictions)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(wagerRestrictions).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async getRestriction(id: number): Promise<WagerRestrictionRow | undefined> {
      const [row] = await db.select().from(wagerRestrictions).where(eq(wagerRestrictions.id, id));
      return row;
    },

    async createRestriction(values: { countryCode: string; regionCode: string | null }) {
      const [row] = await db.insert(wagerRestrictions).values(values).onConflictDoNothing().returning();
      return row ?? DUPLICATE;
    },

    async updateRestriction(id: number, values: { countryCode?: string; regionCode?: string | null }) {
      try {
        const [row] = await db.update(wagerRestrictions).set(values).where(eq(wagerRestrictions.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return DUPLICATE;
        throw error;
      }
    },

    async deleteRestriction(id: number): Promise<boolean> {
      const rows = await db
        .delete(wagerRestrictions)
        .where(eq(wagerRestrictions.id, id))
        .returning({ id: wagerRestrictions.id });
      return rows.length > 0;
    },
  };
}

export type WagersRepository = ReturnType<typeof createWagersRepository>;

export function inWagersTransaction<T>(db: Database, fn: (repo: WagersRepository, tx: Database) => Promise<T>) {
  return db.transaction((tx) => fn(createWagersRepository(tx as unknown as Database), tx as unknown as Database));
}
