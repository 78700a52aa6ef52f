import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { isRedeemable, normaliseCode, voucherGrant } from './voucher-content';

const T = enums.voucher_type;
const S = enums.voucher_status;

describe('voucher content', () => {
  it('reads a tokens voucher, coins unless it says otherwise', () => {
    expect(voucherGrant({ type: T.tokens, content: { amount: 250 } })).toEqual({
      kind: 'tokens',
      amount: 250,
      tokenType: enums.token_type.coins,
    });
    expect(voucherGrant({ type: T.tokens, content: { amount: '5', token_type: '20' } })).toEqual({
      kind: 'tokens',
      amount: 5,
      tokenType: enums.token_type.diamonds,
    });
  });

  it('reads software downloads and hardware activations', () => {
    expect(voucherGrant({ type: T.software_download, content: { title: ' Golf 2 ', days: 30 } })).toEqual({
      kind: 'software_download',
      title: 'Golf 2',
      days: 30,
    });
    expect(voucherGrant({ type: T.software_download, content: {} })).toEqual({
      kind: 'software_download',
      title: null,
      days: null,
    });
    expect(voucherGrant({ type: T.activate_hardware, content: { title: 'Launch monitor' } })).toEqual({
      kind: 'activate_hardware',
      title: 'Launch monitor',
    });
  });

  it('admits what it cannot read', () => {
    expect(voucherGrant({ type: T.tokens, content: { amount: 'lots' } })).toEqual({ kind: 'unknown' });
    expect(voucherGrant({ type: 99, content: {} })).toEqual({ kind: 'unknown' });
  });

  it('trims a typed code and nothing else', () => {
    expect(normaliseCode('  abcd-EFGH \n')).toBe('abcd-EFGH');
  });

  it('offers redeeming for unused vouchers with a code', () => {
    expect(isRedeemable({ status: S.available, code: 'X' })).toBe(true);
    expect(isRedeemable({ status: S.unseen, code: 'X' })).toBe(true);
    expect(isRedeemable({ status: S.used, code: 'X' })).toBe(false);
    expect(isRedeemable({ status: S.available, code: null })).toBe(false);
  });
});
