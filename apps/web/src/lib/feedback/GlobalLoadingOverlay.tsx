import { useEffect } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { moduleAfterFirstScreen } from '../ui/after-first-screen';

/** Quick requests finish before the overlay would flash. */
export const LOADING_OVERLAY_DELAY_MS = 300;

// It shows only after a request has been in flight for a while, so the first screen does without it.
const overlay = moduleAfterFirstScreen(() => import('./BusyOverlay'));

/**
 * Covers the screen while any request without its own loading state (meta.inlineLoading) has
 * been in flight for LOADING_OVERLAY_DELAY_MS. It goes away as soon as the last one settles.
 */
export function GlobalLoadingOverlay() {
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.inlineLoading });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.meta?.inlineLoading });
  const busy = fetching + mutating > 0;
  const [busyForAWhile] = useDebouncedValue(busy, LOADING_OVERLAY_DELAY_MS);
  const visible = busy && busyForAWhile;
  const loaded = overlay.useModule();
  useEffect(() => {
    // Wanted before the idle prefetch brought it. A failed download only leaves the overlay out.
    if (visible && !loaded) overlay.load().catch(() => undefined);
  }, [visible, loaded]);
  return loaded ? <loaded.BusyOverlay visible={visible} /> : null;
}
