import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@golf/contracts';
import { useLocale } from '../../lib/i18n';
import { formatTokens, tokenName } from './balances';

/** Writes an amount of tokens as a sentence shows it. */
export type TokenAmountText = (amount: number, tokenType: number) => string;

/**
 * An amount with its token's name in the amount's plural form and the UI language's digit grouping:
 * "1 Coin", "1,250 Coins", in Swedish "1 diamant", "5 diamanter".
 */
export function tokenAmountText(t: TFunction, locale: Locale): TokenAmountText {
  return (amount, tokenType) =>
    t(`wallets.amounts.${tokenName(tokenType)}`, { count: amount, amount: formatTokens(amount, locale) });
}

export function useTokenAmount(): TokenAmountText {
  const { t } = useTranslation();
  const locale = useLocale();
  return useMemo(() => tokenAmountText(t, locale), [t, locale]);
}
