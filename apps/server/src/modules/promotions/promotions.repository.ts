import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { promotionPositions, promotions, type PromotionTitle } from '../../db/schema';

export type PromotionRow = typeof promotions.$inferSelect;
export interface Placement {
  position: number;
  order: number;
}
export type PromotionWithPlacements = PromotionRow & { positions: Placement[] };
export interface PromotionValues {
  name: string;
  title: PromotionTitle;
  coverImage: string | null;
  link: string | null;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

export const promotionListSpec: ListSpec = {
  sortable: {
    id: promotions.id,
    name: promotions.name,
    active: promotions.active,
    starts_at: promotions.startsAt,
    ends_at: promotions.endsAt,
    created_at: promotions.createdAt,
    updated_at: promotions.updatedAt,
  },
  defaultSort: [{ column: promotions.name }, { column: promotions.id }],
  searchable: [promotions.name],
  filters: {
    active: (values) => eq(promotions.active, values[0] === 'true' || values[0] === '1'),
  },
};

export function createPromotionsRepository(db: Database) {
  async function withPlacements(rows: PromotionRow[], tx: Executor = db): Promise<PromotionWithPlacements[]> {
    if (!rows.length) return [];
    const placements = await tx
      .select()
      .from(promotionPositions)
      .where(
        inArray(
          promotionPositions.promotionId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(promotionPositions.position));
    return rows.map((row) => ({
      ...row,
      positions: placements
        .filter((p) => p.promotionId === row.id)
        .map((p) => ({ position: p.position, order: p.sortOrder })),
    }));
  }

  async function replacePlacements(tx: Executor, promotionId: number, placements: Placement[]): Promise<void> {
    await tx.delete(promotionPositions).where(eq(promotionPositions.promotionId, promotionId));
    if (placements.length)
      await tx
        .insert(promotionPositions)
        .values(placements.map((p) => ({ promotionId, position: p.position, sortOrder: p.order })));
  }

  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(promotions)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(promotions).where(plan.where),
      ]);
      return { rows: await withPlacements(rows), total: count?.total ?? 0 };
    },

    async get(id: number, tx: Executor = db): Promise<PromotionWithPlacements | undefined> {
      const [row] = await tx.select().from(promotions).where(eq(promotions.id, id));
      return row ? (await withPlacements([row], tx))[0] : undefined;
    },

    async insert(tx: Executor, values: PromotionValues, placements: Placement[]): Promise<number> {
      const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
      await replacePlacements(tx, row!.id, placements);
      return row!.id;
    },

    /** Whether the row exists; placements are replaced when given. */
    async update(
      tx: Executor,
      id: number,
      values: Partial<PromotionValues>,
      placements: Placement[] | undefined,
    ): Promise<boolean> {
      const [row] = Object.keys(values).length
        ? await tx.update(promotions).set(values).where(eq(promotions.id, id)).returning({ id: promotions.id })
        : await tx.select({ id: promotions.id }).from(promotions).where(eq(promotions.id, id));
      if (!row) return false;
      if (placements) await replacePlacements(tx, id, placements);
      return true;
    },

    /** Active promotions at a position inside their dates, in their order there. */
    async shownAt(position: number, now: Date) {
      return db
        .select({
          id: promotions.id,
          title: promotions.title,
          coverImage: promotions.coverImage,
          link: promotions.link,
        })
        .from(promotionPositions)
        .innerJoin(promotions, eq(promotions.id, promotionPositions.promotionId))
        .where(
          and(
            eq(promotionPositions.position, position),
            eq(promotions.active, true),
            or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
            or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
          ),
        )
        .orderBy(asc(promotionPositions.sortOrder), asc(promotions.id));
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
