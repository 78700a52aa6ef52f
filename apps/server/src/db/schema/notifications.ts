import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationData } from '@golf/contracts';
import { users } from './identity';

/**
 * A user's notifications (spec section 3: type, or data.notification_type). The text is not
 * stored: `data` holds the type's parameters and each reader sees it in their own language.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The list and the unread count: newest first per user, split by read state.
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt, t.id)],
);
