import { useTranslation } from 'react-i18next';
import { ComingLaterPage } from '../../../lib/ui/ComingLaterPage';

/** Vouchers: the view exists in every environment; its feature arrives in a later release. */
export function VouchersPage() {
  const { t } = useTranslation();
  return <ComingLaterPage title={t('nav.vouchers')} />;
}
