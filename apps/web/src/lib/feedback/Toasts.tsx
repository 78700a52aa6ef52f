import { Notifications } from '@mantine/notifications';

/** Mantine's toast container: a chunk of its own, mounted by NotificationsOnDemand. */
export function Toasts() {
  return <Notifications position="top-right" />;
}
