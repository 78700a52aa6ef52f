import { useTranslation } from 'react-i18next';
import { ComingLaterPage } from '../../../lib/ui/ComingLaterPage';

/** Redeem: the view exists in every environment; its feature arrives in a later release. */
export function RedeemPage() {
  const { t } = useTranslation();
  return <ComingLaterPage title={t('nav.redeem')} />;
}
