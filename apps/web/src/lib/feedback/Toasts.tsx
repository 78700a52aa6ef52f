import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container: a chunk of its own, mounted by NotificationsOnDemand. Top centre: at the
 * top right a toast covered the notification bell, which is where a player goes next.
 */
export function Toasts() {
  return <Notifications position="top-center" />;
}
