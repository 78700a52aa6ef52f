import { randomBytes } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A referral code: 8 characters from 32 symbols (40 bits), uniform because 256 is a multiple of 32. */
export function generateReferralCode(): string {
  return Array.from(randomBytes(8), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
