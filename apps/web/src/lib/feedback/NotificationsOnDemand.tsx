import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useNotifications } from '@mantine/notifications';
import { prefetchAfterFirstScreen } from '../first-screen';

const loadToasts = () => import('./Toasts');

// A failed load shows nothing: the toast stays in the store, and a toast is never the only word.
const Toasts = lazy((): Promise<{ default: ComponentType }> =>
  loadToasts().then(
    (m) => ({ default: m.Toasts }),
    () => ({ default: () => null }),
  ),
);

/**
 * Mantine's toast container (its transitions and drag handling) is not part of a first screen: it
 * is loaded when the first toast is queued, or once the first screen is up. `notifications.show()`
 * writes to a store that the container reads when it mounts, so nothing shown before is lost.
 */
export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once mounted it stays, so a toast's exit transition is not cut short.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  useEffect(() => prefetchAfterFirstScreen(() => loadToasts().then(() => setWanted(true))), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
