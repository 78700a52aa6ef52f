import { LoadingOverlay } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Quick requests finish before the overlay would flash. */
export const LOADING_OVERLAY_DELAY_MS = 300;

/**
 * Covers the screen while any request without its own loading state (meta.inlineLoading) has
 * been in flight for LOADING_OVERLAY_DELAY_MS. It goes away as soon as the last one settles.
 */
export function GlobalLoadingOverlay() {
  const { t } = useTranslation();
  const fetching = useIsFetching({ predicate: (query) => !query.meta?.inlineLoading });
  const mutating = useIsMutating({ predicate: (mutation) => !mutation.meta?.inlineLoading });
  const busy = fetching + mutating > 0;
  const [busyForAWhile] = useDebouncedValue(busy, LOADING_OVERLAY_DELAY_MS);

  return (
    <LoadingOverlay
      visible={busy && busyForAWhile}
      pos="fixed"
      zIndex={3000}
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': t('feedback.loading') }}
      data-testid="loading-overlay"
    />
  );
}
