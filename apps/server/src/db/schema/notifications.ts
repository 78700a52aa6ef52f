import { index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns';
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
    userId: belongsTo('user_id', () => users.id),
    type: text('type').notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: at('read_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // The list and the unread count: newest first per user, split by read state.
  (t) => [index('notifications_user_read_idx').on(t.userId, t.readAt, t.id)],
);
