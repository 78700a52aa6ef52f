import type { FastifyRequest } from 'fastify';
import {
  realtimeChannels,
  serverEvents,
  type Locale,
  type Notification,
  type NotificationData,
  type NotificationType,
  type SystemNotificationInput,
} from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { Executor } from '../../db/client';
import type { Publisher } from '../../realtime/publisher';
import type { ActivityLog } from '../activity/activity.service';
import type { UsersRepository } from '../users/users.repository';
import type { CreatedNotification, NotificationRow, NotificationsRepository } from './notifications.repository';
import { notificationText, readerLocale } from './notification-text';

/** What `notifyIn` returns: the announcement to make once the change's transaction has committed. */
export type Notice = () => Promise<void>;

/** Creates a notification inside a transaction; the returned notice tells the recipient after the commit. */
export type NotifyIn = (tx: Executor, userId: number, data: NotificationData) => Promise<Notice>;

/** Creates one notification for each user inside a transaction, in one statement; the notice tells them all. */
export type NotifyEachIn = (tx: Executor, userIds: readonly number[], data: NotificationData) => Promise<Notice>;

/** Makes a committed change's announcements, one after another. */
export async function sendNotices(notices: readonly Notice[]): Promise<void> {
  for (const notice of notices) await notice();
}

export function presentNotification(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.data.notification_type,
    ...notificationText(row.data, locale),
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Notifications: created by any module through `notifyIn` or `notifyEachIn` in the transaction of the change
 * they tell of, read and marked by their owner only.
 * Each creation sends `notification.created`, in the recipient's language, to their private channel.
 */
export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  publisher: Publisher;
  activity: ActivityLog;
  /** Staff write to players, never to the platform's own accounts (decision 0120). */
  accounts: Pick<UsersRepository, 'isSystemAccount'>;
}) {
  const { notifications, publisher, activity } = deps;

  const announce = (created: CreatedNotification[]) =>
    Promise.all(
      created.map((row) =>
        publisher.publish(
          realtimeChannels.user(row.userId),
          serverEvents.notificationCreated,
          presentNotification(row, readerLocale(row.locale)),
        ),
      ),
    );

  return {
    /** A notification answered where it was not opened (a friend request accepted on the friends screen) is read. */
    markReadAboutIn: (tx: Executor, userId: number, type: NotificationType, aboutUserId: number) =>
      notifications.markReadAbout(userId, type, aboutUserId, tx),

    /**
     * Creates a notification inside the caller's transaction, so it exists only if the change it tells
     * of commits. Call the returned function after the commit to tell the recipient.
     */
    async notifyIn(...[tx, userId, data]: Parameters<NotifyIn>): ReturnType<NotifyIn> {
      const row = await notifications.createFor(userId, data, tx);
      if (!row) throw new AppError('general.not_found');
      return async () => {
        await announce([row]);
      };
    },

    /** The same notification for each of `userIds`, all or none, inside the caller's transaction. */
    async notifyEachIn(...[tx, userIds, data]: Parameters<NotifyEachIn>): ReturnType<NotifyEachIn> {
      const rows = await notifications.createForEach(userIds, data, tx);
      return async () => {
        await announce(rows);
      };
    },

    /** Back-office: a system notification to one user or to everyone; returns how many received it. */
    async sendSystem(input: SystemNotificationInput, actorId: number, request: FastifyRequest): Promise<number> {
      const data: NotificationData = { notification_type: 'system', title: input.title, body: input.body };
      let created: CreatedNotification[];
      if (input.user_id === undefined) {
        created = await notifications.createForEveryone(data);
      } else {
        if (await deps.accounts.isSystemAccount(input.user_id)) throw new AppError('users.system_account');
        const row = await notifications.createFor(input.user_id, data).catch((error: unknown) => {
          // The only foreign key: the recipient does not exist.
          if ((error as { cause?: { code?: string } }).cause?.code === '23503') return undefined;
          throw error;
        });
        if (!row) throw AppError.validation({ user_id: [{ key: 'validation.exists', params: { attribute: 'user' } }] });
        created = [row];
      }
      await activity.record({
        event: 'notifications.sent',
        actorId,
        subjectUserId: input.user_id ?? null,
        request,
        properties: { recipients: created.length, title: input.title.en },
      });
      await announce(created);
      return created.length;
    },

    async list(userId: number, locale: Locale, query: { read?: boolean; page: number; per_page: number }) {
      const { rows, total } = await notifications.list(userId, {
        read: query.read,
        limit: query.per_page,
        offset: (query.page - 1) * query.per_page,
      });
      return { rows: rows.map((row) => presentNotification(row, locale)), total };
    },

    /** Another user's notification is "not found": its existence is not revealed. */
    async markRead(userId: number, id: number, locale: Locale): Promise<Notification> {
      const row = await notifications.markRead(userId, id);
      if (!row) throw new AppError('general.not_found');
      return presentNotification(row, locale);
    },

    markAllRead: (userId: number) => notifications.markAllRead(userId),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
