import { describe, expect, it } from 'vitest';
import { adjustmentProblems, balanceAfter, buildAdjustmentPayload, parseAmount } from './adjustment';

const form = { user_id: 4, token_type: 10, amount: '-50', comment: ' goodwill ', idempotency_key: 'adjust-abc123' };

describe('wallet adjustment', () => {
  it.each([
    ['12', 12],
    ['+7', 7],
    [' -30 ', -30],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    ['99999999999999999999', undefined],
  ])('parses %j as %j', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it('takes at most the API’s largest single amount, either way', () => {
    // No wallet goes below zero: a debit past the balance is refused before sending.
    expect(adjustmentProblems({ amount: '-876', comment: 'x', balance: 875 })).toEqual({
      amount: { key: 'app.wallets.below_zero', args: { balance: 875 } },
    });
    expect(adjustmentProblems({ amount: '-875', comment: 'x', balance: 875 })).toEqual({});
    expect(adjustmentProblems({ amount: '1000000000', comment: 'x' })).toEqual({});
    expect(adjustmentProblems({ amount: '-1000000001', comment: 'x' })).toEqual({
      amount: { key: 'app.wallets.amount_too_large' },
    });
  });

  it('needs a non-zero whole amount and a comment', () => {
    expect(adjustmentProblems({ amount: '0', comment: 'x' })).toEqual({
      amount: { key: 'app.wallets.amount_required' },
    });
    expect(adjustmentProblems({ amount: '5', comment: '   ' })).toEqual({
      comment: { key: 'app.wallets.comment_required' },
    });
    expect(adjustmentProblems({ amount: '', comment: '' })).toEqual({
      amount: { key: 'app.wallets.amount_required' },
      comment: { key: 'app.wallets.comment_required' },
    });
    expect(adjustmentProblems({ amount: '5', comment: 'x'.repeat(501) }).comment?.key).toBe(
      'app.wallets.comment_too_long',
    );
  });

  it('builds the request with a signed amount and a trimmed comment', () => {
    expect(buildAdjustmentPayload(form)).toEqual({
      user_id: 4,
      token_type: 10,
      amount: -50,
      comment: 'goodwill',
      idempotency_key: 'adjust-abc123',
    });
    expect(buildAdjustmentPayload({ ...form, comment: '' })).toBeUndefined();
  });

  it('previews the balance after', () => {
    expect(balanceAfter(100, '-30')).toBe(70);
    expect(balanceAfter(100, 'x')).toBeUndefined();
  });
});
