import { useTranslation } from 'react-i18next';
import { ComingLaterPage } from '../../../lib/ui/ComingLaterPage';

/** Notifications: the view exists in every environment; its feature arrives in a later release. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return <ComingLaterPage title={t('nav.notifications')} />;
}
