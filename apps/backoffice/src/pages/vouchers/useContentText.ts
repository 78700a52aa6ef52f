import { useLocaleState, useTranslate } from 'react-admin';
import { useEnumChoices } from '../../enums/EnumsGate';
import { useTokenAmount } from '../../resources/prices/useTokenAmount';
import { contentText } from './vouchers';

/** A voucher's content as the UI names it ("500 coins", "Pro features, 30 days"), in the UI locale. */
export function useContentText(): (content: Record<string, unknown> | null | undefined) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tokens = useEnumChoices('token_type');
  const tokenAmount = useTokenAmount();
  return (content) =>
    contentText(content, {
      tokenType: (value) => tokens.find((choice) => choice.id === value)?.name,
      tokenAmount,
      days: (count) => translate('app.vouchers.days_count', { smart_count: count }),
      locale,
    });
}
