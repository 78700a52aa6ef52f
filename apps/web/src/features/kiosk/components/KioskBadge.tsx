import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useKioskActive } from '../kiosk-store';

/** Tells staff at a glance that the device is locked to play. */
export function KioskBadge() {
  const { t } = useTranslation();
  if (!useKioskActive()) return null;
  return (
    <Badge color="orange" size="lg" data-testid="kiosk-badge">
      {t('kiosk.badge')}
    </Badge>
  );
}
