import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Platform settings: typed keys (see settings/setting-keys.ts), values stored as text. */
export const settings = pgTable('settings', {
  id: serial('id').primaryKey(),
  displayName: text('display_name').notNull(),
  settingKey: text('setting_key').notNull().unique(),
  settingValue: text('setting_value').notNull(),
  ...timestamps,
});
