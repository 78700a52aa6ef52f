import { useLiveUser } from '../../lib/auth/useLiveUser';
import { useNotificationEvents } from '../../features/notifications/hooks/useNotifications';
import { InterfaceUpdatePrompt } from '../../features/protocol/components/InterfaceUpdatePrompt';

/** The real-time connection and what its events change: the user, the unread counter, the update prompt. */
export function LiveUpdates() {
  useLiveUser();
  useNotificationEvents();
  return <InterfaceUpdatePrompt />;
}
