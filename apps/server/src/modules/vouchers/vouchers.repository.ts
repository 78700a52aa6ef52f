import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { voucherRedemptions, vouchers } from '../../db/schema';
import type { Executor } from '../../db/client';

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherInsert = typeof vouchers.$inferInsert;

export const adminVoucherListSpec: ListSpec = {
  sortable: {
    id: vouchers.id,
    batch: vouchers.batch,
    status: vouchers.status,
    type: vouchers.type,
    created_at: vouchers.createdAt,
    updated_at: vouchers.updatedAt,
  },
  defaultSort: [{ column: vouchers.id, descending: true }],
  searchable: [vouchers.batch],
  filters: {
    batch: (values) => inArray(vouchers.batch, values),
    status: integerFilter('status', vouchers.status),
    type: integerFilter('type', vouchers.type),
    user_id: integerFilter('user_id', vouchers.userId),
  },
};

export function createVouchersRepository(db: Database) {
  return {
    async findByHash(codeHash: string): Promise<VoucherRow | undefined> {
      const [row] = await db.select().from(vouchers).where(eq(vouchers.codeHash, codeHash));
      return row;
    },

    /** Hashes already taken, of these. */
    async existingHashes(hashes: string[]): Promise<Set<string>> {
      if (!hashes.length) return new Set();
      const rows = await db
        .select({ codeHash: vouchers.codeHash })
        .from(vouchers)
        .where(inArray(vouchers.codeHash, hashes));
      return new Set(rows.map((row) => row.codeHash));
    },

    async insertMany(tx: Executor, rows: VoucherInsert[]): Promise<VoucherRow[]> {
      if (!rows.length) return [];
      return tx.insert(vouchers).values(rows).returning();
    },

    /**
     * Marks a voucher used, once: the conditional UPDATE lets exactly one of any number of
     * concurrent redeemers through (the others find it used). Undefined when it was already used.
     */
    async claim(tx: Executor, id: number, userId: number, now: Date): Promise<VoucherRow | undefined> {
      const [row] = await tx
        .update(vouchers)
        .set({ status: enums.voucher_status.used, redeemedBy: userId, redeemedAt: now })
        .where(and(eq(vouchers.id, id), ne(vouchers.status, enums.voucher_status.used)))
        .returning();
      return row;
    },

    /** Adds a staff member to those who knew the voucher's code (VoucherRow.handledBy), once. */
    async markHandled(id: number, staffId: number, executor: Executor = db): Promise<void> {
      await executor
        .update(vouchers)
        .set({ handledBy: sql`array_append(${vouchers.handledBy}, ${staffId}::integer)` })
        .where(and(eq(vouchers.id, id), sql`not (${staffId}::integer = any(${vouchers.handledBy}))`));
    },

    async insertRedemption(tx: Executor, row: { voucherId: number; userId: number; ip: string | null }) {
      await tx.insert(voucherRedemptions).values(row);
    },

    /** The player's vouchers: handed to them, or redeemed by them. */
    async ofUser(userId: number): Promise<VoucherRow[]> {
      return db
        .select()
        .from(vouchers)
        .where(or(eq(vouchers.userId, userId), eq(vouchers.redeemedBy, userId)))
        .orderBy(desc(vouchers.id));
    },

    async markSeen(userId: number): Promise<void> {
      await db
        .update(vouchers)
        .set({ status: enums.voucher_status.available })
        .where(and(eq(vouchers.userId, userId), eq(vouchers.status, enums.voucher_status.unseen)));
    },

    async list(plan: ListPlan): Promise<{ rows: VoucherRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(vouchers)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(vouchers).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async batches(): Promise<{ batch: string; total: number; used: number }[]> {
      return db
        .select({
          batch: vouchers.batch,
          total: countAll,
          used: sql<number>`cast(count(*) filter (where ${vouchers.status} = ${enums.voucher_status.used}) as integer)`,
        })
        .from(vouchers)
        .groupBy(vouchers.batch)
        .orderBy(vouchers.batch);
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
