import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { courses, mapPackCourses, mapPacks, products, userMapPacks } from '../../db/schema';
import { definedFields, isEmptyPatch } from '../../db/patch';

export type MapPackRow = typeof mapPacks.$inferSelect;

/** A title another pack already has, in any letter case (unique index on lower(title)). */
export const DUPLICATE_TITLE = 'duplicate-title';

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export const mapPackListSpec: ListSpec = {
  sortable: { id: mapPacks.id, title: mapPacks.title, created_at: mapPacks.createdAt },
  defaultSort: [{ column: mapPacks.id }],
  searchable: [mapPacks.title],
  filters: {},
};

/**
 * Ids of the store products whose meta names each pack (map_pack_id, read as the store reads it:
 * a whole number). The rows that mention map_pack_id at all are few; the value is compared here.
 */
async function productsReferencing(db: Database, ids: number[]): Promise<(id: number) => number[]> {
  if (ids.length === 0) return () => [];
  const rows = await db
    .select({ id: products.id, meta: products.meta })
    .from(products)
    .where(sql`${products.meta}::text like '%"map_pack_id"%'`)
    .orderBy(asc(products.id));
  return (id) =>
    rows
      .filter((row) => row.meta.some((entry) => entry.meta_key === 'map_pack_id' && Number(entry.meta_value) === id))
      .map((row) => row.id);
}

/** How many players own each pack. */
async function countOwners(db: Database, ids: number[]): Promise<(id: number) => number> {
  if (ids.length === 0) return () => 0;
  const rows = await db
    .select({ mapPackId: userMapPacks.mapPackId, count: sql<number>`count(*)::integer` })
    .from(userMapPacks)
    .where(inArray(userMapPacks.mapPackId, ids))
    .groupBy(userMapPacks.mapPackId);
  return (id) => rows.find((row) => row.mapPackId === id)?.count ?? 0;
}

export function createMapPacksRepository(db: Database) {
  /** What keeps each pack from being deleted: its owners and the products selling it. */
  const usageOf = async (ids: number[]) => {
    const [owners, selling] = await Promise.all([countOwners(db, ids), productsReferencing(db, ids)]);
    return (id: number) => ({ ownersCount: owners(id), sellingProductIds: selling(id) });
  };
  const coursesOf = (ids: number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ mapPackId: mapPackCourses.mapPackId, id: courses.id, title: courses.title })
          .from(mapPackCourses)
          .innerJoin(courses, eq(courses.id, mapPackCourses.courseId))
          .where(inArray(mapPackCourses.mapPackId, ids))
          .orderBy(asc(courses.title));

  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(mapPacks)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(mapPacks).where(plan.where),
      ]);
      const ids = rows.map((row) => row.id);
      const [packCourses, usage] = await Promise.all([coursesOf(ids), usageOf(ids)]);
      return {
        rows: rows.map((row) => ({
          ...row,
          courses: packCourses.filter((c) => c.mapPackId === row.id),
          ...usage(row.id),
        })),
        total: count?.total ?? 0,
      };
    },

    async get(id: number) {
      const [row] = await db.select().from(mapPacks).where(eq(mapPacks.id, id));
      if (!row) return undefined;
      const [packCourses, usage] = await Promise.all([coursesOf([id]), usageOf([id])]);
      return { ...row, courses: packCourses, ...usage(id) };
    },

    async existingCourseIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
      return rows.map((row) => row.id);
    },

    /** The new pack's id. */
    async insert(values: { title: string; description: string | null }): Promise<number | typeof DUPLICATE_TITLE> {
      const [row] = await db.insert(mapPacks).values(values).onConflictDoNothing().returning({ id: mapPacks.id });
      return row?.id ?? DUPLICATE_TITLE;
    },

    async update(
      id: number,
      values: { title?: string; description?: string | null },
    ): Promise<void | typeof DUPLICATE_TITLE> {
      const changes = definedFields(values);
      if (isEmptyPatch(changes)) return;
      try {
        await db.update(mapPacks).set(changes).where(eq(mapPacks.id, id));
      } catch (error) {
        if (isUniqueViolation(error)) return DUPLICATE_TITLE;
        throw error;
      }
    },

    async replaceCourses(id: number, courseIds: number[]): Promise<void> {
      await db.delete(mapPackCourses).where(eq(mapPackCourses.mapPackId, id));
      if (courseIds.length)
        await db.insert(mapPackCourses).values(courseIds.map((courseId) => ({ mapPackId: id, courseId })));
    },

    /**
     * Ids of the store products whose meta names this pack (map_pack_id, read as the store reads it:
     * a whole number). The rows that mention map_pack_id at all are few; the value is compared here.
     */
    productsReferencing: (id: number) => productsReferencing(db, [id]).then((selling) => selling(id)),

    /**
     * Locks the pack's row for its delete (false when it is gone): a product save that names the
     * pack holds a share lock on it (store.repository mapPackExists), so the two take turns and
     * the delete's check for selling products sees a product saved before it.
     */
    async lockForDelete(id: number): Promise<boolean> {
      const rows = await db.select({ id: mapPacks.id }).from(mapPacks).where(eq(mapPacks.id, id)).for('update');
      return rows.length > 0;
    },

    /** How many players own the pack. */
    countOwners: (id: number) => countOwners(db, [id]).then((owners) => owners(id)),

    async remove(id: number): Promise<boolean> {
      const rows = await db.delete(mapPacks).where(eq(mapPacks.id, id)).returning({ id: mapPacks.id });
      return rows.length > 0;
    },
  };
}

export type MapPacksRepository = ReturnType<typeof createMapPacksRepository>;

export function inMapPacksTransaction<T>(
  db: Database,
  fn: (repo: MapPacksRepository, tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) => fn(createMapPacksRepository(tx as unknown as Database), tx));
}
