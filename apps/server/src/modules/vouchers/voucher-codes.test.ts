import { describe, expect, it } from 'vitest';
import { createVoucherCrypto, generateVoucherCode, normalizeVoucherCode } from './voucher-codes';

const crypto = createVoucherCrypto('a-test-secret-a-test-secret-a-test-secret');

describe('voucher codes', () => {
  it('are 16 base32 characters in groups of four, different every time', () => {
    const codes = new Set(Array.from({ length: 500 }, () => generateVoucherCode()));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('encodes all 80 random bits', () => {
    expect(generateVoucherCode(() => Buffer.alloc(10, 0))).toBe('0000-0000-0000-0000');
    expect(generateVoucherCode(() => Buffer.alloc(10, 0xff))).toBe('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  });

  it('hash the same however the code is typed, and differently per secret', () => {
    expect(crypto.hash('abcd-efgh 2345')).toBe(crypto.hash('ABCDEFGH2345'));
    expect(normalizeVoucherCode(' ab-cd ')).toBe('ABCD');
    expect(createVoucherCrypto('another-secret-another-secret-another').hash('ABCDEFGH2345')).not.toBe(
      crypto.hash('ABCDEFGH2345'),
    );
  });

  it('encrypt to a payload only the same secret opens; tampering is refused', () => {
    const payload = crypto.encrypt('7K2Q-9XWM-AAAA-BBBB');
    expect(payload).not.toContain('7K2Q');
    expect(crypto.decrypt(payload)).toBe('7K2Q9XWMAAAABBBB');
    const tampered = payload.slice(0, -2) + (payload.endsWith('A') ? 'BB' : 'AA');
    expect(crypto.decrypt(tampered)).toBeNull();
    expect(createVoucherCrypto('another-secret-another-secret-another').decrypt(payload)).toBeNull();
    expect(crypto.decrypt('garbage')).toBeNull();
  });
});
