import { useTranslation } from 'react-i18next';
import { ComingLaterPage } from '../../../lib/ui/ComingLaterPage';

/** Subscriptions: the view exists in every environment; its feature arrives in a later release. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  return <ComingLaterPage title={t('nav.subscriptions')} />;
}
