import { LoadingOverlay } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The overlay GlobalLoadingOverlay shows, a chunk of its own (decision 0114). */
export function BusyOverlay({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <LoadingOverlay
      visible={visible}
      pos="fixed"
      zIndex={3000}
      overlayProps={{ blur: 1 }}
      loaderProps={{ 'aria-label': t('feedback.loading') }}
      data-testid="loading-overlay"
    />
  );
}
