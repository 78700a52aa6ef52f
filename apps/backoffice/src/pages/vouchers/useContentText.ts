import { useLocaleState, useTranslate } from 'react-admin';
import { useEnumChoices } from '../../enums/EnumsGate';
import { contentText } from './vouchers';

/** A voucher's content as the UI names it ("500 Coins", "Pro features, 30 days"), in the UI locale. */
export function useContentText(): (content: Record<string, unknown> | null | undefined) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const tokens = useEnumChoices('token_type');
  return (content) =>
    contentText(content, {
      tokenType: (value) => tokens.find((choice) => choice.id === value)?.name,
      days: (count) => translate('app.vouchers.days_count', { smart_count: count }),
      locale,
    });
}
