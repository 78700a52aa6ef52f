import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { definedFields, isEmptyPatch } from '../../db/patch';
import { faqEntries } from '../../db/schema';

export type FaqEntryRow = typeof faqEntries.$inferSelect;
export type FaqEntryWrite = Omit<typeof faqEntries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export const faqListSpec: ListSpec = {
  sortable: {
    id: faqEntries.id,
    position: faqEntries.position,
    question_en: faqEntries.questionEn,
    created_at: faqEntries.createdAt,
    updated_at: faqEntries.updatedAt,
  },
  defaultSort: [{ column: faqEntries.position }, { column: faqEntries.id }],
  searchable: [faqEntries.questionEn, faqEntries.questionSv, faqEntries.answerEn, faqEntries.answerSv],
  filters: {},
};

export function createFaqRepository(db: Database) {
  const get = async (id: number): Promise<FaqEntryRow | undefined> => {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    return row;
  };

  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(faqEntries)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(faqEntries).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** Every entry in reading order: position, then the order they were added. */
    all(): Promise<FaqEntryRow[]> {
      return db.select().from(faqEntries).orderBy(asc(faqEntries.position), asc(faqEntries.id));
    },

    get,

    async create(values: FaqEntryWrite): Promise<FaqEntryRow> {
      const [row] = await db.insert(faqEntries).values(values).returning();
      return row!;
    },

    /** The saved row; undefined when there is none. */
    async update(id: number, patch: Partial<FaqEntryWrite>): Promise<FaqEntryRow | undefined> {
      const changes = definedFields(patch);
      if (isEmptyPatch(changes)) return get(id);
      const [row] = await db.update(faqEntries).set(changes).where(eq(faqEntries.id, id)).returning();
      return row;
    },

    /** Whether a row was deleted. */
    async remove(id: number): Promise<boolean> {
      const deleted = await db.delete(faqEntries).where(eq(faqEntries.id, id)).returning({ id: faqEntries.id });
      return deleted.length > 0;
    },
  };
}

export type FaqRepository = ReturnType<typeof createFaqRepository>;
