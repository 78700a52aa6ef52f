import { useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { tokenAmountText, type TokenAmountText } from './money';

/** Amounts of in-game currency in the UI's language: "1 coin", "1,500 coins" (tokenAmountText). */
export function useTokenAmount(): TokenAmountText {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => tokenAmountText(translate, locale), [translate, locale]);
}
