import { useTranslation } from 'react-i18next';
import { useTokenAmount } from '../../wallets/token-amount';
import { voucherGrant, type VoucherGrant } from '../voucher-content';
import type { Voucher } from '@golf/contracts';

function useGrantText(grant: VoucherGrant): string {
  const { t } = useTranslation();
  const tokenAmount = useTokenAmount();
  switch (grant.kind) {
    case 'tokens':
      return tokenAmount(grant.amount, grant.tokenType);
    case 'software_download':
      return grant.days === null
        ? t('vouchers.content.softwareDownload', { title: grant.title ?? t('vouchers.content.theSoftware') })
        : t('vouchers.content.softwareDownloadDays', {
            title: grant.title ?? t('vouchers.content.theSoftware'),
            count: grant.days,
          });
    case 'activate_hardware':
      return t('vouchers.content.activateHardware', { title: grant.title ?? t('vouchers.content.theHardware') });
    default:
      return t('vouchers.content.unknown');
  }
}

/** What a voucher grants, in words ("500 Coins", "Golf 2 download for 30 days"). */
export function VoucherGrantText({ voucher }: { voucher: Pick<Voucher, 'type' | 'content'> }) {
  return <>{useGrantText(voucherGrant(voucher))}</>;
}
