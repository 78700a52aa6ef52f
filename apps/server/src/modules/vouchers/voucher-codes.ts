import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O, U, so codes read and type without ambiguity. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters of 5 bits: 80 random bits per code. */
export const CODE_LENGTH = 16;

/** A fresh code, grouped for reading: "7K2Q-9XWM-…" (dashes and spaces are ignored when redeeming). */
export function generateVoucherCode(random: (size: number) => Buffer = randomBytes): string {
  const bytes = random(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)!.join('-');
}

/** What is hashed and compared: upper case, without spaces and dashes. */
export function normalizeVoucherCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]+/g, '');
}

/** A code as a person may type it: 6 to 64 letters and digits once normalized. */
export const isPlausibleVoucherCode = (normalized: string) => /^[A-Z0-9]{6,64}$/.test(normalized);

/**
 * Keys derived from the server secret: an HMAC key to find a code (a leaked table holds no usable
 * codes, and guessing offline needs the secret) and an AES-256-GCM key for the payload that lets
 * support staff recover a code (the back-office decrypt page).
 */
export function createVoucherCrypto(secret: string) {
  const hashKey = Buffer.from(hkdfSync('sha256', secret, 'open-golf', 'voucher-code-hash', 32));
  const payloadKey = Buffer.from(hkdfSync('sha256', secret, 'open-golf', 'voucher-payload', 32));

  return {
    hash(code: string): string {
      return createHmac('sha256', hashKey).update(normalizeVoucherCode(code)).digest('hex');
    },

    /** "v1.<base64url(iv | tag | ciphertext)>" of the code. */
    encrypt(code: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', payloadKey, iv);
      const ciphertext = Buffer.concat([cipher.update(normalizeVoucherCode(code), 'utf8'), cipher.final()]);
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
    },

    /** The code in a payload; null when it is not one of ours (tampered, another secret, garbage). */
    decrypt(payload: string): string | null {
      const match = /^v1\.([A-Za-z0-9_-]+)$/.exec(payload.trim());
      if (!match) return null;
      const raw = Buffer.from(match[1]!, 'base64url');
      if (raw.length < 29) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', payloadKey, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type VoucherCrypto = ReturnType<typeof createVoucherCrypto>;
