import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** FAQ entries, in English and Swedish, shown in position order (docs/decisions/0049). */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    position: integer('position').notNull().default(0),
    questionEn: text('question_en').notNull(),
    answerEn: text('answer_en').notNull(),
    questionSv: text('question_sv'),
    answerSv: text('answer_sv'),
    ...timestamps,
  },
  (t) => [index('faq_entries_position_idx').on(t.position, t.id)],
);
