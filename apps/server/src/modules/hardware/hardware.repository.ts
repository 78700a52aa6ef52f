import { eq, sql } from 'drizzle-orm';
import { hardwareVersionKey } from '@golf/contracts';
import type { Database } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { definedFields, isEmptyPatch } from '../../db/patch';
import { hardwareDevices } from '../../db/schema';

export type HardwareDeviceRow = typeof hardwareDevices.$inferSelect;
export type HardwareDeviceWrite = Pick<
  typeof hardwareDevices.$inferInsert,
  'title' | 'description' | 'hardwareVersion'
>;

/** Another device has the hardware_version, in any letter case. */
export const VERSION_TAKEN = 'version-taken';

const isUniqueViolation = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
};

export const hardwareListSpec: ListSpec = {
  sortable: {
    id: hardwareDevices.id,
    title: hardwareDevices.title,
    hardware_version: hardwareDevices.hardwareVersion,
    created_at: hardwareDevices.createdAt,
    updated_at: hardwareDevices.updatedAt,
  },
  defaultSort: [{ column: hardwareDevices.title }, { column: hardwareDevices.id }],
  searchable: [hardwareDevices.title, hardwareDevices.description, hardwareDevices.hardwareVersion],
  filters: {},
};

export function createHardwareRepository(db: Database) {
  return {
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(hardwareDevices)
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(hardwareDevices).where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async get(id: number): Promise<HardwareDeviceRow | undefined> {
      const [row] = await db.select().from(hardwareDevices).where(eq(hardwareDevices.id, id));
      return row;
    },

    /** The device a reported hardware_version names (the matching rule of docs/decisions/0047). */
    async byVersion(version: string): Promise<HardwareDeviceRow | undefined> {
      const [row] = await db
        .select()
        .from(hardwareDevices)
        .where(sql`lower(${hardwareDevices.hardwareVersion}) = ${hardwareVersionKey(version)}`);
      return row;
    },

    async create(values: HardwareDeviceWrite): Promise<HardwareDeviceRow | typeof VERSION_TAKEN> {
      const [row] = await db.insert(hardwareDevices).values(values).onConflictDoNothing().returning();
      return row ?? VERSION_TAKEN;
    },

    /**
     * The saved row; undefined when there is none. A changed hardware_version carries over to the
     * rounds restricted to the device (foreign key, on update cascade).
     */
    async update(id: number, patch: Partial<HardwareDeviceWrite>) {
      const changes = definedFields(patch);
      if (isEmptyPatch(changes)) return this.get(id);
      try {
        const [row] = await db.update(hardwareDevices).set(changes).where(eq(hardwareDevices.id, id)).returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return VERSION_TAKEN;
        throw error;
      }
    },
  };
}

export type HardwareRepository = ReturnType<typeof createHardwareRepository>;
