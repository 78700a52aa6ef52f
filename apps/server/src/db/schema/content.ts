import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Hardware devices (spec: HardwareDevice title, description). hardware_version is ours: the value a
 * game identifier reports, which is how a player's device is matched (docs/decisions/0047). Unique
 * as written (rounds' restrict_hardware references it) and in any letter case.
 */
export const hardwareDevices = pgTable(
  'hardware_devices',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    hardwareVersion: text('hardware_version').notNull().unique(),
    ...timestamps,
  },
  (t) => [uniqueIndex('hardware_devices_version_lower_unique').on(sql`lower(${t.hardwareVersion})`)],
);
