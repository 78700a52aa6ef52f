import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { gameVersions } from '../../db/schema';

export type GameVersionRow = typeof gameVersions.$inferSelect;

/** Spec §2 list columns: latest first, then the most recently changed. */
export const gameVersionListSpec: ListSpec = {
  sortable: {
    id: gameVersions.id,
    version: gameVersions.version,
    latest: gameVersions.latest,
    created_at: gameVersions.createdAt,
    updated_at: gameVersions.updatedAt,
  },
  defaultSort: [
    { column: gameVersions.latest, descending: true },
    { column: gameVersions.updatedAt, descending: true },
    { column: gameVersions.id, descending: true },
  ],
  searchable: [gameVersions.version],
  searchMin: 1,
  filters: {},
};

export function createGameVersionsRepository(db: Database) {
  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(gameVersions)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(gameVersions).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async get(id: number, tx: Executor = db): Promise<GameVersionRow | undefined> {
      const [row] = await tx.select().from(gameVersions).where(eq(gameVersions.id, id));
      return row;
    },

    async latest(): Promise<GameVersionRow | undefined> {
      const [row] = await db.select().from(gameVersions).where(eq(gameVersions.latest, true)).limit(1);
      return row;
    },

    async byVersion(version: string, tx: Executor = db): Promise<GameVersionRow | undefined> {
      const [row] = await tx.select().from(gameVersions).where(eq(gameVersions.version, version));
      return row;
    },

    /**
     * Serialises every change of which version is latest: a transaction-scoped advisory lock, so two
     * staff marking different versions at once run one after the other (the partial unique index
     * game_versions_one_latest is the net behind it).
     */
    async lockLatest(tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(11101, 0)`);
    },

    async insert(tx: Executor, values: { version: string; latest: boolean; file: string | null }) {
      const [row] = await tx.insert(gameVersions).values(values).returning();
      return row!;
    },

    async update(tx: Executor, id: number, values: Partial<{ version: string; latest: boolean; file: string | null }>) {
      const [row] = await tx.update(gameVersions).set(values).where(eq(gameVersions.id, id)).returning();
      return row;
    },

    /** Unmarks every latest version but `keepId`. */
    async unmarkOthers(tx: Executor, keepId: number): Promise<void> {
      await tx
        .update(gameVersions)
        .set({ latest: false })
        .where(and(eq(gameVersions.latest, true), ne(gameVersions.id, keepId)));
    },
  };
}

export type GameVersionsRepository = ReturnType<typeof createGameVersionsRepository>;
