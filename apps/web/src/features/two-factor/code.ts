/** A TOTP code from an authenticator app: six digits. */
export const TOTP_CODE_LENGTH = 6;

/** Keeps only the digits of what was typed or pasted ("123 456" → "123456"), at most six. */
export function cleanTotpCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
}

export function isCompleteTotpCode(value: string): boolean {
  return new RegExp(`^\\d{${TOTP_CODE_LENGTH}}$`).test(value);
}

/**
 * A setup key in groups of four (["JBSW", "Y3DP", "EHPK", "3PXP"]) for reading and typing by hand;
 * the groups are set apart by spacing, not spaces, so the key copies (or is selected) exactly.
 */
export function secretGroups(secret: string, size = 4): string[] {
  return secret.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
}
