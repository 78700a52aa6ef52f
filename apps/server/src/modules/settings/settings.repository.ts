import { eq } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { settings, subscriptions } from '../../db/schema';

export type SettingRow = typeof settings.$inferSelect;

/** A key that already has a row (unique index on setting_key). */
export const DUPLICATE = 'duplicate';

export const settingListSpec: ListSpec = {
  sortable: {
    id: settings.id,
    display_name: settings.displayName,
    setting_key: settings.settingKey,
    setting_value: settings.settingValue,
    created_at: settings.createdAt,
    updated_at: settings.updatedAt,
  },
  defaultSort: [{ column: settings.displayName }, { column: settings.id }],
  searchable: [settings.displayName, settings.settingKey, settings.settingValue],
  filters: {},
};

/** The settings rows staff edit; settings.reader.ts reads them where they are used. */
export function createSettingsRepository(db: Database) {
  return {
    /** Runs fn in one transaction: a change, its row lock and its activity entry commit together. */
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(settings)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(settings).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async get(id: number, executor: Executor = db): Promise<SettingRow | undefined> {
      const [row] = await executor.select().from(settings).where(eq(settings.id, id));
      return row;
    },

    /** The row, locked until tx ends so concurrent changes log the value they really replaced. */
    async lock(id: number, tx: Tx): Promise<SettingRow | undefined> {
      const [row] = await tx.select().from(settings).where(eq(settings.id, id)).for('update');
      return row;
    },

    /** Every row's key and id. */
    async keys(): Promise<{ id: number; key: string }[]> {
      return db.select({ id: settings.id, key: settings.settingKey }).from(settings);
    },

    async create(
      row: { settingKey: string; displayName: string; settingValue: string },
      tx: Tx,
    ): Promise<SettingRow | typeof DUPLICATE> {
      const [created] = await tx.insert(settings).values(row).onConflictDoNothing().returning();
      return created ?? DUPLICATE;
    },

    async update(id: number, changes: { displayName?: string; settingValue?: string }, tx: Tx): Promise<SettingRow> {
      const [row] = await tx.update(settings).set(changes).where(eq(settings.id, id)).returning();
      return row!;
    },

    /** Whether a subscription plan has the id; the plan is locked (for share) until tx ends, so it stays. */
    async planExists(id: number, tx: Tx): Promise<boolean> {
      const [row] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for('share');
      return row !== undefined;
    },

    async delete(id: number, tx: Tx): Promise<void> {
      await tx.delete(settings).where(eq(settings.id, id));
    },
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
