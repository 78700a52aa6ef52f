import type { Locale, Notification, Paginated } from '@golf/contracts';
import { apiList, apiSend } from '../../lib/api';

export type { Notification };

export type NotificationFilter = 'all' | 'unread';

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  /**
   * The server writes a notification's title and body in the request's language (Accept-Language,
   * the UI language), so the language is part of the key: switching it fetches the list again.
   */
  list: (filter: NotificationFilter, page: number, locale: Locale) =>
    ['notifications', 'list', filter, page, locale] as const,
  unread: ['notifications', 'unread'] as const,
};

export const NOTIFICATIONS_PER_PAGE = 20;

export function fetchNotifications(filter: NotificationFilter, page: number, signal?: AbortSignal) {
  return apiList<Notification>('/users/me/notifications', {
    query: { page, per_page: NOTIFICATIONS_PER_PAGE, ...(filter === 'unread' ? { read: 0 } : {}) },
    signal,
  });
}

/** The unread count is the total of a one-item page of unread ones (spec section 9). */
export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const page: Paginated<Notification> = await apiList<Notification>('/users/me/notifications', {
    query: { read: 0, per_page: 1 },
    signal,
  });
  return page.meta.total;
}

export const markNotificationRead = (id: number) =>
  apiSend<Notification>('PATCH', `/users/me/notifications/${id}/read`);

export const markAllNotificationsRead = () => apiSend('PATCH', '/users/me/notifications/all/read');
