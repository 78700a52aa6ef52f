import { useLiveUser } from '../../lib/auth/useLiveUser';
import { useNotificationEvents } from '../../features/notifications/hooks/useNotifications';
import { useKioskActive } from '../../features/kiosk/kiosk-store';
import { InterfaceUpdatePrompt } from '../../features/protocol/components/InterfaceUpdatePrompt';

/** The real-time connection and what its events change: the user, the unread counter, the update prompt. */
export function LiveUpdates() {
  // A kiosk device's session may hear only its kiosk channel (decision 0103).
  useLiveUser(useKioskActive());
  useNotificationEvents();
  return <InterfaceUpdatePrompt />;
}
