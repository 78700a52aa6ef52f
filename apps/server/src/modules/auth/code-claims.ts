import { createHash } from 'node:crypto';
import type { UsedCodesRepository } from './used-codes.repository';

/** A second-factor code is remembered this long after use: longer than the TOTP validity window (±1 step of 30 s). */
const USED_CODE_MEMORY_MS = 5 * 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** Single-use second-factor codes: a code that signed in or confirmed once is refused after. */
export function createCodeClaims(usedCodes: UsedCodesRepository) {
  return {
    /** Claims a second-factor code for the user; false when it was already used. */
    claim: (userId: number, code: string) =>
      usedCodes.claim(userId, hashCode(code), new Date(Date.now() - USED_CODE_MEMORY_MS)),
    /** Gives back a claim the provider then refused, so a mistyped code does not burn a good one. */
    release: (userId: number, code: string) => usedCodes.release(userId, hashCode(code)),
  };
}

export type CodeClaims = ReturnType<typeof createCodeClaims>;
