import { enums, type Locale, type Transaction, type Wallet } from '@golf/contracts';
import { formatNumber } from '../../lib/format';

/** The token types a player holds, in the order the header shows them. */
export const tokenTypes = [enums.token_type.coins, enums.token_type.diamonds] as const;
export type TokenType = (typeof tokenTypes)[number];

/** What the header and the cards read of a wallet (the user's own, or GET /users/me/wallets). */
export type WalletBalance = Pick<Wallet, 'token_type' | 'balance'>;

/** The balance of one token type; a wallet the user does not have yet holds 0. */
export function balanceOf(wallets: readonly WalletBalance[] | undefined, tokenType: number): number {
  return wallets?.find((wallet) => wallet.token_type === tokenType)?.balance ?? 0;
}

/** Whole tokens in the UI language's digit grouping ("1,250", "1 250"). */
export function formatTokens(amount: number, locale: Locale): string {
  return formatNumber(amount, locale);
}

/** Test ids and i18n keys use the token's name, not its number. */
export type TokenName = 'coins' | 'diamonds';

export function tokenName(tokenType: number): TokenName {
  return tokenType === enums.token_type.diamonds ? 'diamonds' : 'coins';
}

/** A ledger entry's amount with its direction: +500 for a credit, −120 for a debit. */
export function signedAmount(entry: Pick<Transaction, 'event_type' | 'amount'>): number {
  return entry.event_type === enums.transaction_event_type.debit ? -Math.abs(entry.amount) : Math.abs(entry.amount);
}

/** signedAmount as text with an explicit sign, in the UI language. */
export function formatSignedTokens(entry: Pick<Transaction, 'event_type' | 'amount'>, locale: Locale): string {
  return formatNumber(signedAmount(entry), locale, { sign: true });
}
