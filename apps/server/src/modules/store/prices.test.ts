import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { formatPrice } from './prices';

const tokens = (amount: number, tokenType: number) => ({
  priceType: enums.product_price_type.in_game_currency,
  amount,
  currency: null,
  tokenType,
});

describe('formatPrice', () => {
  it('names one token in the singular and many in the plural, digits grouped', () => {
    expect(formatPrice(tokens(1, enums.token_type.coins), 'en')).toBe('1 Coin');
    expect(formatPrice(tokens(1250, enums.token_type.coins), 'en')).toBe('1,250 Coins');
    expect(formatPrice(tokens(1, enums.token_type.diamonds), 'sv')).toBe('1 diamant');
    expect(formatPrice(tokens(2000, enums.token_type.diamonds), 'sv')).toBe('2\u00a0000 diamanter');
  });

  it('writes money in its currency', () => {
    const money = { priceType: enums.product_price_type.money, amount: 999, currency: 'EUR', tokenType: null };
    expect(formatPrice(money, 'en')).toBe('€9.99');
  });
});
