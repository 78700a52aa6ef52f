import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { textsForTests } from '../../i18n/texts-for-tests';
import { tokenAmountText } from './token-amount';

const { coins, diamonds } = enums.token_type;

describe('tokenAmountText', () => {
  it('names one token in the singular and groups the digits of many', () => {
    const tokens = tokenAmountText(textsForTests('en'), 'en');
    expect([tokens(1, coins), tokens(0, coins), tokens(1250, coins)]).toEqual(['1 Coin', '0 Coins', '1,250 Coins']);
    expect([tokens(1, diamonds), tokens(7, diamonds)]).toEqual(['1 Diamond', '7 Diamonds']);
  });

  it('writes Swedish amounts in lower case, as inside a sentence', () => {
    const tokens = tokenAmountText(textsForTests('sv'), 'sv');
    expect([tokens(1, coins), tokens(2000, coins)]).toEqual(['1 mynt', '2\u00a0000 mynt']);
    expect([tokens(1, diamonds), tokens(5, diamonds)]).toEqual(['1 diamant', '5 diamanter']);
  });

  it('fills the sentences that name a fee, a stake or a pot', () => {
    const t = textsForTests('en');
    const tokens = tokenAmountText(t, 'en');
    expect(t('wagering.stake', { stake: tokens(1, coins) })).toBe('Stake 1 Coin per player');
    expect(t('tournaments.entry.enterFor', { fee: tokens(100, coins) })).toBe('Enter for 100 Coins');
    expect(
      textsForTests('sv')('clubs.joinWithFee', { amount: tokenAmountText(textsForTests('sv'), 'sv')(1, diamonds) }),
    ).toBe('Gå med för 1 diamant');
  });
});
