import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationData } from '@golf/contracts';
import { queryRows, type Database, type Executor } from '../../db/client';
import { countAll } from '../../db/paginate';
import { notifications, users } from '../../db/schema';
import { isPlayerAccount } from '../users/system-accounts';

export type NotificationRow = typeof notifications.$inferSelect;
/** A created notification with what is needed to tell its recipient in their language. */
export type CreatedNotification = NotificationRow & { locale: string };

const readState = (read: boolean | undefined) =>
  read === undefined ? undefined : read ? isNotNull(notifications.readAt) : isNull(notifications.readAt);

/** Inserts `data` for every user `where` selects (all of them without it) and returns the rows with each locale. */
async function createForUsers(executor: Executor, data: NotificationData, where?: SQL): Promise<CreatedNotification[]> {
  // The parameters need casts, as the select list gives them no type.
  const rows = await queryRows<{
    id: number;
    user_id: number;
    type: string;
    data: NotificationData;
    read_at: string | Date | null;
    created_at: string | Date;
    locale: string;
  }>(
    executor,
    sql`
    with inserted as (
      insert into ${notifications} (user_id, type, data)
      select id, ${data.notification_type}::text, ${JSON.stringify(data)}::jsonb from ${users}
      where ${where ?? sql`true`}
      returning id, user_id, type, data, read_at, created_at
    )
    select inserted.*, ${users.locale} as locale from inserted join ${users} on ${users.id} = inserted.user_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    type: row.type,
    data: row.data,
    readAt: row.read_at === null ? null : new Date(row.read_at),
    createdAt: new Date(row.created_at),
    locale: row.locale,
  }));
}

export function createNotificationsRepository(db: Database) {
  return {
    /** Newest first; `read` narrows to read (true) or unread (false) ones. */
    async list(userId: number, options: { read?: boolean; limit: number; offset: number }) {
      const where = and(eq(notifications.userId, userId), readState(options.read));
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.id))
          .limit(options.limit)
          .offset(options.offset),
        db.select({ total: countAll }).from(notifications).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /** On the database, or inside a caller's transaction so the notification commits (or not) with the change. */
    async createFor(
      userId: number,
      data: NotificationData,
      executor: Executor = db,
    ): Promise<CreatedNotification | undefined> {
      const [row] = await executor
        .insert(notifications)
        .values({ userId, type: data.notification_type, data })
        .returning();
      if (!row) return undefined;
      const [user] = await executor.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      return { ...row, locale: user?.locale ?? 'en' };
    },

    /** One row per player (not the system accounts), in one statement: everyone gets it or nobody does. */
    createForEveryone: (data: NotificationData) => createForUsers(db, data, isPlayerAccount),

    /** One row for each of `userIds`, in one statement, inside the caller's transaction when given. */
    createForEach: (userIds: readonly number[], data: NotificationData, executor: Executor = db) =>
      userIds.length === 0 ? Promise.resolve([]) : createForUsers(executor, data, inArray(users.id, [...userIds])),

    /** The row once read (an already-read one keeps its first read time); undefined when it is not this user's. */
    async markRead(userId: number, id: number): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    /** Marks read the user's unread notifications of `type` about another user (data.user_id): answered elsewhere. */
    async markReadAbout(userId: number, type: string, aboutUserId: number, executor: Executor = db): Promise<number> {
      const rows = await executor
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, type),
            sql`(${notifications.data}->>'user_id')::int = ${aboutUserId}`,
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.length;
    },

    async markAllRead(userId: number): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
