import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { profanities } from '../../db/schema';

export type ProfanityRow = typeof profanities.$inferSelect;

/** A term another row already has, in any letter case (unique index on lower(search_term)). */
export const DUPLICATE = 'duplicate';

export const profanityListSpec: ListSpec = {
  sortable: {
    id: profanities.id,
    search_term: profanities.searchTerm,
    created_at: profanities.createdAt,
    updated_at: profanities.updatedAt,
  },
  defaultSort: [{ column: profanities.searchTerm }, { column: profanities.id }],
  searchable: [profanities.searchTerm],
  filters: {},
};

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export function createProfanitiesRepository(db: Database) {
  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(profanities)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(profanities).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async get(id: number): Promise<ProfanityRow | undefined> {
      const [row] = await db.select().from(profanities).where(eq(profanities.id, id));
      return row;
    },

    async create(searchTerm: string): Promise<ProfanityRow | typeof DUPLICATE> {
      const [row] = await db.insert(profanities).values({ searchTerm }).onConflictDoNothing().returning();
      return row ?? DUPLICATE;
    },

    /** The saved row; undefined when there is no such row. */
    async update(id: number, searchTerm: string): Promise<ProfanityRow | undefined | typeof DUPLICATE> {
      try {
        const [row] = await db.update(profanities).set({ searchTerm }).where(eq(profanities.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return DUPLICATE;
        throw error;
      }
    },

    /** Whether a row was deleted. */
    async delete(id: number): Promise<boolean> {
      const deleted = await db.delete(profanities).where(eq(profanities.id, id)).returning({ id: profanities.id });
      return deleted.length > 0;
    },

    async allTerms(): Promise<string[]> {
      const rows = await db.select({ searchTerm: profanities.searchTerm }).from(profanities);
      return rows.map((row) => row.searchTerm);
    },
  };
}

export type ProfanitiesRepository = ReturnType<typeof createProfanitiesRepository>;
