import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { balanceOf, formatSignedTokens, formatTokens, signedAmount, tokenName, tokenTypes } from './balances';

const coins = enums.token_type.coins;
const diamonds = enums.token_type.diamonds;
const credit = enums.transaction_event_type.credit;
const debit = enums.transaction_event_type.debit;

describe('wallet balances', () => {
  it('shows coins before diamonds', () => {
    expect(tokenTypes).toEqual([coins, diamonds]);
  });

  it('reads the balance of a token type, 0 for a wallet not there yet', () => {
    const wallets = [{ token_type: diamonds, balance: 7 }];
    expect(balanceOf(wallets, diamonds)).toBe(7);
    expect(balanceOf(wallets, coins)).toBe(0);
    expect(balanceOf(undefined, coins)).toBe(0);
  });

  it('groups digits in the UI language', () => {
    expect(formatTokens(1250, 'en')).toBe('1,250');
    expect(formatTokens(1250, 'sv').replace(/\s/g, ' ')).toBe('1 250');
  });

  it('names token types for test ids and labels', () => {
    expect(tokenName(coins)).toBe('coins');
    expect(tokenName(diamonds)).toBe('diamonds');
  });

  it('signs ledger amounts by event type', () => {
    expect(signedAmount({ event_type: credit, amount: 500 })).toBe(500);
    expect(signedAmount({ event_type: debit, amount: 120 })).toBe(-120);
    expect(formatSignedTokens({ event_type: credit, amount: 1500 }, 'en')).toBe('+1,500');
    expect(formatSignedTokens({ event_type: debit, amount: 120 }, 'en')).toBe('-120');
  });
});
